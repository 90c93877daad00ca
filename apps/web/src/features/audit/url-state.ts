/**
 * The log's filters live in the URL under the call's names (an old link's `?action=` keeps working):
 * operator_id, group, action, from, to and page. Unknown values are dropped; a reversed period is read
 * in order.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_ACTION_GROUP_KEYS } from '@partners/contract';
import type { AuditListParams } from './api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGE_MAX = 10_000;
const ID_MAX = 2_147_483_647;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.includes(value as T) ? (value as T) : undefined;
}

function intIn(value: string | null, min: number, max: number): number | undefined {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** A calendar day: the shape, and a date that exists (2026-02-30 does not). */
function day(value: string | null): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value) ? value : undefined;
}

export function readAuditFilters(params: URLSearchParams): AuditListParams {
  let from = day(params.get('from'));
  let to = day(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    operator_id: intIn(params.get('operator_id'), 1, ID_MAX),
    group: oneOf(AUDIT_ACTION_GROUP_KEYS, params.get('group')),
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    from,
    to,
    page: intIn(params.get('page'), 1, PAGE_MAX) ?? 1,
  };
}

export type AuditFiltersChange = Partial<AuditListParams>;

/** Writes the changed filters; any change but the page's goes back to page 1. */
export function writeAuditFilters(current: URLSearchParams, change: AuditFiltersChange): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

export function isFiltered(filters: AuditListParams): boolean {
  return [filters.operator_id, filters.group, filters.action, filters.from, filters.to].some((v) => v !== undefined);
}

/** The filters of the URL, and setters that write it (a new history entry each, so Back undoes a filter). */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readAuditFilters(params), [params]);
  const change = useCallback((c: AuditFiltersChange) => setParams((current) => writeAuditFilters(current, c)), [setParams]);
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filters, change, clear };
}
