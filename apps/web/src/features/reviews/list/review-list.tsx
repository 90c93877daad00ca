import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Pagination } from '../../../components/pagination';
import { IconFilterOff, IconMessageCircle } from '@tabler/icons-react';
import type { PageInfo } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { StatePanel } from '../../../components/state-panel';
import { FailedPanel } from '../../../components/state-panel';
import { CardsSkeleton } from '../components/state-panel';

export type ReviewListProps<T> = {
  data: { reviews: T[]; page_info: PageInfo } | undefined;
  isError: boolean;
  stale: boolean;
  filtered: boolean;
  page: number;
  onRetry: () => void;
  onPage: (page: number) => void;
  onClear: () => void;
  renderCard: (review: T) => ReactNode;
};

/** The cards of one page with the list's loading, empty, no-match and failed states and the paging. */
export function ReviewList<T extends { id: number }>({
  data,
  isError,
  stale,
  filtered,
  page,
  onRetry,
  onPage,
  onClear,
  renderCard,
}: ReviewListProps<T>) {
  const t = useT();
  if (isError && !data) return <FailedPanel title={t('reviews.list.failed')} description={t('reviews.list.failed_hint')} onRetry={onRetry} />;
  if (!data) return <CardsSkeleton label={t('reviews.list.loading')} />;
  if (data.reviews.length === 0) {
    return filtered ? (
      <StatePanel
        icon={<IconFilterOff size={28} aria-hidden="true" />}
        title={t('reviews.list.no_match_title')}
        description={t('reviews.list.no_match_hint')}
        action={
          <Button variant="light" onClick={onClear}>
            {t('reviews.filters.clear')}
          </Button>
        }
      />
    ) : (
      <StatePanel
        icon={<IconMessageCircle size={28} aria-hidden="true" />}
        title={t('reviews.list.empty_title')}
        description={t('reviews.list.empty_hint')}
      />
    );
  }
  const { total, total_pages: totalPages } = data.page_info;
  return (
    <Stack gap="md" aria-label={t('reviews.list.label')} component="section" style={{ opacity: stale ? 0.6 : 1 }}>
      <Text fz="sm" c="dark.4" aria-live="polite">
        {t('reviews.list.total', { count: formatNumber(total) })}
      </Text>
      {data.reviews.map((review) => (
        <div key={review.id}>{renderCard(review)}</div>
      ))}
      {totalPages > 1 ? (
        <Group justify="center" component="nav" aria-label={t('reviews.list.pagination')}>
          <Pagination total={totalPages} value={Math.min(page, totalPages)} onChange={onPage} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}
