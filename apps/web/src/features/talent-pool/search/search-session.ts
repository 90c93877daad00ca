/**
 * One search session per browser tab (spec §3 `search_session_id`, sent with every search and event) and
 * the session's A/B group (`ab_test`): the server names it in its first answer, the web sends it back with
 * every later search and event of the session.
 */
const STORAGE_KEY = 'talent_search_session_id';
const AB_TEST_KEY = 'talent_search_ab_test';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AB_TEST = /^[A-Za-z0-9_-]{1,20}$/;

// Storage refused (private mode): the values live as long as this page.
const fallback: { session: string | null; abTest: string | null } = { session: null, abTest: null };

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
