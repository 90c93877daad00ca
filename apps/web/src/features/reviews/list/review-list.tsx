import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconMessageCircle } from '@tabler/icons-react';
import type { PageInfo } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { useRevealed } from '../../../lib/use-revealed';
import { ListScaffold } from '../../../components/list-scaffold';
import { StatePanel } from '../../../components/state-panel';
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

/** A phone's first screen holds one or two review cards, a desktop's two or three. */
const FIRST_CARDS = 3;

/** A page's cards: a screen's worth in the first commit, the rest in the tasks after it (useRevealed). */
function RevealedCards<T extends { id: number }>({ reviews, renderCard }: { reviews: T[]; renderCard: (review: T) => ReactNode }) {
  const shown = useRevealed(reviews, FIRST_CARDS) ?? reviews;
  return shown.map((review) => <div key={review.id}>{renderCard(review)}</div>);
}

/** The cards of one page on the list scaffold: its loading (cards), empty, no-match and failed states and the paging. */
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
  return (
    <ListScaffold
      query={{ data, isError, isPlaceholderData: stale, refetch: onRetry }}
      isEmpty={(list) => list.reviews.length === 0}
      loadingLabel={t('reviews.list.loading')}
      skeleton={<CardsSkeleton label={t('reviews.list.loading')} />}
      failed={{ title: t('reviews.list.failed'), description: t('reviews.list.failed_hint') }}
      empty={() =>
        filtered ? (
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
        )
      }
      paging={{ totalPages: data?.page_info.total_pages ?? 0, page, onChange: onPage, label: t('reviews.list.pagination'), size: 'sm' }}
    >
      {(list, isStale) => (
        <Stack gap="md" aria-label={t('reviews.list.label')} component="section" style={{ opacity: isStale ? 0.6 : 1 }}>
          <Text fz="sm" c="dark.4" aria-live="polite">
            {t('reviews.list.total', { count: formatNumber(list.page_info.total) })}
          </Text>
          <RevealedCards reviews={list.reviews} renderCard={renderCard} />
        </Stack>
      )}
    </ListScaffold>
  );
}
