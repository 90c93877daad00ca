import { getChoseong } from 'es-hangul';
import type { CompanyNickname } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import type { Actor } from '../../platform/sessions.js';
import { searchCompanyNames } from './companies.repo.js';

const ONLY_INITIAL_CONSONANTS = /^[ㄱ-ㅎ]+$/;
const AUTOCOMPLETE_LIMIT = 10;

/**
 * Company-name autocomplete: substring match, or initial consonants (ㅈㅍㄹㄴ) when the term is made of them.
 * `exact_name=true` (spec §7) answers only the companies whose whole name is the term (case and repeated
 * spaces aside), or whose initial consonants are all of the term's: a name check, not a search.
 */
export async function autocompleteCompanyNames(
  db: Db,
  actor: Actor,
  query: { term: string; with_industry: boolean; exact_name: boolean; managed: boolean },
): Promise<CompanyNickname[]> {
  const term = query.term.replace(/\s+/g, ' ').trim();
  if (!term) return [];
  const compact = term.replace(/\s/g, '');
  const rows = await searchCompanyNames(db, {
    term,
    managedBy: query.managed ? actor.userId : null,
    choseong: ONLY_INITIAL_CONSONANTS.test(compact) ? getChoseong(compact) : null,
    exact: query.exact_name,
    limit: AUTOCOMPLETE_LIMIT,
  });
  return rows.map((r) => ({ id: r.id, label: query.with_industry ? `${r.name} | ${r.industry}` : r.name }));
}
