/** Spec §2 salary_managements: the reported salaries per occupation and year, and the company's official salaries. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBodyIn } from '@partners/contract';
import { call } from '../../../lib/api';

export type SalaryFilters = { occupation_id?: number | undefined; year?: number | undefined };

const salaryKeys = {
  all: ['reviews', 'salaries'] as const,
  list: (filters: SalaryFilters) => ['reviews', 'salaries', filters] as const,
};

export function useSalaries(filters: SalaryFilters) {
  return useQuery({
    queryKey: salaryKeys.list(filters),
    queryFn: ({ signal }) => call('salaries.list', { query: filters, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

export type OfficialSalaryInput = EndpointBodyIn<'officialSalaries.save'>;

/** Adds or replaces the official salary of an occupation and year (the server keeps one per pair). */
export function useSaveOfficialSalary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficialSalaryInput) => call('officialSalaries.save', { body }),
    // The form shows plan.branding_required and a refused field itself.
    meta: { inPageStatuses: [400, 403] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salaryKeys.all }),
  });
}

export function useDeleteOfficialSalary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('officialSalaries.delete', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salaryKeys.all }),
  });
}
