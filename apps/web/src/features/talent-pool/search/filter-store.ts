/**
 * The filter flow of spec §4. Each filter has a value (applied), a temp (pending, what an open modal
 * edits) and an init (default). Pure: the page keeps it in useReducer.
 */
import { EMPTY_FILTERS, FILTER_KEYS, normaliseFilters, withFilter, type FilterKey, type FilterValues } from './filter-values';

export type FilterStore = { value: FilterValues; temp: FilterValues; init: FilterValues };

export type FilterAction =
  /** A modal's edit: pending values only. */
  | { type: 'edit'; temp: Partial<FilterValues> }
  /** 적용: the modal's pending value becomes applied. */
  | { type: 'submit'; key: FilterKey }
  /** 초기화 on the filter bar: applied emptied, pending back to the default. */
  | { type: 'clear'; key: FilterKey }
  /** 초기화 inside a modal: only the pending value goes back to the default. */
  | { type: 'temp_clear'; key: FilterKey }
  /** Closing a modal without applying: pending changes are discarded. */
  | { type: 'cancel'; key: FilterKey }
  /** 전체 초기화: every filter back to its default. */
  | { type: 'reset' }
  /**
   * The URL's filters changed (back/forward, a saved search, or our own submit arriving): they become
   * applied, and a filter whose applied value changed drops its pending edits. The others keep theirs,
   * so a modal opened while the URL was still catching up keeps what the user typed.
   */
  | { type: 'sync'; applied: FilterValues };

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function createFilterStore(applied: FilterValues, init: FilterValues = EMPTY_FILTERS): FilterStore {
  return { value: applied, temp: applied, init };
}

export function filterReducer(store: FilterStore, action: FilterAction): FilterStore {
  switch (action.type) {
    case 'edit':
      return { ...store, temp: { ...store.temp, ...action.temp } };
    case 'submit': {
      const applied = normaliseFilters(store.temp)[action.key];
      return {
        ...store,
        value: withFilter(store.value, action.key, applied),
        temp: withFilter(store.temp, action.key, applied),
      };
    }
    case 'clear':
      return {
        ...store,
        value: withFilter(store.value, action.key, EMPTY_FILTERS[action.key]),
        temp: withFilter(store.temp, action.key, store.init[action.key]),
      };
    case 'temp_clear':
      return { ...store, temp: withFilter(store.temp, action.key, store.init[action.key]) };
    case 'cancel':
      return { ...store, temp: withFilter(store.temp, action.key, store.value[action.key]) };
    case 'reset':
      return { ...store, value: store.init, temp: store.init };
    case 'sync': {
      let temp = store.temp;
      for (const key of FILTER_KEYS) {
        if (!sameValue(store.value[key], action.applied[key])) temp = withFilter(temp, key, action.applied[key]);
      }
      return { ...store, value: action.applied, temp };
    }
  }
}
