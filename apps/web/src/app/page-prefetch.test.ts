import { afterEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { consoleInfoKey } from '../lib/session';
import { makeInfo } from '../test/fixtures';
import { testQueryClient } from '../test/render';
import { prefetched, prefetchPagesInto, stopPagePrefetch } from './page-prefetch';

afterEach(stopPagePrefetch);

/** Runs the route's loader for `path` and says which URLs its prefetch was called with. */
async function enter(path: string): Promise<string[]> {
  const seen: string[] = [];
  const { loader } = prefetched((_client, url) => seen.push(`${url.pathname}${url.search}`));
  if (typeof loader !== 'function') throw new Error('no loader');
  const result = await loader({ request: new Request(`https://console.test${path}`), params: {} } as LoaderFunctionArgs);
  expect(result).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return seen;
}

describe('page prefetch (render-as-you-fetch)', () => {
  it('prefetches nothing until the app names its query client', async () => {
    expect(await enter('/partners/job_management')).toEqual([]);
  });

  it('starts the page’s queries with the URL being opened when the gates open the page', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(consoleInfoKey, makeInfo().data);
    prefetchPagesInto(queryClient, Promise.resolve());
    expect(await enter('/partners/job_management?status=open')).toEqual(['/partners/job_management?status=open']);
  });

  it('waits for the first load’s console info before deciding', async () => {
    const queryClient = testQueryClient();
    let settle = () => undefined as void;
    prefetchPagesInto(queryClient, new Promise<void>((resolve) => (settle = resolve)));
    const seen = enter('/partners/job_management');
    queryClient.setQueryData(consoleInfoKey, makeInfo().data);
    settle();
    expect(await seen).toEqual(['/partners/job_management']);
  });

  it('prefetches nothing signed out, or for a page the gates turn away', async () => {
    const queryClient = testQueryClient();
    prefetchPagesInto(queryClient, Promise.resolve());
    queryClient.setQueryData(consoleInfoKey, null);
    expect(await enter('/partners/job_management')).toEqual([]);
    queryClient.setQueryData(consoleInfoKey, makeInfo({ is_tos_recruitment_agreed: false }).data);
    expect(await enter('/partners/job_management')).toEqual([]);
    queryClient.setQueryData(consoleInfoKey, makeInfo({ is_permission: false }).data);
    expect(await enter('/partners/review_managements')).toEqual([]);
  });

  it('does not run again while the route stays matched (a filter change is the page’s own query)', () => {
    const { shouldRevalidate } = prefetched(() => undefined);
    expect(shouldRevalidate?.({} as Parameters<NonNullable<typeof shouldRevalidate>>[0])).toBe(false);
  });
});
