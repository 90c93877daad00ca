/** One search session per browser tab (spec §3 `search_session_id`): sent with every search. */
const STORAGE_KEY = 'talent_search_session_id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let fallback: string | null = null;

export function searchSessionId(): string {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    if (stored && UUID.test(stored)) return stored;
    const id = crypto.randomUUID();
    window.sessionStorage.setItem(STORAGE_KEY, id);
    return id;
  } catch {
    // Storage refused (private mode): one id for as long as this page lives.
    fallback ??= crypto.randomUUID();
    return fallback;
  }
}
