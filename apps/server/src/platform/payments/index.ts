import type { PaymentsConfig } from '../config.js';
import type { PaymentProvider } from './provider.js';
import { TestPaymentProvider } from './test-provider.js';

export type * from './provider.js';
export { TestPaymentProvider, TEST_SETTLE_JOB, type TestSettlement, type SignedWebhook } from './test-provider.js';
export { SIGNATURE_HEADER } from './signature.js';

/** The configured provider's adapter (`PAYMENT_PROVIDER`; only `test` so far: a new provider is one more adapter and case). */
export function createPaymentProvider(config: PaymentsConfig): PaymentProvider {
  switch (config.provider) {
    case 'test':
      return new TestPaymentProvider(config.webhookSecret, config.webhookToleranceSeconds);
  }
}
