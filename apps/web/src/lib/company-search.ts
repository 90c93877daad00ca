/**
 * The company-name autocomplete (`companies.autocomplete`: name or initial consonants, ㅈㅍㄹㄴ → 잡플래닛)
 * for the company switch (only the companies a partner admin manages) and the salary analysis form's
 * previous company (any company). Spec §8: a failure is logged and the list is empty; §5: only a
 * non-empty text searches.
 */
import { useQuery } from '@tanstack/react-query';
import type { CompanyNickname } from '@partners/contract';
import { call } from './api';

export type CompanySearchScope = 'managed' | 'any';

export async function searchCompanyNames(term: string, scope: CompanySearchScope, signal?: AbortSignal): Promise<CompanyNickname[]> {
  try {
    const response = await call('companies.autocomplete', {
      // Both scopes search as the user types: never `exact_name`, which the server answers with whole names only.
      query: scope === 'managed' ? { term, with_industry: 'true', managed: 'true' } : { term, with_industry: 'true' },
      signal,
    });
    return response.nicknames;
  } catch (error) {
    console.error('Company search failed', error);
    return [];
  }
}

export function useCompanyNameSearch(term: string, scope: CompanySearchScope) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: ['company_names', scope, trimmed],
    queryFn: ({ signal }) => searchCompanyNames(trimmed, scope, signal),
    enabled: trimmed !== '',
    meta: { silent: true },
    staleTime: 30_000,
  });
}
