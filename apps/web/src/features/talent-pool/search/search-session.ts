import { isSeekerEnc, SEARCH_PAGE_SIZE } from '@partners/contract';

/**
 * One search session per browser tab (spec §3 `search_session_id`, sent with every search and event), the
 * session's A/B group (`ab_test`: the server names it in its first answer, the web sends it back with every
 * later search and event of the session) and the representative ids (`rep_s_ids`, `rep_c_ids`): the page
 * of results last shown and those of them opened, which every event carries (decision 0033).
 */
const STORAGE_KEY = 'talent_search_session_id';
const AB_TEST_KEY = 'talent_search_ab_test';
const REP_IDS_KEY = 'talent_search_rep_ids';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AB_TEST = /^[A-Za-z0-9_-]{1,20}$/;

export type RepresentativeIds = { rep_s_ids: string[]; rep_c_ids: string[] };
const NO_REP_IDS: RepresentativeIds = { rep_s_ids: [], rep_c_ids: [] };
/** Two lists of at most a page of encs (40 characters, quoted) as JSON, with room to spare: longer is not ours. */
const REP_IDS_MAX_JSON = 4 * SEARCH_PAGE_SIZE * 48;

// Storage refused (private mode): the values live as long as this page.
const fallback: { session: string | null; abTest: string | null; repIds: RepresentativeIds } = {
  session: null,
  abTest: null,
  repIds: NO_REP_IDS,
};

export function searchSessionId(): string {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    if (stored && UUID.test(stored)) return stored;
    const id = crypto.randomUUID();
    window.sessionStorage.setItem(STORAGE_KEY, id);
    return id;
  } catch {
    fallback.session ??= crypto.randomUUID();
    return fallback.session;
  }
}

/** The session's A/B group, once a search has answered with it. */
export function searchAbTest(): string | undefined {
  let stored: string | null;
  try {
    stored = window.sessionStorage.getItem(AB_TEST_KEY);
  } catch {
    stored = fallback.abTest;
  }
  return stored !== null && stored.length <= 20 && AB_TEST.test(stored) ? stored : undefined;
}

export function rememberSearchAbTest(group: string): void {
  if (group.length > 20 || !AB_TEST.test(group)) return;
  try {
    window.sessionStorage.setItem(AB_TEST_KEY, group);
  } catch {
    fallback.abTest = group;
  }
}

/** The representative ids as stored; anything stored that is not a list of encs reads as none. */
export function representativeIds(): RepresentativeIds {
  let stored: string | null;
  try {
    stored = window.sessionStorage.getItem(REP_IDS_KEY);
  } catch {
    return fallback.repIds;
  }
  if (stored === null || stored.length > REP_IDS_MAX_JSON) return NO_REP_IDS;
  try {
    const value = JSON.parse(stored) as Partial<Record<keyof RepresentativeIds, unknown>>;
    const encs = (list: unknown) => (Array.isArray(list) && list.length <= SEARCH_PAGE_SIZE && list.every(isSeekerEnc) ? list : null);
    const shown = encs(value.rep_s_ids);
    const clicked = encs(value.rep_c_ids);
    return shown && clicked ? { rep_s_ids: shown, rep_c_ids: clicked } : NO_REP_IDS;
  } catch {
    return NO_REP_IDS;
  }
}

function storeRepresentativeIds(ids: RepresentativeIds): void {
  try {
    window.sessionStorage.setItem(REP_IDS_KEY, JSON.stringify(ids));
  } catch {
    fallback.repIds = ids;
  }
}

/**
 * A page of results is shown: it becomes `rep_s_ids`, with nothing of it opened yet. The same page shown
 * again (back from a profile) keeps its opened ones.
 */
export function rememberShownResults(encs: readonly string[]): void {
  const shown = encs.slice(0, SEARCH_PAGE_SIZE);
  const current = representativeIds();
  if (current.rep_s_ids.length === shown.length && current.rep_s_ids.every((enc, i) => enc === shown[i])) return;
  storeRepresentativeIds({ rep_s_ids: shown, rep_c_ids: [] });
}

/** A profile is opened: if it is one of the page shown, it joins `rep_c_ids` (once, in the order opened). */
export function rememberOpenedResult(enc: string): void {
  const current = representativeIds();
  if (!current.rep_s_ids.includes(enc) || current.rep_c_ids.includes(enc)) return;
  storeRepresentativeIds({ ...current, rep_c_ids: [...current.rep_c_ids, enc] });
}
