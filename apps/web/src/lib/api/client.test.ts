import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, LOGIN_CHECK_ERROR_FLAG } from '@partners/contract';
import { http, HttpResponse } from 'msw';
import { calls, recordCall, type RecordedCall } from '../../test/contract-handlers';
import { server } from '../../test/msw-server';
import { createQueryClient, retryDelay } from '../query-client';
import { ApiError, isRetryable } from './api-error';
import { call as callEndpoint, download, resetCsrfToken, withAuthRetry, type DownloadProgress } from './client';
import { errorModalStore } from './error-modal-store';
import { handleApiError, onPrivacyAgreementRequired } from './error-rules';
import { setLang } from '../../i18n';
import { browserLocation, registerNavigate } from './navigation';
import { redirectStack } from '../redirect-stack';
import { fetchConsoleInfo } from '../session';
import { makeInfo } from '../../test/fixtures';
import { spinner } from './spinner';

const navigate = vi.fn();

function fail(status: number, body: Record<string, unknown> = {}) {
  return new ApiError({
    status,
    code: body.code as ApiError['code'],
    message: body.message as string | undefined,
    params: body.params as ApiError['params'],
    redirectUrl: body.redirect_url as string | undefined,
  });
}

type Reply = { status?: number; body?: unknown };

/**
 * Answers every request, whatever its path, with `reply` and records it: these tests are about the client's
 * wire behaviour (headers, retries, statuses), not about any entry's shapes, so they bypass `answer`.
 */
function serveAll(reply: (call: RecordedCall) => Reply) {
  const requests: Request[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      requests.push(request);
      const { status = 200, body } = reply(await recordCall(request));
      return HttpResponse.json(body ?? null, { status });
    }),
  );
  return { calls, requests };
}

/** The CSRF endpoint plus `reply` for everything else. */
function withCsrf(reply: (call: RecordedCall) => Reply): (call: RecordedCall) => Reply {
  return (call) => (call.url === '/api/v3/csrf' ? { body: { token: 'token-1' } } : reply(call));
}

beforeEach(() => {
  registerNavigate(navigate);
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  window.history.pushState({}, '', '/partners/reputation_management?tab=1');
});

