import { useNavigate } from 'react-router';
import { TALENT_PATHS, type SavedSearch } from '@partners/contract';
import { logSearchEvent } from '../api/log-event';

/** The search a saved search stands for: its tab's first page with the saved query string. */
export function savedSearchPath({ tab, query }: Pick<SavedSearch, 'tab' | 'query'>): string {
  const path = TALENT_PATHS.search(tab, 1);
  return query === '' ? path : `${path}?${query}`;
}

/** Applying a saved search opens that search and records `apply_saved_search`. */
export function useApplySavedSearch() {
  const navigate = useNavigate();
  return (search: SavedSearch) => {
    void logSearchEvent({ event: 'apply_saved_search', text: search.title });
    void navigate(savedSearchPath(search));
  };
}
