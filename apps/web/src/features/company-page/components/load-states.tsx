import { Alert, Button, Skeleton, Stack } from '@mantine/core';
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

/** A failed load: what failed and a retry. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
        {t('companyPage.common.retry')}
      </Button>
    </Alert>
  );
}
