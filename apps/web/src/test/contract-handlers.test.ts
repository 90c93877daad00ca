import { ERROR_MESSAGES } from '@partners/contract';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, calls, contractError, contractViolations } from './contract-handlers';
import { server } from './msw-server';

const BASE = 'http://localhost:3000';
const EMPTY_NOTIFICATIONS = {
  code: 200 as const,
  data: { notifications: [], unread_count: 0, page_info: { page: 1, per: 5, total: 0, total_pages: 0 } },
};

/** Takes what the handlers recorded as broken, so that the shared afterEach does not fail the test for it. */
function takeViolations(): string[] {
  return contractViolations.splice(0);
}

afterEach(() => {
  // Each test below checks its own violations; none may be left for setup.ts.
  expect(contractViolations).toEqual([]);
});

describe('contract handlers', () => {
  it('hands the resolver the query parsed by the entry (defaults and coercion) and records the call', async () => {
    let seen: unknown;
    server.use(
      answer('notifications.list', ({ query }) => {
        seen = query;
        return EMPTY_NOTIFICATIONS;
      }),
    );
    const response = await fetch(`${BASE}/b2b/notifications.json?per=5&page=2`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(EMPTY_NOTIFICATIONS);
    expect(seen).toEqual({ noti_for: 'noti_bar', per: 5, page: 2 });
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', url: '/b2b/notifications.json?per=5&page=2' })]);
  });

  it('a query the contract refuses gets the 400 error body and is recorded as the web breaking the contract', async () => {
    server.use(answer('notifications.list', () => EMPTY_NOTIFICATIONS));
    const response = await fetch(`${BASE}/b2b/notifications.json?per=500`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_request' });
    const violations = takeViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('notifications.list: the web sent a query the contract refuses');
  });

  it('a fake reply that drifts from the response schema is recorded', async () => {
    // The cast stands for a fake written against an older contract.
    server.use(answer('notifications.list', () => ({ code: 200, data: { notifications: [] } }) as unknown as typeof EMPTY_NOTIFICATIONS));
    await fetch(`${BASE}/b2b/notifications.json`);
    const violations = takeViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain("notifications.list: the fake's response does not match the contract");
  });

  it('an error reply must be the contract error body', async () => {
    server.use(answer('notifications.list', () => HttpResponse.json({ error: 'nope' }, { status: 500 })));
    await fetch(`${BASE}/b2b/notifications.json`);
    const violations = takeViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain("notifications.list: the fake's 500 body is not the contract's error body");
  });

  it('a path segment the entry refuses is left to the next handler, as the server router would', async () => {
    server.use(
      answer('projects.get', () => {
        throw new Error('projects.get must not answer a non-numeric id');
      }),
      http.get(`${BASE}/hr/projects/:slug`, () => HttpResponse.json({ other: true })),
    );
    const response = await fetch(`${BASE}/hr/projects/display_toggle`);
    expect(await response.json()).toEqual({ other: true });
  });

  it('contractError answers the catalogue status and message, and asks for the message of a code with params', async () => {
    const notFound = contractError('not_found');
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ code: 'not_found', message: ERROR_MESSAGES.not_found });
    expect(() => contractError('proposal.daily_limit')).toThrow('proposal.daily_limit takes params');
    const limited = contractError('proposal.daily_limit', '오늘 보낼 수 있는 제안 3건을 모두 보냈습니다', { params: { limit: 3 } });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ params: { limit: 3 } });
  });
});
