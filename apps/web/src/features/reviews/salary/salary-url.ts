import { salaryListQuery } from '@partners/contract';
import { useUrlState } from '../../../lib/url-state';

/** The salary table's filters in the URL (`occupation_id`, `year`), read through the contract's list query. */
export function useSalaryFilters() {
  const { state, update } = useUrlState(salaryListQuery);
  return { filters: state, update };
}
