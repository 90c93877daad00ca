import { eq } from 'drizzle-orm';
import { deliveredMessages } from '../../db/schema/index.js';
import type { Db } from '../db.js';
import type { DeliveryAdapter, DeliveryChannel, DeliveryResult, OutgoingMessage } from './types.js';

/**
 * The demo's provider: records each message in `delivered_messages` (the candidate inbox reads the
 * proposals', the demo mailbox the one-time passwords sent to operators).
 * The idempotency key is unique there, so sending again after a crash records nothing new and reports
 * the channel that carried the first send: delivery is exactly once whatever happens between sending
 * and marking the job done.
 */
export class LocalDeliveryAdapter implements DeliveryAdapter {
  constructor(
    private readonly db: Db,
    readonly channel: DeliveryChannel,
    private readonly latencyMs = 0,
  ) {}

  async send(message: OutgoingMessage): Promise<DeliveryResult> {
    if (message.recipient === null) return { status: 'no_account' };
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    const inserted = await this.db
      .insert(deliveredMessages)
      .values({
        idempotencyKey: message.idempotencyKey,
        channel: this.channel,
        recipient: message.recipient,
        jobSeekerId: message.jobSeekerId,
        body: message.body,
        // The column predates messages without a link: an empty link means none.
        link: message.link ?? '',
      })
      .onConflictDoNothing({ target: deliveredMessages.idempotencyKey })
      .returning({ id: deliveredMessages.id });
    if (inserted.length > 0) return { status: 'delivered', channel: this.channel, duplicate: false };
    const [first] = await this.db
      .select({ channel: deliveredMessages.channel })
      .from(deliveredMessages)
      .where(eq(deliveredMessages.idempotencyKey, message.idempotencyKey))
      .limit(1);
    return { status: 'delivered', channel: first?.channel ?? this.channel, duplicate: true };
  }
}
