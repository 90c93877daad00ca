import { afterEach, describe, expect, it } from 'vitest';
import { REDIRECT_URL_MAX } from '@partners/contract';
import { REDIRECT_STACK_DEPTH, lastOpenedPage, noteOpenedPage, redirectStack, safeConsolePath } from './redirect-stack';

const STORAGE_KEY = 'partners_console_redirect_stack';
const HOME = '/partners/reputation_management';
const FALLBACK = '/partners/notifications';

afterEach(() => {
  redirectStack.clear();
  window.sessionStorage.clear();
});

describe('safeConsolePath: only same-site console paths', () => {
  it('keeps a console path with its query', () => {
    expect(safeConsolePath('/partners/job_management?status=open&page=2')).toBe('/partners/job_management?status=open&page=2');
    expect(safeConsolePath('/reports/new?review_id=3')).toBe('/reports/new?review_id=3');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/partners'],
    ['a protocol-relative URL', '//evil.example/partners'],
    ['a backslash host', '/\\evil.example'],
    ['a tab before the host', '/\t/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a path outside the console', '/user-session/sign-in'],
    ['a lookalike of the console', '/partnersx/reputation_management'],
    ['an empty string', ''],
    ['not a string', 42],
    ['too long', `/partners/x?q=${'a'.repeat(REDIRECT_URL_MAX)}`],
  ])('refuses %s', (_name, candidate) => {
    expect(safeConsolePath(candidate)).toBeNull();
  });

  it('refuses a very long hostile value quickly: the length is checked first', () => {
    const started = performance.now();
    expect(safeConsolePath(`/partners/${'/\t\\'.repeat(1_000_000)}`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('the redirect stack (spec §4), consumed one at a time', () => {
  it('gives back the entries last in, first out, one per consumer, then the fallback', () => {
    redirectStack.push('/partners/notifications', '/partners/job_management');
    redirectStack.push('/partners/operator_managements');
    expect(redirectStack.consume({ fallback: HOME })).toBe('/partners/operator_managements');
    expect(redirectStack.consume({ fallback: HOME })).toBe('/partners/job_management');
    expect(redirectStack.consume({ fallback: HOME })).toBe('/partners/notifications');
    expect(redirectStack.consume({ fallback: HOME })).toBe(HOME);
  });

  it("the page's redirect_url comes first and takes its own entry off the top", () => {
    redirectStack.push('/partners/notifications', '/partners/job_management?status=open');
    expect(redirectStack.consume({ requested: '/partners/job_management?status=open', fallback: HOME })).toBe('/partners/job_management?status=open');
    expect(redirectStack.entries()).toEqual(['/partners/notifications']);
  });

  it('a redirect_url that is not the top (a shared link) leaves the stack as it was', () => {
    redirectStack.push('/partners/notifications');
    expect(redirectStack.consume({ requested: '/partners/visitor_statistics', fallback: HOME })).toBe('/partners/visitor_statistics');
    expect(redirectStack.entries()).toEqual(['/partners/notifications']);
  });

  it('skips (and drops) the pages the gates would refuse', () => {
    redirectStack.push('/partners/notifications', HOME);
    const canOpen = (path: string) => path !== HOME;
    expect(redirectStack.consume({ requested: HOME, canOpen, fallback: FALLBACK })).toBe('/partners/notifications');
    expect(redirectStack.entries()).toEqual([]);
    redirectStack.push(HOME);
    expect(redirectStack.consume({ requested: HOME, canOpen, fallback: FALLBACK })).toBe(FALLBACK);
  });

  it('peek says where consume would go without taking anything', () => {
    redirectStack.push('/partners/notifications');
    expect(redirectStack.peek({ fallback: HOME })).toBe('/partners/notifications');
    expect(redirectStack.entries()).toEqual(['/partners/notifications']);
  });

  it('does not repeat the top entry, and forgets entries beyond its depth', () => {
    redirectStack.push('/partners/notifications', '/partners/notifications');
    expect(redirectStack.entries()).toEqual(['/partners/notifications']);
    for (let page = 1; page <= REDIRECT_STACK_DEPTH + 5; page += 1) redirectStack.push(`/partners/notifications?page=${page}`);
    const entries = redirectStack.entries();
    expect(entries).toHaveLength(REDIRECT_STACK_DEPTH);
    expect(entries.at(-1)).toBe(`/partners/notifications?page=${REDIRECT_STACK_DEPTH + 5}`);
  });

  it('never pushes nor returns a hostile value, from the URL or from a tampered storage', () => {
    redirectStack.push('https://evil.example', '//evil.example', 'javascript:alert(1)', null, undefined, '/partners/notifications');
    expect(redirectStack.entries()).toEqual(['/partners/notifications']);
    expect(redirectStack.consume({ requested: '//evil.example', fallback: HOME })).toBe('/partners/notifications');

    window.sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify(['javascript:alert(1)', 'https://evil.example', { path: '/partners' }, '/partners/job_management']),
    );
    expect(redirectStack.consume({ fallback: HOME })).toBe('/partners/job_management');
    window.sessionStorage.setItem(STORAGE_KEY, '{not json');
    expect(redirectStack.consume({ fallback: HOME })).toBe(HOME);
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify('/partners/notifications'));
    expect(redirectStack.consume({ fallback: HOME })).toBe(HOME);
  });

  it('resolves an entry as the browser would, so what comes out is the path that is opened', () => {
    redirectStack.push('/partners/a/../job_management?x=1');
    expect(redirectStack.consume({ fallback: HOME })).toBe('/partners/job_management?x=1');
  });
});

describe('the page the user last opened', () => {
  it('is remembered only when it is a console path', () => {
    noteOpenedPage('/partners/notifications?page=2');
    expect(lastOpenedPage()).toBe('/partners/notifications?page=2');
    noteOpenedPage('//evil.example');
    expect(lastOpenedPage()).toBeNull();
  });
});
