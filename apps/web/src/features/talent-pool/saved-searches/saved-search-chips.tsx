import { Button, Group, Skeleton, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { SAVED_SEARCH_PAGE_SIZE } from '@partners/contract';
import { useT } from '../../../i18n';
import { useSavedSearches } from '../api/saved-searches';
import { useApplySavedSearch } from './use-apply-saved-search';

export type SavedSearchChipsProps = { onShowAll: () => void };

/** With the display on: the first page of saved searches, each one click from being applied. */
export function SavedSearchChips({ onShowAll }: SavedSearchChipsProps) {
  const t = useT();
  const list = useSavedSearches(1);
  const apply = useApplySavedSearch();
  const label = t('talent_pool.saved_search.chips_label');

  if (list.isPending) return <Skeleton h={26} w={320} radius="xl" />;
  if (list.isError) return null;
  const { hr_save_search_queries: searches, hr_save_search_queries_count: count } = list.data;

  return (
    <Group gap={6} wrap="nowrap" preventGrowOverflow={false} role="group" aria-label={label}>
      {searches.length === 0 ? (
        <Text fz="xs" c="dark.3">
          {t('talent_pool.saved_search.empty')}
        </Text>
      ) : (
        searches.map((search) => (
          <Button
            key={search.id}
            size="compact-sm"
            radius="xl"
            variant="light"
            color={search.recommend ? 'yellow' : 'gray'}
            leftSection={search.recommend ? <IconStarFilled size={12} aria-hidden="true" /> : null}
            onClick={() => apply(search)}
          >
            {search.title}
          </Button>
        ))
      )}
      {count > SAVED_SEARCH_PAGE_SIZE ? (
        <Button size="compact-sm" variant="subtle" onClick={onShowAll}>
          {t('talent_pool.saved_search.more')}
        </Button>
      ) : null}
    </Group>
  );
}
