import http from 'node:http';
import Fastify, { LogController } from 'fastify';
import { BODY_LIMITS } from '@partners/contract';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { assertPaymentProviderAllowed, type Config } from './platform/config.js';
import type { Database } from './platform/db.js';
import { Csrf } from './platform/csrf.js';
import { SessionStore } from './platform/sessions.js';
import { memoryAccountThrottle, memoryLimiter, redisAccountThrottle, redisLimiter, sharedOrLocal } from './platform/attempt-limiter.js';
import { SignInLimits } from './modules/auth/sign-in-limits.js';
import { registerErrorHandling } from './platform/http-errors.js';
import { registerSpa } from './platform/spa.js';
import { buildSecurityHeaders, registerSecurityHeaders } from './platform/security-headers.js';
import { handle } from './platform/endpoint.js';
import { responseSerializerCompiler } from './platform/response-serializer.js';
import { createLogger, registerAccessLog } from './platform/logger.js';
import { registerAccessGuard } from './modules/access/access.guard.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { infoRoutes } from './modules/info/info.routes.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { consultingRoutes } from './modules/consulting/consulting.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { clientErrorRoutes } from './modules/client-errors/client-errors.routes.js';
import { talentSearchRoutes } from './modules/talent-search/talent-search.routes.js';
import { PostgresTalentSearchEngine } from './modules/talent-search/talent-search.repo.js';
import { SeekerIdCodec } from './modules/talent-search/seeker-id.js';
import { talentAgreementsRoutes } from './modules/talent-agreements/talent-agreements.routes.js';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.js';
import { projectsRoutes } from './modules/projects/projects.routes.js';
import { candidatesRoutes } from './modules/candidates/candidates.routes.js';
import { jobPostingsRoutes } from './modules/job-postings/job-postings.routes.js';
import { proposalsRoutes } from './modules/proposals/proposals.routes.js';
import { proposalResponseRoutes } from './modules/proposals/proposal-response.routes.js';
import { ProposalTokens } from './modules/proposals/proposal-token.js';
import { candidateInboxRoutes } from './modules/candidate-inbox/candidate-inbox.routes.js';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes.js';
import { stepUpRoutes } from './modules/step-up/step-up.routes.js';
import { applicantsRoutes } from './modules/applicants/applicants.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { companyInfoRoutes } from './modules/company-info/company-info.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { reviewScoresRoutes } from './modules/reviews/review-scores.routes.js';
import { companyPostsRoutes } from './modules/company-posts/company-posts.routes.js';
import { operatorsRoutes } from './modules/operators/operators.routes.js';
import { paymentRoutes } from './modules/payment/payment.routes.js';
import { createPaymentProvider } from './platform/payments/index.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { salaryAnalysisRoutes } from './modules/salary-analysis/salary-analysis.routes.js';
import { visitorsRoutes } from './modules/visitors/visitors.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { createJobWorker } from './job-worker.js';
import { createStorage, type FileStorage } from './platform/storage/index.js';

