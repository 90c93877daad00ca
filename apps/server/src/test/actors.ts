import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db.js';
import { SESSION_COOKIE } from '../platform/sessions.js';
import { findSession, insertSession } from '../platform/sessions.repo.js';
import { randomToken, sha256 } from '../platform/tokens.js';
import { Client, signedIn } from './harness.js';

/** The actors of the access matrix: signed out, each demo account, and a user of another company. */
export const ACTORS = ['anon', 'admin', 'manager', 'partner', 'basic', 'unconfigured', 'nopermission', 'noalri', 'noterms', 'other'] as const;
export type ActorName = (typeof ACTORS)[number];

export async function clientFor(app: FastifyInstance, actor: ActorName): Promise<Client> {
  return actor === 'anon' ? new Client(app) : signedIn(app, `${actor}@demo.test`);
}

/**
 * Fresh sessions for the actors without a password check each: every actor signs in once, through the sign-in
 * route, to learn the user and company its sessions belong to; every later client gets a session of its own,
 * written as sign-in writes it. The access matrix asks nine signed-in actors about 150 routes, a fresh session
 * each (a row may end sessions): 1,350 sign-ins of argon2id (19 MiB, 2 passes) were most of its time on two
 * cores, twice a CI run. Sign-in's own rules are auth.test.ts's.
 */
export class ActorSessions {
  private readonly owners = new Map<ActorName, { userId: number; companyId: number }>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly db: Db,
  ) {}

  async clientFor(actor: ActorName): Promise<Client> {
    const client = new Client(this.app);
    if (actor === 'anon') return client;
    let owner = this.owners.get(actor);
    if (!owner) {
      const first = await signedIn(this.app, `${actor}@demo.test`);
      const session = await findSession(this.db, sha256(first.cookie(SESSION_COOKIE) ?? ''));
      if (!session) throw new Error(`no session row for ${actor}'s sign-in`);
      owner = { userId: session.userId, companyId: session.companyId };
      this.owners.set(actor, owner);
      return first;
    }
    const id = randomToken();
    await insertSession(this.db, { idHash: sha256(id), ...owner, expiresAt: new Date(Date.now() + 3_600_000), userAgent: null, ipAddress: null });
    client.setCookie(SESSION_COOKIE, id);
    return client;
  }
}
