// Styles of the Mantine components only the saved-search controls use (the shell loads the common ones).
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Tooltip.css';
import { useState } from 'react';
import { Button, Group, Switch } from '@mantine/core';
import { IconBookmarks, IconDeviceFloppy } from '@tabler/icons-react';
import { POOL_BY_TAB, type TalentTab } from '@partners/contract';
import { useT } from '../../../i18n';
import { useToggleSavedSearchDisplay } from '../api/saved-search-mutations';
import { useSavedSearchDisplay } from '../api/saved-searches';
import { useTalentContext } from '../api/search';
import { lazyModal } from '../../../components/lazy-modal';
import { SavedSearchChips } from './saved-search-chips';
import classes from './saved-searches.module.css';

// Their forms (the form helpers, zod and the contract's schemas) load when they are first opened.
const SaveSearchModal = lazyModal(() => import('./save-search-modal').then((m) => m.SaveSearchModal));
const SavedSearchListModal = lazyModal(() => import('./saved-search-list-modal').then((m) => m.SavedSearchListModal));

export type SavedSearchActionsProps = {
  tab: TalentTab;
  /** The search page's URL query string (filters, keywords, sort), without `?`. */
  query: string;
};

/**
 * The search toolbar's saved-search controls: save the current search, open the saved list, and the
 * display switch that shows saved searches as quick chips (spec §3, §4).
 */
export function SavedSearchActions({ tab, query }: SavedSearchActionsProps) {
  const t = useT();
  const [openModal, setOpenModal] = useState<'save' | 'list' | null>(null);
  // The count comes with the pool's context (6 s cache; refreshed after each change to saved searches).
  const context = useTalentContext(POOL_BY_TAB[tab]);
  const display = useSavedSearchDisplay();
  const toggle = useToggleSavedSearchDisplay();
  const isDisplayed = display.data === true;
  const close = () => setOpenModal(null);

  return (
    <div className={classes.toolbar}>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
          {...SaveSearchModal.openerProps}
          onClick={() => setOpenModal('save')}
        >
          {t('talent_pool.saved_search.save')}
        </Button>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconBookmarks size={16} aria-hidden="true" />}
          {...SavedSearchListModal.openerProps}
          onClick={() => setOpenModal('list')}
        >
          {context.data
            ? t('talent_pool.saved_search.list', { count: context.data.hr_save_search_queries_count })
            : t('talent_pool.saved_search.list_title')}
        </Button>
        <Switch
          label={t('talent_pool.saved_search.display')}
          checked={isDisplayed}
          disabled={display.isPending || toggle.isPending}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
          ml="xs"
        />
      </Group>
      {isDisplayed ? (
        <div className={classes.chips}>
          <SavedSearchChips onShowAll={() => setOpenModal('list')} />
        </div>
      ) : null}
      <SaveSearchModal opened={openModal === 'save'} onClose={close} tab={tab} query={query} />
      <SavedSearchListModal opened={openModal === 'list'} onClose={close} />
    </div>
  );
}
