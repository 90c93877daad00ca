import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import type { SavedSearch } from '@partners/contract';
import { useLang, useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useUpdateSavedSearch } from '../api/saved-search-mutations';
import { DeleteSavedSearch, RenameSavedSearch } from './saved-search-edits';
import { searchConditions } from './search-conditions';

export type SavedSearchRowProps = {
  search: SavedSearch;
  onApply: (search: SavedSearch) => void;
  onDeleted: () => void;
};

function RecommendToggle({ search }: { search: SavedSearch }) {
  const t = useT();
  const update = useUpdateSavedSearch();
  return (
    <Tooltip label={t('talent_pool.saved_search.recommend')} withArrow>
      <ActionIcon
        variant="subtle"
        color={search.recommend ? 'yellow' : 'gray'}
        aria-label={t('talent_pool.saved_search.recommend_label', { title: search.title })}
        aria-pressed={search.recommend}
        loading={update.isPending}
        onClick={() => update.mutate({ id: search.id, changes: { recommend: !search.recommend } })}
      >
        {search.recommend ? <IconStarFilled size={18} aria-hidden="true" /> : <IconStar size={18} aria-hidden="true" />}
      </ActionIcon>
    </Tooltip>
  );
}

/** One saved search: recommend, title and conditions, then apply, rename and delete (after confirming). */
export function SavedSearchRow({ search, onApply, onDeleted }: SavedSearchRowProps) {
  const t = useT();
  const lang = useLang();
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');

  if (mode === 'rename') return <RenameSavedSearch search={search} onDone={() => setMode('view')} />;
  if (mode === 'delete') return <DeleteSavedSearch search={search} onCancel={() => setMode('view')} onDeleted={onDeleted} />;

  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <RecommendToggle search={search} />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text fw={700} fz="sm" truncate>
          {search.title}
        </Text>
        <Text fz="xs" c="dark.4" lineClamp={1}>
          {searchConditions(search.query, t, lang).join(' · ')}
        </Text>
        <Text fz="xs" c="dark.3">
          {t(`talent_search.tabs.${search.tab}`)} · {t('talent_pool.saved_search.saved_on', { date: formatDate(search.created_at) })} ·{' '}
          {search.created_by}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Button size="xs" variant="light" onClick={() => onApply(search)}>
          {t('talent_pool.saved_search.apply')}
        </Button>
        <Tooltip label={t('talent_pool.saved_search.rename')} withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label={t('talent_pool.saved_search.rename')} onClick={() => setMode('rename')}>
            <IconPencil size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('talent_pool.saved_search.delete')} withArrow>
          <ActionIcon variant="subtle" color="red" aria-label={t('talent_pool.saved_search.delete')} onClick={() => setMode('delete')}>
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
