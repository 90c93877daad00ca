import { vi } from 'vitest';

export type MockReply = { status?: number; body?: unknown };
export type FetchCall = { url: string; method: string; headers: Record<string, string>; body: unknown };
export type FetchHandler = (call: FetchCall) => MockReply | Promise<MockReply>;

/** Replaces fetch; every call is recorded with its method, headers and parsed JSON body. */
export function mockFetch(handler: FetchHandler) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: FetchCall = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url,
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const reply = await handler(call);
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    // The Response constructor refuses 230 in some runtimes' validation of "null body" statuses; it allows 200–599.
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The CSRF endpoint plus a handler for everything else. */
export function withCsrf(handler: FetchHandler, token = 'token-1'): FetchHandler {
  return (call) => (call.url === '/api/v3/csrf' ? { body: { token } } : handler(call));
}