afterEach(() => {
  registerNavigate(null);
  navigate.mockReset();
  errorModalStore.close();
  spinner.reset();
  resetCsrfToken();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('error rules (spec §8)', () => {
  it('401 sends the user to sign-in with the current page as redirect_url', () => {
    handleApiError(fail(401), { kind: 'query' });
    expect(navigate).toHaveBeenCalledWith(`/user-session/sign-in?redirect_url=${encodeURIComponent('/partners/reputation_management?tab=1')}`, {});
  });

  it('403 goes to the access error page', () => {
    handleApiError(fail(403, { code: 'forbidden' }), { kind: 'query' });
    expect(navigate).toHaveBeenCalledWith('/partners/access_error', {});
  });

  it('403 on the access error page does not redirect again', () => {
    window.history.pushState({}, '', '/partners/access_error');
    handleApiError(fail(403, { code: 'forbidden' }), { kind: 'query' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('403 with the login_check_error flag set does not redirect', () => {
    window.localStorage.setItem(LOGIN_CHECK_ERROR_FLAG, 'true');
    handleApiError(fail(403, { code: 'no_permission' }), { kind: 'mutation' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the login check (the console-user call) answering 403 sets login_check_error, so its 403 does not redirect', async () => {
    serveAll(() => ({ status: 403, body: { code: 'forbidden', message: '접근 권한이 없습니다' } }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['info'], queryFn: () => fetchConsoleInfo() })).rejects.toMatchObject({ status: 403 });
    expect(window.localStorage.getItem(LOGIN_CHECK_ERROR_FLAG)).toBe('true');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a login check that passes clears login_check_error; a 403 elsewhere then goes to the access error page again', async () => {
    window.localStorage.setItem(LOGIN_CHECK_ERROR_FLAG, 'true');
    serveAll(() => ({ body: makeInfo() }));
    await expect(fetchConsoleInfo()).resolves.toMatchObject({ user: { email: makeInfo().data.user.email } });
    expect(window.localStorage.getItem(LOGIN_CHECK_ERROR_FLAG)).toBeNull();
    handleApiError(fail(403, { code: 'forbidden' }), { kind: 'query' });
    expect(navigate).toHaveBeenCalledWith('/partners/access_error', {});
  });

  it('401, step_up_required and 230 put the page the user is on onto the redirect stack (spec §4)', () => {
    handleApiError(fail(401), { kind: 'query' });
    expect(redirectStack.entries()).toEqual(['/partners/reputation_management?tab=1']);
    window.history.pushState({}, '', '/partners/operator_managements');
    handleApiError(fail(403, { code: 'step_up_required' }), { kind: 'mutation' });
    window.history.pushState({}, '', '/partners/applicant_management/7');
    handleApiError(
      fail(230, { code: 'redirect_required', redirect_url: '/partners/agreements/tos_recruitment?redirect_url=%2Fpartners%2Fjob_management' }),
      {
        kind: 'query',
      },
    );
    expect(redirectStack.entries()).toEqual([
      '/partners/reputation_management?tab=1',
      '/partners/operator_managements',
      '/partners/applicant_management/7',
    ]);
  });

  it("230's own redirect_url is replaced by the page the user is on: the server names only its area's first page", () => {
    window.history.pushState({}, '', '/partners/applicant_management/7?stage=new');
    handleApiError(
      fail(230, { code: 'redirect_required', redirect_url: '/partners/agreements/tos_recruitment?redirect_url=%2Fpartners%2Fjob_management' }),
      {
        kind: 'query',
      },
    );
    expect(navigate).toHaveBeenCalledWith(
      `/partners/agreements/tos_recruitment?redirect_url=${encodeURIComponent('/partners/applicant_management/7?stage=new')}`,
      {},
    );
  });

  it('403 privacy_agreement_required asks the talent-pool gate for the agreement instead of the access error page', () => {
    const askForAgreement = vi.fn();
    const unsubscribe = onPrivacyAgreementRequired(askForAgreement);
    handleApiError(fail(403, { code: 'privacy_agreement_required', message: '인재풀을 이용하려면 개인정보 처리에 동의해 주세요' }), {
      kind: 'query',
    });
    unsubscribe();
    expect(askForAgreement).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(errorModalStore.title()).toBeNull();
  });

  it('403 step_up_required sends the user to the one-time-password page and back to where they were', () => {
    handleApiError(fail(403, { code: 'step_up_required', message: '중요한 작업이라 본인 확인이 필요합니다. 인증번호를 확인해 주세요' }), {
      kind: 'mutation',
    });
    expect(navigate).toHaveBeenCalledWith(`/partners/certify_otp?redirect_url=${encodeURIComponent('/partners/reputation_management?tab=1')}`, {});
    expect(errorModalStore.title()).toBeNull();
  });

  it('403 step_up_required on the one-time-password page itself goes nowhere', () => {
    window.history.pushState({}, '', '/partners/certify_otp?redirect_url=%2Fpartners%2Fx');
    handleApiError(fail(403, { code: 'step_up_required' }), { kind: 'query' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('230 with redirect_url navigates there', () => {
    handleApiError(fail(230, { code: 'redirect_required', redirect_url: '/partners/certify_otp' }), { kind: 'query' });
    expect(navigate).toHaveBeenCalledWith('/partners/certify_otp', {});
  });

  it('404 goes to the main host', () => {
    handleApiError(fail(404, { code: 'not_found' }), { kind: 'query' });
    expect(browserLocation.assign).toHaveBeenCalledWith('https://www.jobplanet.co.kr');
  });

  it('500 and 503 go to the maintenance pages', () => {
    handleApiError(fail(500), { kind: 'query' });
    handleApiError(fail(503), { kind: 'mutation' });
    expect(navigate.mock.calls).toEqual([
      ['/error/500', {}],
      ['/error/503', {}],
    ]);
  });

  it('a generic failure shows the Korean server message as the modal title', () => {
    handleApiError(fail(409, { code: 'conflict', message: '이미 처리된 요청입니다' }), { kind: 'mutation' });
    expect(errorModalStore.title()).toBe('이미 처리된 요청입니다');
  });

  it('a non-Korean server message shows 잘못된 요청입니다', () => {
    handleApiError(fail(400, { code: 'bad_request', message: 'Bad Request' }), { kind: 'mutation' });
    expect(errorModalStore.title()).toBe('잘못된 요청입니다');
  });

  it('a domain error shows the server message in Korean, and its code rendered with params in English', async () => {
    const body = {
      code: 'proposal.daily_limit',
      message: '오늘 보낼 수 있는 포지션 제안 수(1,000건)를 모두 사용했습니다. 내일 다시 시도해 주세요',
      params: { limit: 1000 },
    };
    handleApiError(fail(429, body), { kind: 'mutation' });
    expect(errorModalStore.title()).toBe(body.message);
    errorModalStore.close();
    await setLang('en');
    try {
      handleApiError(fail(429, body), { kind: 'mutation' });
      expect(errorModalStore.title()).toBe('You have used all 1,000 position proposals for today. Please try again tomorrow');
      errorModalStore.close();
      handleApiError(fail(409, { code: 'proposal.from_the_future', message: '새 오류입니다' }), { kind: 'mutation' });
      expect(errorModalStore.title()).toBe('Invalid request');
    } finally {
      await setLang('ko');
    }
  });

  it('the error body read from the wire keeps code and params', async () => {
    serveAll(() => ({ status: 429, body: { code: 'proposal.daily_limit', message: '한도', params: { limit: 3, bad: { nested: true } } } }));
    const error = await callEndpoint('notifications.list', { query: { noti_for: 'all', page: 1 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'proposal.daily_limit', params: { limit: 3 } });
  });

  it('never opens a second error modal while one is open', () => {
    handleApiError(fail(409, { message: '첫 번째 오류입니다' }), { kind: 'mutation' });
    handleApiError(fail(409, { message: '두 번째 오류입니다' }), { kind: 'mutation' });
    expect(errorModalStore.title()).toBe('첫 번째 오류입니다');
    errorModalStore.close();
    handleApiError(fail(409, { message: '세 번째 오류입니다' }), { kind: 'mutation' });
    expect(errorModalStore.title()).toBe('세 번째 오류입니다');
  });

  it('a failed visitor-data GET shows no error modal, other GETs do', () => {
    handleApiError(fail(400, { message: '잘못된 기간입니다' }), { kind: 'query', meta: { visitorData: true } });
    expect(errorModalStore.title()).toBeNull();
    handleApiError(fail(400, { message: '잘못된 기간입니다' }), { kind: 'query' });
    expect(errorModalStore.title()).toBe('잘못된 기간입니다');
  });

  it('a failed visitor-data GET stays on its page (404, 500, 503: the section shows it), sign-in still applies', () => {
    for (const status of [404, 500, 503]) handleApiError(fail(status), { kind: 'query', meta: { visitorData: true } });
    expect(navigate).not.toHaveBeenCalled();
    expect(errorModalStore.title()).toBeNull();
    handleApiError(fail(401), { kind: 'query', meta: { visitorData: true } });
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a silent call is left to its caller', () => {
    handleApiError(fail(401), { kind: 'mutation', meta: { silent: true } });
    expect(navigate).not.toHaveBeenCalled();
    expect(errorModalStore.title()).toBeNull();
  });

  it('statuses a page shows itself skip the rules; other statuses still follow them', () => {
    const meta = { inPageStatuses: [403, 404] };
    handleApiError(fail(403, { code: 'forbidden' }), { kind: 'query', meta });
    handleApiError(fail(403, { code: 'privacy_agreement_required', message: '인재풀을 이용하려면 개인정보 처리에 동의해 주세요' }), {
      kind: 'query',
      meta,
    });
    handleApiError(fail(404, { code: 'not_found' }), { kind: 'query', meta });
    expect(navigate).not.toHaveBeenCalled();
    expect(errorModalStore.title()).toBeNull();
    handleApiError(fail(401), { kind: 'query', meta });
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

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

describe('download (CSV with progress)', () => {
  const csvPath = ENDPOINTS['jobPostings.csv'].path;

  /** A CSV streamed in `chunks`, with the server's row count and file name. */
  function serveCsv(chunks: string[], headers: Record<string, string> = {}) {
    const urls: string[] = [];
    server.use(
      http.get(csvPath, ({ request }) => {
        urls.push(request.url);
        const encoder = new TextEncoder();
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
            controller.close();
          },
        });
        return new HttpResponse(stream, { headers: { 'content-type': 'text/csv; charset=utf-8', ...headers } });
      }),
    );
    return urls;
  }

  it('reports rows received against x-row-count, and names the file from content-disposition', async () => {
    const urls = serveCsv(['\uFEFF제목,상태\n결제 플랫폼,게시 중\n', '디자이너,임시 저장\n', '데이터,마감\n'], {
      'x-row-count': '3',
      'content-disposition': `attachment; filename="postings.csv"; filename*=UTF-8''${encodeURIComponent('채용공고_2026-11-25.csv')}`,
    });
    const progress: DownloadProgress[] = [];
    const { blob, filename } = await download('jobPostings.csv', {
      query: { status: 'open', order: 'newest', occupation_id: '1,2', search_keyword: undefined },
      onProgress: (p) => progress.push(p),
    });
    expect(filename).toBe('채용공고_2026-11-25.csv');
    expect(progress.at(-1)).toEqual({ rows: 3, total: 3 });
    expect(progress.map((p) => p.rows)).toEqual([...progress.map((p) => p.rows)].sort((a, b) => a - b));
    expect(await blob.text()).toContain('디자이너,임시 저장');
    const url = new URL(urls[0] ?? '');
    expect(url.searchParams.get('status')).toBe('open');
    expect(url.searchParams.get('occupation_id')).toBe('1,2');
    expect(url.searchParams.has('search_keyword')).toBe(false);
  });

  it('without a row count the total is null and the name falls back', async () => {
    serveCsv(['a,b\n1,2\n']);
    const progress: DownloadProgress[] = [];
    const { filename } = await download('jobPostings.csv', { query: {}, onProgress: (p) => progress.push(p) });
    expect(filename).toBe('download.csv');
    expect(progress.at(-1)).toEqual({ rows: 1, total: null });
  });

  it('an error answer rejects with the ApiError of its body', async () => {
    server.use(http.get(csvPath, () => HttpResponse.json({ code: 'forbidden', message: '접근 권한이 없습니다' }, { status: 403 })));
    const error = await download('jobPostings.csv', { query: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('a network failure is an ApiError with status 0; a cancelled download rejects as aborted', async () => {
    server.use(http.get(csvPath, () => HttpResponse.error()));
    await expect(download('jobPostings.csv', { query: {} })).rejects.toMatchObject({ status: 0 });

    serveCsv(['a\n']);
    const controller = new AbortController();
    controller.abort();
    const error = await download('jobPostings.csv', { query: {}, signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
