import { useReducer, useState } from 'react';
import { FilterBar } from './filter-bar';
import { FilterModalHost } from './filter-modal-host';
import { createFilterStore, filterReducer, type FilterAction } from './filter-store';
import type { FilterKey, FilterValues } from './filter-values';
import type { Occupations } from './filters/occupation-filter';

export type FilterPanelProps = {
  /** The filters in the URL; when they change (back/forward, a saved search) the store follows them. */
  applied: FilterValues;
  occupations: Occupations | undefined;
  /**
   * Applied filters changed: the page writes them to the URL and goes to page 1. `reason`: a search with
   * the changed filters, or every filter cleared at once (the analytics events of spec §7).
   */
  onApply: (filters: FilterValues, reason: 'search' | 'clear_filters') => void;
};

/** The filter bar and its modals, driven by the spec §4 filter store. */
export function FilterPanel({ applied, occupations, onApply }: FilterPanelProps) {
  const [store, dispatch] = useReducer(filterReducer, applied, createFilterStore);
  const [openKey, setOpenKey] = useState<FilterKey | null>(null);
  // Follow the URL without remounting: a remount would close a modal opened before a navigation landed.
  const appliedKey = JSON.stringify(applied);
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    dispatch({ type: 'sync', applied });
  }

  const commit = (action: FilterAction) => {
    dispatch(action);
    onApply(filterReducer(store, action).value, action.type === 'reset' ? 'clear_filters' : 'search');
  };

  return (
    <>
      <FilterBar
        applied={store.value}
        onOpen={setOpenKey}
        onClear={(key) => commit({ type: 'clear', key })}
        onReset={() => commit({ type: 'reset' })}
      />
      <FilterModalHost
        openKey={openKey}
        store={store}
        dispatch={dispatch}
        occupations={occupations}
        onSubmit={(key) => {
          setOpenKey(null);
          commit({ type: 'submit', key });
        }}
        onClose={() => setOpenKey(null)}
      />
    </>
  );
}
