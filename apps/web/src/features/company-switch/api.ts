import { useMutation, useQuery } from '@tanstack/react-query';
import type { CompanyNickname } from '@partners/contract';
import { call } from '../../lib/api';

/** Managed companies matching `term` (name or initial consonants). Spec §8: failures are logged, the list is empty. */
export async function searchManagedCompanies(term: string, signal?: AbortSignal): Promise<CompanyNickname[]> {
  try {
    const response = await call('companies.autocomplete', {
      query: { term, with_industry: 'true', exact_name: 'true', managed: 'true' },
      signal,
    });
    return response.nicknames;
  } catch (error) {
    console.error('Company search failed', error);
    return [];
  }
}

export function useManagedCompanySearch(term: string) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: ['company_names', 'managed', trimmed],
    queryFn: ({ signal }) => searchManagedCompanies(trimmed, signal),
    // Spec §5: the search fires only for non-empty text.
    enabled: trimmed !== '',
    meta: { silent: true },
    staleTime: 30_000,
  });
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
