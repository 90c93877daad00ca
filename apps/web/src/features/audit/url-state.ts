/**
 * The log's filters live in the URL under the call's names (an old link's `?action=` keeps working):
 * operator_id, group, action, from, to and page, read through the call's own query schema. Unknown
 * values are dropped; a reversed period is read in order; each change is a new history entry.
 */
import { auditListQuery } from '@partners/contract';
import { periodInOrder, useUrlState, type UrlStateChange, type UrlStateOptions } from '../../lib/url-state';
import type { AuditListParams } from './api';

const OPTIONS: UrlStateOptions<typeof auditListQuery> = { normalize: periodInOrder };

export type AuditFiltersChange = UrlStateChange<typeof auditListQuery>;

export function isFiltered(filters: AuditListParams): boolean {
  return [filters.operator_id, filters.group, filters.action, filters.from, filters.to].some((v) => v !== undefined);
}

/** The filters of the URL, and setters that write it (Back undoes a filter). */
export function useAuditFilters() {
  const { state, update, clear } = useUrlState(auditListQuery, OPTIONS);
  return { filters: state, change: update, clear };
}
