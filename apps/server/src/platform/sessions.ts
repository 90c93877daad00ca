import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db.js';
import { randomToken, sha256 } from './tokens.js';
import { deleteSession, findSession, insertSession, touchSession } from './sessions.repo.js';

export const SESSION_COOKIE = 'pc_session';
/** last_seen_at is written at most this often, so that reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

export type Actor = { userId: number; companyId: number; sessionHash: string };

/** What the settings page shows of a session: the browser and address it was signed in from. */
export type SessionClient = { userAgent: string | null; ipAddress: string | null };

/** A user agent longer than this is cut (headers are the client's to fill; the page needs the start). */
const USER_AGENT_MAX = 512;

/** The browser and address of a request (the address as Fastify gives it, X-Forwarded-For behind TRUST_PROXY). */
export function sessionClient(request: FastifyRequest): SessionClient {
  const agent = request.headers['user-agent'];
  return { userAgent: agent ? agent.slice(0, USER_AGENT_MAX) : null, ipAddress: request.ip || null };
}

/** The session a request's cookie names, as a service reads it: services never hold Fastify's request. */
export type SessionReader = { read(): Promise<Actor | null> };

/**
 * A browser at sign-in, as a service sees it (routes make it with `SessionStore.browser`): its address and
 * agent, the session its cookie names, and ending that one and starting another (the cookie is written on
 * the reply, which the service never holds).
 */
export type BrowserSession = SessionReader & {
  /** The request's address as Fastify gives it (X-Forwarded-For behind TRUST_PROXY). */
  ip: string;
  /** The User-Agent header as sent. */
  userAgent: string | undefined;
  /** What a session row keeps of this browser. */
  client: SessionClient;
  start(userId: number, companyId: number, client?: SessionClient): Promise<Actor>;
  end(sessionHash: string | null): Promise<void>;
};

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  private get idleMs() {
    return this.config.sessionIdleMinutes * 60_000;
  }

  /** Creates a fresh session id (rotation at sign-in: the old cookie's session is dropped by the caller). */
  async create(reply: FastifyReply, userId: number, companyId: number, client: SessionClient = { userAgent: null, ipAddress: null }): Promise<Actor> {
    const id = randomToken();
    const sessionHash = sha256(id);
    const expiresAt = new Date(Date.now() + this.config.sessionAbsoluteHours * 3_600_000);
    await insertSession(this.db, { idHash: sessionHash, userId, companyId, expiresAt, ...client });
    reply.setCookie(SESSION_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      expires: expiresAt,
    });
    return { userId, companyId, sessionHash };
  }

  /** The hash of the session id in the request's cookie, or null without a plausible cookie. */
  cookieHash(request: FastifyRequest): string | null {
    const id = request.cookies[SESSION_COOKIE];
    return id && id.length <= 100 ? sha256(id) : null;
  }

  /**
   * Applies the idle and absolute timeouts to a session row: an expired session is removed (false);
   * a live one has last_seen_at moved forward at most once a minute (true).
   */
  async keepAlive(row: { idHash: string; lastSeenAt: Date; expiresAt: Date }): Promise<boolean> {
    const now = Date.now();
    if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + this.idleMs <= now) {
      await deleteSession(this.db, row.idHash);
      return false;
    }
    if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(this.db, row.idHash, new Date(now));
    return true;
  }

  /** The signed-in actor, or null when there is no valid session. */
  async read(request: FastifyRequest): Promise<Actor | null> {
    const sessionHash = this.cookieHash(request);
    if (!sessionHash) return null;
    const row = await findSession(this.db, sessionHash);
    if (!row || !(await this.keepAlive(row))) return null;
    return { userId: row.userId, companyId: row.companyId, sessionHash };
  }

  /** The session of `request`, for a service to read. */
  reader(request: FastifyRequest): SessionReader {
    return { read: () => this.read(request) };
  }

  /** The browser of `request` for a service that signs it in; the cookie goes on `reply`. */
  browser(request: FastifyRequest, reply: FastifyReply): BrowserSession {
    return {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      client: sessionClient(request),
      read: () => this.read(request),
      start: (userId, companyId, client) => this.create(reply, userId, companyId, client),
      end: (sessionHash) => this.destroy(reply, sessionHash),
    };
  }

  async destroy(reply: FastifyReply, sessionHash: string | null): Promise<void> {
    if (sessionHash) await deleteSession(this.db, sessionHash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}
