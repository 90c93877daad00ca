import type { DeliveryConfig } from '../config.js';
import type { Db } from '../db.js';
import { HttpDeliveryAdapter } from './http.js';
import { LocalDeliveryAdapter } from './local.js';
import type { DeliveryAdapters } from './types.js';

export * from './types.js';
export { HttpDeliveryAdapter, IDEMPOTENCY_HEADER } from './http.js';
export { LocalDeliveryAdapter } from './local.js';

/** The configured providers for both channels. */
export function createDeliveryAdapters(config: DeliveryConfig, db: Db): DeliveryAdapters {
  if (config.adapter === 'http' && config.messenger && config.sms) {
    return {
      messenger: new HttpDeliveryAdapter('messenger', config.messenger, config.timeoutMs),
      sms: new HttpDeliveryAdapter('sms', config.sms, config.timeoutMs),
    };
  }
  return {
    messenger: new LocalDeliveryAdapter(db, 'messenger', config.localLatencyMs),
    sms: new LocalDeliveryAdapter(db, 'sms', config.localLatencyMs),
  };
}
