import '@mantine/core/styles/Switch.css';
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { IconPencil, IconStar, IconStarFilled, IconTrash, IconUsers } from '@tabler/icons-react';
import type { SavedSearch } from '@partners/contract';
import { CopyLinkButton } from '../../../components/copy-link';
import { useLang, useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useUpdateSavedSearch } from '../api/saved-search-mutations';
import { DeleteSavedSearch, RenameSavedSearch } from './saved-search-edits';
import { searchConditions } from './search-conditions';
import { savedSearchPath } from './use-apply-saved-search';
import { HoverTooltip } from '../../../components/hover-tooltip';

export type SavedSearchRowProps = {
  search: SavedSearch;
  onApply: (search: SavedSearch) => void;
  onDeleted: () => void;
};

function RecommendToggle({ search }: { search: SavedSearch }) {
  const t = useT();
  const update = useUpdateSavedSearch();
  return (
    <HoverTooltip label={t('talent_pool.saved_search.recommend')} withArrow>
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
    </HoverTooltip>
  );
}

/** The owner's 공유 switch (issue 21): shared searches show to the company's other operators. */
function ShareToggle({ search }: { search: SavedSearch }) {
  const t = useT();
  const update = useUpdateSavedSearch();
  return (
    <HoverTooltip label={t('saved_search_sharing.shared_hint')} withArrow multiline w={280}>
      <Switch
        size="xs"
        label={t('saved_search_sharing.share')}
        aria-label={t('saved_search_sharing.share_label', { title: search.title })}
        checked={search.shared}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ id: search.id, changes: { shared: event.currentTarget.checked } })}
      />
    </HoverTooltip>
  );
}

/**
 * One saved search: recommend, title and conditions, then apply, share, rename and delete (after confirming).
 * Another operator's shared search shows its owner and can only be applied (issue 21).
 */
export function SavedSearchRow({ search, onApply, onDeleted }: SavedSearchRowProps) {
  const t = useT();
  const lang = useLang();
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');

  if (mode === 'rename') return <RenameSavedSearch search={search} onDone={() => setMode('view')} />;
  if (mode === 'delete') return <DeleteSavedSearch search={search} onCancel={() => setMode('view')} onDeleted={onDeleted} />;

  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      {search.mine ? (
        <RecommendToggle search={search} />
      ) : (
        <ActionIcon variant="transparent" color={search.recommend ? 'yellow' : 'gray'} component="span" aria-hidden="true">
          {search.recommend ? <IconStarFilled size={18} /> : <IconStar size={18} />}
        </ActionIcon>
      )}
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <Text fw={700} fz="sm" truncate>
            {search.title}
          </Text>
          {search.shared ? (
            <Badge size="xs" variant="light" color="teal" leftSection={<IconUsers size={10} aria-hidden="true" />} style={{ flexShrink: 0 }}>
              {t('saved_search_sharing.shared_badge')}
            </Badge>
          ) : null}
        </Group>
        <Text fz="xs" c="dark.4" lineClamp={1}>
          {searchConditions(search.query, t, lang).join(' · ')}
        </Text>
        <Text fz="xs" c="dark.3">
          {t(`talent_search.tabs.${search.tab}`)} · {t('talent_pool.saved_search.saved_on', { date: formatDate(search.created_at) })} ·{' '}
          {search.mine ? search.created_by : t('saved_search_sharing.shared_by', { name: search.created_by })}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Button size="xs" variant="light" onClick={() => onApply(search)}>
          {t('talent_pool.saved_search.apply')}
        </Button>
        <CopyLinkButton
          href={savedSearchPath(search)}
          label={t('talent_pool.saved_search.copy_link', { title: search.title })}
          tooltip={t('talent_pool.saved_search.copy_link_short')}
        />
        {search.mine ? <OwnerActions search={search} onRename={() => setMode('rename')} onDelete={() => setMode('delete')} /> : null}
      </Group>
    </Group>
  );
}

function OwnerActions({ search, onRename, onDelete }: { search: SavedSearch; onRename: () => void; onDelete: () => void }) {
  const t = useT();
  return (
    <>
      <ShareToggle search={search} />
      <HoverTooltip label={t('talent_pool.saved_search.rename')} withArrow>
        <ActionIcon variant="subtle" color="gray" aria-label={t('talent_pool.saved_search.rename')} onClick={onRename}>
          <IconPencil size={16} aria-hidden="true" />
        </ActionIcon>
      </HoverTooltip>
      <HoverTooltip label={t('talent_pool.saved_search.delete')} withArrow>
        <ActionIcon variant="subtle" color="red" aria-label={t('talent_pool.saved_search.delete')} onClick={onDelete}>
          <IconTrash size={16} aria-hidden="true" />
        </ActionIcon>
      </HoverTooltip>
    </>
  );
}
