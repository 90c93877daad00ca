/**
 * The visitor statistics page's queries as its state makes them. The page and its prefetch (prefetch.ts)
 * both build them here, so the prefetched answers sit under the keys the page asks for.
 */
import type { VisitorCategory, VisitorDetailQuery, VisitorDimension, VisitorOverviewQuery, VisitorPeriodType } from '@partners/contract';
import type { VisitorFilters } from './api';
import { clampPeriod, selectedPeriod, type Period, type PeriodSelection } from './period';

/** What the page opens on: the last 12 months, every category, the breakdown by age and gender. */
export const DEFAULT_SELECTION: PeriodSelection = { kind: 'month', n: 12 };
export const DEFAULT_CHIP: VisitorCategory = 'all';
export const DEFAULT_DIMENSION: VisitorDimension = 'age_gender';

/** The overview's period (from the data's first month) and its query. */
export function overviewOf(filters: VisitorFilters, selection: PeriodSelection, chip: VisitorCategory) {
  const period = selectedPeriod(selection, filters, filters.data_start);
  const periodType: VisitorPeriodType = selection.kind === 'year' ? 'year' : 'month';
  const query: VisitorOverviewQuery = { period_type: periodType, from_date: period.from, to_date: period.to, chip };
  return { period, periodType, query };
}

/**
 * The breakdown's period (the overview's, from the breakdown's own first month) and its query: none for the
 * company rank without its plan (the section shows the lock instead).
 */
export function detailOf(
  filters: VisitorFilters,
  overall: Period,
  periodType: VisitorPeriodType,
  chip: VisitorCategory,
  dimension: VisitorDimension,
  occupation: string | null,
): { period: Period; query: VisitorDetailQuery | null } {
  const period = clampPeriod(overall, filters.detail_data_start, filters.latest_month);
  const locked = dimension === 'current_company' && !filters.checks.company_rank;
  const query = locked
    ? null
    : {
        period_type: periodType,
        from_date: period.from,
        to_date: period.to,
        chip,
        dimension,
        ...(occupation ? { occupation_id: Number(occupation) } : {}),
      };
  return { period, query };
}
