import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SalaryFilters } from '../api/salaries';

function positiveInt(value: string | null, min: number, max: number): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** The salary table's filters in the URL: `occupation_id`, `year`. */
export function useSalaryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<SalaryFilters>(
    () => ({ occupation_id: positiveInt(params.get('occupation_id'), 1, 2_147_483_647), year: positiveInt(params.get('year'), 2000, 2100) }),
    [params],
  );
  const update = useCallback(
    (change: SalaryFilters) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setParams],
  );
  return { filters, update };
}
