import { useState } from 'react';
import { Center, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { IconBookmarks } from '@tabler/icons-react';
import { SAVED_SEARCH_PAGE_SIZE, type SavedSearch } from '@partners/contract';
import { useT } from '../../../i18n';
import { useSavedSearches } from '../api/saved-searches';
import { SavedSearchRow } from './saved-search-row';
import classes from './saved-searches.module.css';
import { useApplySavedSearch } from './use-apply-saved-search';

export type SavedSearchListModalProps = { opened: boolean; onClose: () => void };

/** 저장한 검색 조건: 5 per page (spec §9). */
export function SavedSearchListModal({ opened, onClose }: SavedSearchListModalProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('talent_pool.saved_search.list_title')} centered size="lg">
      {opened ? <SavedSearchList onClose={onClose} /> : null}
    </Modal>
  );
}

function EmptyState() {
  const t = useT();
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconBookmarks size={24} />
        </ThemeIcon>
        <Text fw={700}>{t('talent_pool.saved_search.empty')}</Text>
        <Text fz="sm" c="dark.4">
          {t('talent_pool.saved_search.empty_hint')}
        </Text>
      </Stack>
    </Center>
  );
}

function SavedSearchList({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useSavedSearches(page);
  const apply = useApplySavedSearch();

  const handleApply = (search: SavedSearch) => {
    apply(search);
    onClose();
  };

  if (list.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('app.loading')} role="status">
        {Array.from({ length: SAVED_SEARCH_PAGE_SIZE }, (_, i) => (
          <Skeleton key={i} h={48} />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Text py="xl" ta="center" c="dark.4">
        {t('talent_pool.saved_search.list_failed')}
      </Text>
    );
  }
  const { hr_save_search_queries: searches, page_info: pageInfo } = list.data;
  if (searches.length === 0 && page === 1) return <EmptyState />;

  // Deleting the last row of a page moves to the page before.
  const handleDeleted = () => {
    if (searches.length === 1 && page > 1) setPage(page - 1);
  };

  return (
    <Stack gap="md">
      <ul className={classes.list}>
        {searches.map((search) => (
          <li key={search.id} className={classes.row} aria-label={search.title}>
            <SavedSearchRow search={search} onApply={handleApply} onDeleted={handleDeleted} />
          </li>
        ))}
      </ul>
      {pageInfo.total_pages > 1 ? (
        <Group justify="center">
          <Pagination total={pageInfo.total_pages} value={page} onChange={setPage} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}
