import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';

import { server } from '../../test/msw-server';
import { createQueryClient, retryDelay } from '../query-client';
import { ApiError, isRetryable } from './api-error';
import { call as callEndpoint, withAuthRetry } from './client';
import { spinner } from './spinner';
import { navigate, fail, serveAll, withCsrf, setUpClientTests } from './client.fixtures';

/** The API client's calls and the query defaults (spec §9). */
setUpClientTests();

describe('api client', () => {
  it('GETs send cookies and no CSRF header; undefined query values are left out', async () => {
    const { calls, requests } = serveAll(() => ({ body: { code: 200, data: {} } }));
    await callEndpoint('notifications.list', { query: { noti_for: 'all', page: 2, per: undefined } });
    expect(calls[0]?.url).toBe('/b2b/notifications.json?noti_for=all&page=2');
    expect(calls[0]?.headers['x-csrf-token']).toBeUndefined();
    expect(requests[0]?.credentials).toBe('same-origin');
  });

  it('every state-changing call carries the CSRF header, fetched once', async () => {
    const { calls } = serveAll(withCsrf(() => ({ body: { status: 'success' } })));
    await callEndpoint('info.changeCompany', { body: { company_id: 3 } });
    await callEndpoint('auth.signOut');
    const mutations = calls.filter((c) => c.url !== '/api/v3/csrf');
    expect(mutations.map((c) => c.headers['x-csrf-token'])).toEqual(['token-1', 'token-1']);
    expect(calls.filter((c) => c.url === '/api/v3/csrf')).toHaveLength(1);
    expect(mutations[0]?.body).toEqual({ company_id: 3 });
  });

  it('csrf_invalid refetches the token and retries once', async () => {
    let token = 0;
    const { calls } = serveAll((call) => {
      if (call.url === '/api/v3/csrf') return { body: { token: `token-${++token}` } };
      if (call.headers['x-csrf-token'] === 'token-1') return { status: 403, body: { code: 'csrf_invalid', message: '정상적인 접근이 아닙니다' } };
      return { body: { code: 200, data: { id: 1 } } };
    });
    await expect(callEndpoint('terms.acceptRecruitment')).resolves.toEqual({ code: 200, data: { id: 1 } });
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.headers['x-csrf-token'])).toEqual(['token-1', 'token-2']);
  });

  it('csrf_invalid twice is not retried a second time', async () => {
    const { calls } = serveAll(withCsrf(() => ({ status: 403, body: { code: 'csrf_invalid', message: '정상적인 접근이 아닙니다' } })));
    await expect(callEndpoint('terms.acceptRecruitment')).rejects.toMatchObject({ status: 403, code: 'csrf_invalid' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('a 230 response is a failure carrying redirect_url', async () => {
    serveAll(() => ({ status: 230, body: { code: 'redirect_required', message: '이동이 필요합니다', redirect_url: '/partners/certify_otp' } }));
    await expect(callEndpoint('info.get')).rejects.toMatchObject({ status: 230, redirectUrl: '/partners/certify_otp' });
  });

  it('the spinner counter rises during a request and returns to 0 after an error', async () => {
    let seen = -1;
    serveAll(() => {
      seen = spinner.count();
      return { status: 500, body: { code: 'internal', message: '일시적인 오류가 발생했습니다' } };
    });
    spinner.start(); // another request still running elsewhere
    await expect(callEndpoint('info.usage')).rejects.toBeInstanceOf(ApiError);
    expect(seen).toBe(2);
    expect(spinner.count()).toBe(0);
  });

  it('the spinner counter falls back after a success', async () => {
    serveAll(() => ({ body: { ok: true } }));
    await callEndpoint('health.check');
    expect(spinner.count()).toBe(0);
  });

  it('a network failure becomes an ApiError with status 0', async () => {
    server.use(http.all('*', () => HttpResponse.error()));
    await expect(callEndpoint('health.check')).rejects.toMatchObject({ status: 0 });
  });

  it('the request is aborted after 60 seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: unknown, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const pending = callEndpoint('health.check');
    const assertion = expect(pending).rejects.toMatchObject({ status: 0, serverMessage: 'timeout' });
    await vi.advanceTimersByTimeAsync(60_000);
    await assertion;
    vi.useRealTimers();
  });

  it('path parameters are filled and encoded from the contract entry', async () => {
    const { calls } = serveAll(withCsrf(() => ({ body: { code: 200, data: {} } })));
    await callEndpoint('projects.get', { params: { id: 12 } });
    await callEndpoint('candidates.projectsOfSeeker', { params: { user_id: 'a/b c' }, query: { page: 1 } });
    await callEndpoint('savedSearches.delete', { params: { id: 7 } });
    expect(calls.filter((c) => c.url !== '/api/v3/csrf').map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /hr/projects/12',
      'GET /hr/candidates/a%2Fb%20c/projects?page=1',
      'DELETE /hr/save_search_queries/7',
    ]);
  });

  it('withAuthRetry retries a 401 once before giving up', async () => {
    const call = vi.fn().mockRejectedValueOnce(fail(401)).mockResolvedValueOnce('ok');
    await expect(withAuthRetry(call)).resolves.toBe('ok');
    const always401 = vi.fn().mockRejectedValue(fail(401));
    await expect(withAuthRetry(always401)).rejects.toMatchObject({ status: 401 });
    expect(always401).toHaveBeenCalledTimes(2);
  });
});

describe('query defaults (spec §9)', () => {
  it('retry delay doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });

  it('4xx, 230 and 503 are not retried; network failures and 500 are', () => {
    expect(isRetryable(fail(400))).toBe(false);
    expect(isRetryable(fail(404))).toBe(false);
    expect(isRetryable(fail(230))).toBe(false);
    expect(isRetryable(fail(503))).toBe(false);
    expect(isRetryable(fail(500))).toBe(true);
    expect(isRetryable(fail(0))).toBe(true);
  });

  it('a failed query dispatches the common API error', async () => {
    serveAll(() => ({ status: 403, body: { code: 'forbidden', message: '접근 권한이 없습니다' } }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: () => callEndpoint('info.usage') })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/partners/access_error', {});
  });
});
