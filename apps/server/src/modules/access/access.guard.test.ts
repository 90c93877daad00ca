import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { ENDPOINTS, ENDPOINT_SCHEMAS, type EndpointName, type EndpointSchema } from '@partners/contract';
import { checkDeclaration, registerAccessGuard } from './access.guard.js';
import type { Db } from '../../platform/db.js';
import type { SessionStore } from '../../platform/sessions.js';
import type { Csrf } from '../../platform/csrf.js';

const contactsQuery = z.object({ contacts: z.enum(['true', 'false']).transform((v) => v === 'true') });

describe('the access guard refuses an inconsistent step-up or role declaration at startup', () => {
  it.each([
    ['a step-up on a read', { method: 'GET', url: '/x', access: 'console', stepUp: true }, undefined, /on a read/],
    [
      'a query flag on a state-changing call',
      { method: 'POST', url: '/x', access: 'console', stepUp: { query: 'contacts' } },
      contactsQuery,
      /only a GET/,
    ],
    ['a query flag its query schema lacks', { method: 'GET', url: '/x', access: 'console', stepUp: { query: 'phones' } }, contactsQuery, /lacks/],
    ['a step-up on the public level', { method: 'POST', url: '/x', access: 'public', stepUp: true }, undefined, /public level/],
    ['a role on the session level', { method: 'POST', url: '/x', access: 'session', role: 'admin' }, undefined, /session level/],
  ] as const)('%s', (_case, route, query, message) => {
    expect(() => checkDeclaration(route, query)).toThrow(message);
  });

  it('accepts a step-up on a state-changing call and a query flag on a GET export', () => {
    expect(() => checkDeclaration({ method: 'DELETE', url: '/x', access: 'operators', role: 'admin', stepUp: true }, undefined)).not.toThrow();
    expect(() => checkDeclaration({ method: 'GET', url: '/x', access: 'console', stepUp: { query: 'contacts' } }, contactsQuery)).not.toThrow();
  });

  it('stops the server from registering such a route', async () => {
    const app = Fastify();
    const unused = {} as unknown;
    registerAccessGuard(app, { db: unused as Db, sessions: unused as SessionStore, csrf: unused as Csrf });
    expect(() => app.get('/read', { config: { access: 'console', stepUp: true } }, () => 'never')).toThrow(/declares stepUp on a read/);
    await app.close();
  });

  it('every contract entry is consistent', () => {
    for (const [name, entry] of Object.entries(ENDPOINTS)) {
      const schemas: EndpointSchema = ENDPOINT_SCHEMAS[name as EndpointName];
      expect(() => checkDeclaration({ ...entry, url: entry.path }, schemas.query), name).not.toThrow();
    }
  });
});

/**
 * Decision 0027's list, pinned: a change that drops a step-up or a role from an entry must change this
 * test (and the decision) too.
 */
describe('the sensitive actions (decision 0027)', () => {
  const declared = (key: 'role' | 'stepUp') =>
    Object.entries(ENDPOINTS)
      .filter(([, entry]) => key in entry)
      .map(([name, entry]) => [name, (entry as Record<string, unknown>)[key]])
      .sort();

  it('need a fresh step-up: granting or removing access, money, the password, contact exports', () => {
    expect(declared('stepUp')).toEqual(
      [
        ['applicants.csv', { query: 'contacts' }],
        ['invitations.resend', true],
        ['operators.approve', true],
        ['operators.invite', true],
        ['operators.remove', true],
        ['operators.updateRole', true],
        ['payment.checkout', true],
        ['planChange.create', true],
        ['settings.changePassword', true],
      ].sort(),
    );
  });

  it('are the top operator’s: operator changes, payments, plan changes and the audit log', () => {
    expect(declared('role').map(([name]) => name)).toEqual(
      [
        'audit.csv',
        'audit.filters',
        'audit.list',
        'invitations.resend',
        'invitations.revoke',
        'operators.approve',
        'operators.invite',
        'operators.remove',
        'operators.updateRole',
        'payment.checkout',
        'planChange.create',
      ].sort(),
    );
  });
});
