import { SAVED_SEARCH_PAGE_SIZE, talentSearchQuery, type SavedSearch, type SavedSearchList, type TalentTab } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageInfo } from '../../platform/paging.js';
import { operatorOf, requirePrivacyAgreement, type Access } from '../access/access.service.js';
import { saveSavedSearchDisplayOf, talentSettingsOf } from '../talent-agreements/talent-agreements.service.js';
import { countSavedSearches, deleteSavedSearch, insertSavedSearch, listSavedSearches, updateSavedSearch, userName } from './saved-searches.repo.js';

type Row = NonNullable<Awaited<ReturnType<typeof insertSavedSearch>>>;

function toSavedSearch(row: Row, createdBy: string): SavedSearch {
  return {
    id: row.id,
    title: row.title,
    query: row.query,
    tab: row.tab,
    recommend: row.recommend,
    created_by: createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A saved query must be a search the search call accepts (the same schema), so applying it later
 * never fails. Page and session are not part of a saved search.
 */
function normalizeQuery(query: string): string {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  params.delete('page');
  params.delete('search_session_id');
  params.delete('pool');
  const parsed = talentSearchQuery.safeParse(Object.fromEntries(params));
  if (!parsed.success || [...params.keys()].length !== new Set(params.keys()).size) {
    throw new AppError('bad_request', { field: 'body.hr_save_search_query.query' });
  }
  return params.toString();
}

export async function listCompanySavedSearches(db: Db, access: Access, page: number): Promise<SavedSearchList> {
  requirePrivacyAgreement(access);
  const companyId = access.row.company.id;
  const [rows, total] = await Promise.all([listSavedSearches(db, companyId, page, SAVED_SEARCH_PAGE_SIZE), countSavedSearches(db, companyId)]);
  return {
    hr_save_search_queries: rows.map((r) => toSavedSearch(r.search, r.createdBy)),
    hr_save_search_queries_count: total,
    page_info: pageInfo(page, SAVED_SEARCH_PAGE_SIZE, total),
  };
}

/** How many searches the company has saved (all operators'); no agreement needed, as it reveals no résumé. */
export function countCompanySavedSearches(db: Db, access: Access): Promise<number> {
  return countSavedSearches(db, access.row.company.id);
}

/** Saves a search; an operator's first saved search switches the saved-search display on (spec §4). */
export async function createSavedSearch(db: Db, access: Access, input: { title: string; query: string; tab: TalentTab }) {
  requirePrivacyAgreement(access);
  const query = normalizeQuery(input.query);
  const { userId, companyId } = operatorOf(access);
  const row = await insertSavedSearch(db, { companyId, userId, title: input.title, query, tab: input.tab });
  if (!row) throw new AppError('internal');
  let display = (await talentSettingsOf(db, access))?.savedSearchDisplay ?? false;
  if (!display && (await countSavedSearches(db, companyId, userId)) === 1) {
    display = await saveSavedSearchDisplayOf(db, access, true);
  }
  return { hr_save_search_query: toSavedSearch(row, access.row.user.name), display };
}

export async function changeSavedSearch(db: Db, access: Access, id: number, set: { title?: string | undefined; recommend?: boolean | undefined }) {
  requirePrivacyAgreement(access);
  const changes: { title?: string; recommend?: boolean } = {};
  if (set.title !== undefined) changes.title = set.title;
  if (set.recommend !== undefined) changes.recommend = set.recommend;
  const row = await updateSavedSearch(db, access.row.company.id, id, changes, new Date());
  // Another company's saved search answers exactly like a missing one.
  if (!row) throw new AppError('not_found');
  const display = (await talentSettingsOf(db, access))?.savedSearchDisplay ?? false;
  return { hr_save_search_query: toSavedSearch(row, await userName(db, row.userId)), display };
}

export async function removeSavedSearch(db: Db, access: Access, id: number) {
  requirePrivacyAgreement(access);
  if (!(await deleteSavedSearch(db, access.row.company.id, id))) throw new AppError('not_found');
  return { deleted: true as const };
}

export async function getSavedSearchDisplay(db: Db, access: Access) {
  return { display: (await talentSettingsOf(db, access))?.savedSearchDisplay ?? false };
}

export async function setSavedSearchDisplay(db: Db, access: Access, display: boolean) {
  return { display: await saveSavedSearchDisplayOf(db, access, display) };
}
