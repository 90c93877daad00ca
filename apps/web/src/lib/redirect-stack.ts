/**
 * Spec §4: "Redirect URL stack is consumed one at a time". When a gate, a 401, a 230 or a step-up sends the
 * user away from a console page, the page (and, for a gate, the page they were on before it) is pushed;
 * the page they were sent to (sign-in, the terms, the step-up, the brand service) takes one entry back
 * when it is done, skipping entries the user's gates would refuse again.
 *
 * Kept in sessionStorage: per tab, and it survives the full page loads of signing in and accepting the
 * terms. Only same-site console paths go in or come out (`safeConsolePath`): a value from the URL or from a
 * tampered storage that is anything else is dropped.
 */
import { REDIRECT_URL_MAX, safeRedirectPath } from '@partners/contract';

const STORAGE_KEY = 'partners_console_redirect_stack';
/** Older entries than this are forgotten: a way back, not a history. */
export const REDIRECT_STACK_DEPTH = 10;

/** A console path (with its query) safe to go to, or null. The length is checked before anything parses it. */
export function safeConsolePath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > REDIRECT_URL_MAX) return null;
  const path = safeRedirectPath(candidate, '');
  return path === '' ? null : path;
}

function read(): string[] {
  let stored: unknown;
  try {
    const text = window.sessionStorage.getItem(STORAGE_KEY);
    if (text === null || text.length > REDIRECT_STACK_DEPTH * (REDIRECT_URL_MAX + 8)) return [];
    stored = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored
    .map(safeConsolePath)
    .filter((path): path is string => path !== null)
    .slice(-REDIRECT_STACK_DEPTH);
}

function write(entries: readonly string[]): void {
  try {
    if (entries.length === 0) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // No storage (private mode, quota): the page's own redirect_url still leads back.
  }
}

export type ConsumeOptions = {
  /** The `redirect_url` of the page doing the consuming: the entry to return to first. */
  requested?: string | undefined;
  /** Whether the user's gates would let them open a path; refused entries are skipped (and dropped). */
  canOpen?: (path: string) => boolean;
  /** Where to go when no entry is left that the user can open. */
  fallback: string;
};

/** Which entry a consumer returns to, and the stack left after taking it. */
function resolve(entries: readonly string[], { requested, canOpen = () => true, fallback }: ConsumeOptions) {
  const rest = [...entries];
  const first = safeConsolePath(requested);
  if (first !== null) {
    // The page's redirect_url is normally the top entry (pushed when the user was sent there): one entry.
    if (rest.at(-1) === first) rest.pop();
    if (canOpen(first)) return { target: first, rest };
  }
  for (let next = rest.pop(); next !== undefined; next = rest.pop()) {
    if (canOpen(next)) return { target: next, rest };
  }
  return { target: fallback, rest };
}

export const redirectStack = {
  /** Pushes the pages the user is sent away from, oldest first; an entry equal to the top is not repeated. */
  push(...paths: (string | null | undefined)[]): void {
    const entries = read();
    for (const path of paths) {
      const safe = safeConsolePath(path);
      if (safe !== null && entries.at(-1) !== safe) entries.push(safe);
    }
    write(entries.slice(-REDIRECT_STACK_DEPTH));
  },
  /** Where `consume` would go, without taking anything (a link's href, the sign-in form's redirect_url). */
  peek(options: ConsumeOptions): string {
    return resolve(read(), options).target;
  },
  /** Takes one entry (and the refused ones above it) and returns where to go. */
  consume(options: ConsumeOptions): string {
    const { target, rest } = resolve(read(), options);
    write(rest);
    return target;
  },
  entries(): string[] {
    return read();
  },
  clear(): void {
    write([]);
  },
};

/**
 * The console page the user last opened (the gates let them in), in memory: when a gate sends them away
 * from the next page, it is where they were, pushed below the page they asked for.
 */
let lastOpened: string | null = null;

export function noteOpenedPage(path: string | null): void {
  lastOpened = safeConsolePath(path);
}

export function lastOpenedPage(): string | null {
  return lastOpened;
}
