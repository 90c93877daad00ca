import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../platform/db.js';
import { handle, ok, rawBody } from '../../platform/endpoint.js';
import { AppError } from '../../platform/errors.js';
import type { PaymentProvider } from '../../platform/payments/index.js';
import { requireAccess } from '../access/access.guard.js';
import { checkout, paymentHistory, paymentProducts, paymentReceipt, paymentSummary } from './payment.service.js';
import { receiveWebhook } from './payment-webhook.service.js';
import { listPlanChanges, requestPlanChange } from './plan-change.service.js';

export type PaymentRoutesOptions = {
  db: Db;
  provider: PaymentProvider;
  /** After a checkout commits (the in-process worker wakes to settle a test payment at once). */
  onCheckout?: () => void;
};

/** Payment management (spec §2 payment_managements) and the provider's webhook (decision 0021). */
export const paymentRoutes: FastifyPluginCallback<PaymentRoutesOptions> = (app, { db, provider, onCheckout }, done) => {
  handle(app, 'payment.summary', async (request) => ok(await paymentSummary(db, provider, requireAccess(request))));
  handle(app, 'payment.products', (request) => {
    requireAccess(request);
    return ok(paymentProducts(provider));
  });
  handle(app, 'payment.history', async (request) => ok(await paymentHistory(db, requireAccess(request), request.query)));
  handle(app, 'payment.receipt', async (request) => ok(await paymentReceipt(db, requireAccess(request), request.params.id)));
  handle(app, 'payment.checkout', async (request) => {
    const result = await checkout(db, provider, requireAccess(request), request.body);
    onCheckout?.();
    return ok(result);
  });
  handle(app, 'payment.webhook', async (request) => {
    // Only the configured provider's webhook is taken.
    if (request.params.provider !== provider.name) throw new AppError('not_found');
    return ok(await receiveWebhook(db, provider, rawBody(request), request.headers, request.log));
  });
  handle(app, 'planChange.list', async (request) => ok(await listPlanChanges(db, requireAccess(request))));
  handle(app, 'planChange.create', async (request) => ok(await requestPlanChange(db, requireAccess(request), request.body)));
  done();
};
