import { Skeleton, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n';

/** What a modal shows while its data loads. */
export function ModalSkeleton({ rows = 4 }: { rows?: number }) {
  const t = useT();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('app.loading')} role="status">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={20} w={i % 2 === 0 ? '70%' : '90%'} />
      ))}
    </Stack>
  );
}

/** A modal whose data failed to load (the global rules already said why). */
export function ModalFailure({ message }: { message: string }) {
  return (
    <Text py="xl" ta="center" c="dark.4" role="alert">
      {message}
    </Text>
  );
}
