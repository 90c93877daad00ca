/** What the API client's test files share: a recorded navigation, failing and recording servers, and the state each test starts from. */
import { afterEach, beforeEach, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { calls, recordCall, type RecordedCall } from '../../test/contract-handlers';
import { server } from '../../test/msw-server';
import { ApiError } from './api-error';
import { resetCsrfToken } from './client';
import { errorModalStore } from './error-modal-store';
import { browserLocation, registerNavigate } from './navigation';
import { spinner } from './spinner';

export const navigate = vi.fn();

export function fail(status: number, body: Record<string, unknown> = {}) {
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
export function serveAll(reply: (call: RecordedCall) => Reply) {
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
export function withCsrf(reply: (call: RecordedCall) => Reply): (call: RecordedCall) => Reply {
  return (call) => (call.url === '/api/v3/csrf' ? { body: { token: 'token-1' } } : reply(call));
}

/** Registers the recorded navigation and a console page as the location before each test; puts the client's state back after each. */
export function setUpClientTests() {
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
}
