import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canSeeTalentPool, type AccessLevel, type EndpointName, type EndpointRoute, type GateOptions } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import type { Actor, SessionStore } from '../../platform/sessions.js';
import type { Csrf } from '../../platform/csrf.js';
import { AppError } from '../../platform/errors.js';
import { authenticate, enforceGates, requireAdmin, requireStepUp, type Access } from './access.service.js';

/** What a route requires is declared on its contract entry (`ENDPOINTS`, `AccessLevel` explains the levels). */
export type { AccessLevel };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
    /** The contract entry the route serves (`handle` sets it). */
    endpoint?: EndpointName;
    /** State-changing routes check CSRF unless this is explicitly false (a provider's webhook: `handle` sets it). */
    csrf?: boolean;
    /** The entry's `role`: only the top operator passes (`handle` sets it). */
    role?: EndpointRoute['role'];
    /** The entry's `stepUp`: a fresh one-time password, always or when a query flag is set (`handle` sets it). */
    stepUp?: EndpointRoute['stepUp'];
  }
  interface FastifyRequest {
    actor: Actor | null;
    access: Access | null;
  }
  interface FastifyInstance {
    /** Every route with its declared access level: the access-matrix and CSRF tests walk it. */
    routeCatalog: RouteEntry[];
  }
}

export type RouteEntry = {
  method: string;
  url: string;
  access: AccessLevel;
  endpoint: EndpointName | undefined;
  /** The guard checks a CSRF token on it (every state-changing route but a provider's webhook). */
  csrf: boolean;
  role: EndpointRoute['role'];
  stepUp: EndpointRoute['stepUp'];
};

const GATE_OPTIONS: Record<Exclude<AccessLevel, 'public' | 'session'>, GateOptions> = {
  console: {},
  recruitment: { recruitment: true },
  reputation: { reputation: true },
  talent: {},
  operators: { fixingRoles: true },
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthorized');
  return request.actor;
}

export function requireAccess(request: FastifyRequest): Access {
  if (!request.access) throw new AppError('unauthorized');
  return request.access;
}

/**
 * Refuses a route whose role or step-up declaration cannot mean what it says (decision 0027): both need a
 * company standing (not `public` or `session`); an unconditional step-up is for state-changing calls only
 * (a read is never a sensitive action); a conditional one (`{ query }`) is for a GET export that adds
 * contacts on a flag of its own query schema.
 */
export function checkDeclaration(
  route: { method: string; url: string; access: AccessLevel; role?: EndpointRoute['role']; stepUp?: EndpointRoute['stepUp'] },
  querySchema: unknown,
): void {
  const { method, url, access, role, stepUp } = route;
  const where = `Route ${method} ${url}`;
  if ((role || stepUp) && (access === 'public' || access === 'session')) {
    throw new Error(`${where} declares role or stepUp on the ${access} level, which knows no company standing`);
  }
  if (stepUp === true && !STATE_CHANGING.has(method)) {
    throw new Error(`${where} declares stepUp on a read: only a state-changing call or a contact export ({ query }) may`);
  }
  if (stepUp !== undefined && stepUp !== true) {
    if (method !== 'GET') throw new Error(`${where} declares a conditional stepUp: only a GET export may; declare stepUp: true`);
    const shape = querySchema && typeof querySchema === 'object' && 'shape' in querySchema ? (querySchema.shape as Record<string, unknown>) : {};
    if (!(stepUp.query in shape)) throw new Error(`${where} declares stepUp on query flag ${stepUp.query}, which its query schema lacks`);
  }
}

/** Adds sign-in, gate and CSRF checks to every route from its declared access level. */
export function registerAccessGuard(app: FastifyInstance, deps: { db: Db; sessions: SessionStore; csrf: Csrf }) {
  app.decorateRequest('actor', null);
  app.decorateRequest('access', null);
  const catalog: RouteEntry[] = [];
  app.decorate('routeCatalog', catalog);

  app.addHook('onRoute', (route) => {
    const level = route.config?.access;
    if (!level) {
      if (route.url.startsWith('/documentation') || route.url === '*') return;
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access level`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const csrfChecked = route.config?.csrf !== false;
    const { role, stepUp } = route.config ?? {};
    for (const method of methods) {
      if (method === 'HEAD') continue;
      checkDeclaration({ method, url: route.url, access: level, role, stepUp }, route.schema?.querystring);
      catalog.push({
        method,
        url: route.url,
        access: level,
        endpoint: route.config?.endpoint,
        csrf: csrfChecked && STATE_CHANGING.has(method),
        role,
        stepUp,
      });
    }
    const checks: ((request: FastifyRequest) => Promise<void>)[] = [];

    if (methods.some((m) => STATE_CHANGING.has(m)) && csrfChecked) {
      checks.push((request) => Promise.resolve(deps.csrf.verify(request)));
    }
    if (level !== 'public') {
      checks.push(async (request) => {
        // One query finds the session and the user's standing in the managed company.
        const access = await authenticate(deps.db, deps.sessions, deps.sessions.cookieHash(request));
        if (!access) throw new AppError('unauthorized');
        if (level !== 'session') enforceGates(access, GATE_OPTIONS[level]);
        if (level === 'talent' && !canSeeTalentPool(access.menuFacts)) throw new AppError('forbidden');
        request.actor = access.actor;
        request.access = access;
        // The role before the step-up: a manager is refused outright, never asked for a code.
        if (role === 'admin') requireAdmin(access);
        if (stepUp === true) requireStepUp(access);
      });
    }
    if (checks.length === 0) return;

    // Before validation: a signed-out or forged call learns nothing about the input rules.
    const existing = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
    route.preValidation = [
      async (request) => {
        for (const check of checks) await check(request);
      },
      ...existing,
    ];
    if (stepUp && stepUp !== true) {
      // A flag's step-up reads the validated query (the raw one could spell the flag differently).
      const flag = stepUp.query;
      const existingHandlers = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
      route.preHandler = [
        (request: FastifyRequest): Promise<void> => {
          const query = request.query as Record<string, unknown>;
          try {
            if (query[flag] === true) requireStepUp(requireAccess(request));
            return Promise.resolve();
          } catch (error) {
            return Promise.reject(error instanceof Error ? error : new Error(String(error)));
          }
        },
        ...existingHandlers,
      ];
    }
  });
}