export type AppOptions = {
  config: Config;
  database: Database;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Where uploaded files live; by default the configured one (`config.storage`). */
  storage?: FileStorage;
  serveSpa?: boolean;
};

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp({ config, database, logStream, storage: givenStorage, serveSpa = true }: AppOptions) {
  assertPaymentProviderAllowed(config);
  const log = createLogger(config.logLevel, logStream);
  const app = Fastify({
    ...(log ? { loggerInstance: log.logger } : { logger: false }),
    // registerAccessLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count as proxy-addr reads one (trust the nearest n hops); the typings take no bare number.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Routes registered outside the contract table get a JSON form's limit too (Fastify's default is 1 MiB).
    bodyLimit: BODY_LIMITS.form,
    // Node's defaults let a client take a minute over its headers and five over its request, and look for
    // overdue ones every 30 s: enough for slow or idle clients to hold every socket (decision 0031).
    serverFactory: (handler) =>
      http.createServer(
        {
          headersTimeout: config.http.headersMs,
          requestTimeout: config.http.requestMs,
          keepAliveTimeout: config.http.keepAliveMs,
          connectionsCheckingInterval: config.http.checkEveryMs,
        },
        handler,
      ),
  });
  if (log) {
    registerAccessLog(app);
    app.addHook('onClose', (_instance, done) => {
      log.flush();
      done();
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const db = database.db;
  const sessions = new SessionStore(db, config);
  const csrf = new Csrf(config);
  const windowMs = config.signInWindowMinutes * 60_000;
  const accountRule = { ...config.signInAccount, lockMs: config.signInAccount.lockMinutes * 60_000, windowMs };
  // Shared by every process through Redis when it is configured (each process counting alone while Redis is
  // gone); each process counts alone otherwise.
  const addressLimiter = memoryLimiter(config.signInMaxFailures, windowMs);
  const accountThrottle = memoryAccountThrottle(accountRule);
  const warn = (message: string) => app.log.warn(message);
  const limits = new SignInLimits({
    db,
    rule: accountRule,
    address: config.redisUrl
      ? sharedOrLocal(redisLimiter(config.redisUrl, config.signInMaxFailures, windowMs), addressLimiter, warn)
      : addressLimiter,
    account: config.redisUrl ? sharedOrLocal(redisAccountThrottle(config.redisUrl, accountRule), accountThrottle, warn) : accountThrottle,
  });
  app.addHook('onClose', () => limits.close());
  const storage = givenStorage ?? (await createStorage(config.storage));
  if (!givenStorage) app.addHook('onClose', async () => storage.close?.());

  await app.register(cookie);
  // Answers of 1 KB or more that are not compressed yet (JSON, CSV downloads, the SPA's HTML; the built assets
  // come pre-compressed) go out gzipped: on a phone's link a page's JSON is much of what it waits for after the
  // shell. gzip, not brotli: brotli at quality 4 cost the soak 15 % more API CPU a request and held the API
  // processes' RSS up to twice as high; gzip cost nothing measurable (decision 0005). Up to 256 KB (every JSON
  // answer) is compressed at once on the request's thread rather than streamed through libuv's threads.
  // Request bodies are never inflated: a client sends JSON as it is, and a compressed body would be read past
  // its limit.
  await app.register(compress, { encodings: ['gzip'], threshold: 1024, syncThreshold: 256 * 1024, globalDecompression: false });
  registerSecurityHeaders(app, buildSecurityHeaders({ hsts: config.cookieSecure }));
  await app.register(swagger, {
    openapi: {
      info: { title: 'Partners Console API', version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'pc_session' } } },
    },
    transform: jsonSchemaTransform,
  });

  registerAccessGuard(app, { db, sessions, csrf });
  registerErrorHandling(app);

  handle(app, 'meta.openapi', () => app.swagger() as unknown as Record<string, unknown>);

  const deps = { db, sessions, limits, csrf };
  await app.register(healthRoutes, { database });
  await app.register(clientErrorRoutes);
  await app.register(authRoutes, deps);
  await app.register(infoRoutes, { db, links: config.links });
  await app.register(companiesRoutes, { db });
  await app.register(notificationsRoutes, { db });
  await app.register(consultingRoutes, { db });
  await app.register(talentAgreementsRoutes, { db });
  const talentSearch = { db, engine: new PostgresTalentSearchEngine(db), ids: new SeekerIdCodec(config.sessionSecret) };
  await app.register(talentSearchRoutes, talentSearch);
  await app.register(savedSearchesRoutes, { db });
  await app.register(projectsRoutes, { db });
  await app.register(candidatesRoutes, { db, ids: new SeekerIdCodec(config.sessionSecret) });
  await app.register(jobPostingsRoutes, { db, links: config.links, reviewSeconds: config.postingReviewSeconds });
  await app.register(applicantsRoutes, talentSearch);
  await app.register(auditRoutes, { db });
  await app.register(uploadsRoutes, { db, storage });
  await app.register(companyInfoRoutes, { db, links: config.links });
  await app.register(reviewsRoutes, { db });
  await app.register(companyPostsRoutes, { db });
  await app.register(settingsRoutes, {
    db,
    limits,
    sessionSecret: config.sessionSecret,
    sessionIdleMinutes: config.sessionIdleMinutes,
    attemptWindowMinutes: config.signInWindowMinutes,
  });
  await app.register(operatorsRoutes, { db, sessions, limits, publicBaseUrl: config.publicBaseUrl });

  // The job worker runs in this process unless WORKER_IN_PROCESS=false (then `npm run worker` does).
  const jobs = config.workerInProcess ? createJobWorker({ config, db, log: app.log }).worker : null;
  if (jobs) {
    app.addHook('onReady', (done) => {
      jobs.start();
      done();
    });
    app.addHook('onClose', () => jobs.stop());
  }
  const seekerIds = new SeekerIdCodec(config.sessionSecret);
  await app.register(proposalsRoutes, {
    db,
    ids: seekerIds,
    links: config.links,
    dailyLimit: config.proposalDailyLimit,
    ...(jobs ? { onSent: () => jobs.wake() } : {}),
  });
  await app.register(proposalResponseRoutes, {
    db,
    tokens: new ProposalTokens(config.sessionSecret),
    links: config.links,
    publicBaseUrl: config.publicBaseUrl,
    sessions,
  });
  // Demo-only routes exist only when demo mode is switched on (decision 0028).
  if (config.demoMode) {
    await app.register(candidateInboxRoutes, { db, phoneKey: config.demoPhoneKey });
    await app.register(mailboxRoutes, { db });
  }
  await app.register(stepUpRoutes, { db, secret: config.sessionSecret, ...(jobs ? { onQueued: () => jobs.wake() } : {}) });
  await app.register(paymentRoutes, {
    db,
    provider: createPaymentProvider(config.payments),
    ...(jobs ? { onCheckout: () => jobs.wake() } : {}),
  });

  await app.register(salaryAnalysisRoutes, { db, demoMode: config.demoMode, ...(jobs ? { onRequested: () => jobs.wake() } : {}) });
  // Score statistics (issue 21).
  await app.register(reviewScoresRoutes, { db });
  await app.register(visitorsRoutes, { db });

  await app.register(dashboardRoutes, { db });

  await registerSpa(app, serveSpa ? config.webDist : null);
  return app;
}
