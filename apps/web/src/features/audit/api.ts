/**
 * The audit log (decision 0023): the filtered list, the operators for its filter, and the download.
 * The company's admins read it; a manager's 403 is shown in the page, not by the global rules.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditFilters } from '@partners/contract';
import { call } from '../../lib/api';

export type AuditListParams = AuditFilters & { page: number };

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditListParams) => ['audit', 'list', query] as const,
  operators: ['audit', 'operators'] as const,
};

export function useAuditEvents(query: AuditListParams) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => call('audit.list', { query, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    meta: { inPageStatuses: [403] },
  });
}

/** Everyone in the log, for the operator select (it does not hold up the list). */
export function useAuditOperators() {
  return useQuery({
    queryKey: auditKeys.operators,
    queryFn: ({ signal }) => call('audit.filters', { signal }),
    select: (response) => response.data.operators,
    staleTime: 60_000,
    // The list shows a failure in the page; the select then offers only what the URL names.
    meta: { silent: true },
  });
}
