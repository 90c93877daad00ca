import { SAVED_SEARCH_PAGE_SIZE, talentSearchQuery, type SavedSearch, type SavedSearchList, type TalentTab } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageInfo } from '../../platform/paging.js';
import { operatorOf, requirePrivacyAgreement, type Access } from '../access/access.service.js';
import { saveSavedSearchDisplayOf, talentSettingsOf } from '../talent-agreements/talent-agreements.service.js';
import {
  countSavedSearches,
  countVisibleSavedSearches,
  deleteSavedSearch,
  findVisibleSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  updateSavedSearch,
  userName,
} from './saved-searches.repo.js';

type Row = NonNullable<Awaited<ReturnType<typeof insertSavedSearch>>>;

function toSavedSearch(row: Row, createdBy: string, viewerId: number): SavedSearch {
  return {
    id: row.id,
    title: row.title,
    query: row.query,
    tab: row.tab,
    recommend: row.recommend,
    shared: row.shared,
    mine: row.userId === viewerId,
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

/** The operator's own saved searches and those the company's other operators shared, newest first. */
export async function listCompanySavedSearches(db: Db, access: Access, page: number): Promise<SavedSearchList> {
  requirePrivacyAgreement(access);
  const companyId = access.row.company.id;
  const userId = access.actor.userId;
  const [rows, total] = await Promise.all([
    listSavedSearches(db, companyId, userId, page, SAVED_SEARCH_PAGE_SIZE),
    countVisibleSavedSearches(db, companyId, userId),
  ]);
  return {
    hr_save_search_queries: rows.map((r) => toSavedSearch(r.search, r.createdBy, userId)),
    hr_save_search_queries_count: total,
    page_info: pageInfo(page, SAVED_SEARCH_PAGE_SIZE, total),
  };
}

/** How many saved searches the operator sees (their own and the shared ones); no agreement needed, as it reveals no résumé. */
export function countCompanySavedSearches(db: Db, access: Access): Promise<number> {
  return countVisibleSavedSearches(db, access.row.company.id, access.actor.userId);
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
  return { hr_save_search_query: toSavedSearch(row, access.row.user.name, userId), display };
}

/**
 * Why the operator cannot change a saved search: another operator's shared one is visible but theirs
 * (403); another operator's unshared one, or another company's, answers exactly like a missing one (404).
 */
async function refusal(db: Db, access: Access, id: number): Promise<AppError> {
  const visible = await findVisibleSavedSearch(db, access.row.company.id, access.actor.userId, id);
  return new AppError(visible ? 'forbidden' : 'not_found');
}

/** Renames, marks recommended or shares one of the operator's own saved searches. */
export async function changeSavedSearch(
  db: Db,
  access: Access,
  id: number,
  set: { title?: string | undefined; recommend?: boolean | undefined; shared?: boolean | undefined },
) {
  requirePrivacyAgreement(access);
  const changes: { title?: string; recommend?: boolean; shared?: boolean } = {};
  if (set.title !== undefined) changes.title = set.title;
  if (set.recommend !== undefined) changes.recommend = set.recommend;
  if (set.shared !== undefined) changes.shared = set.shared;
  const owner = { companyId: access.row.company.id, userId: access.actor.userId };
  const row = await updateSavedSearch(db, owner, id, changes, new Date());
  if (!row) throw await refusal(db, access, id);
  const display = (await talentSettingsOf(db, access))?.savedSearchDisplay ?? false;
  return { hr_save_search_query: toSavedSearch(row, await userName(db, row.userId), owner.userId), display };
}

export async function removeSavedSearch(db: Db, access: Access, id: number) {
  requirePrivacyAgreement(access);
  if (!(await deleteSavedSearch(db, { companyId: access.row.company.id, userId: access.actor.userId }, id))) throw await refusal(db, access, id);
  return { deleted: true as const };
}

export async function getSavedSearchDisplay(db: Db, access: Access) {
  return { display: (await talentSettingsOf(db, access))?.savedSearchDisplay ?? false };
}

export async function setSavedSearchDisplay(db: Db, access: Access, display: boolean) {
  return { display: await saveSavedSearchDisplayOf(db, access, display) };
}
