import { Skeleton, Stack } from '@mantine/core';
import { useT } from '../../../i18n';

/** A screen's loading state: grey blocks of the given heights. */
export function BlocksSkeleton({ heights }: { heights: number[] }) {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-label={t('companyPage.common.loading')}>
      {heights.map((h, i) => (
        <Skeleton key={i} h={h} radius="md" />
      ))}
    </Stack>
  );
}
