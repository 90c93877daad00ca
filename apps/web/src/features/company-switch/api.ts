import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useCompanyNameSearch } from '../../lib/company-search';

/** Managed companies matching `term` (name or initial consonants). */
export function useManagedCompanySearch(term: string) {
  return useCompanyNameSearch(term, 'managed');
}

/** PUT change_company, then a full reload so that every cached view shows the new company (spec §4). */
export function useChangeCompany(reload: () => void = () => window.location.reload()) {
  return useMutation({
    mutationFn: (companyId: number) => call('info.changeCompany', { body: { company_id: companyId } }),
    meta: { silent: true },
    onSuccess: () => reload(),
    onError: (error) => console.error('Company switch failed', error),
  });
}
