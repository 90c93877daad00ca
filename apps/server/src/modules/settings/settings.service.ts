import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  defaultPreference,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreference,
} from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { operatorOf, type Access } from '../access/access.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { mailSubject } from '../../platform/mail/mail.copy.js';
import { notificationMailText } from './settings.copy.js';
import { changeMarketingConsent, findAccount, findOperatorsToNotify, findPreferences, savePreferences } from './settings.repo.js';

/**
 * Whether a channel reaches operators today. E-mail always does (SMTP, or the local mailbox of the demo);
 * the messaging app does not: the delivery adapters send to job seekers only, so an operator's choices
 * for it are kept and take effect once an operator messaging channel is connected (decision 0022).
 */
const CHANNELS_CONNECTED: Record<NotificationChannel, boolean> = { email: true, messenger: false };

/** Every event × channel, in the contract's order, a choice never made as its default. */
function withDefaults(rows: readonly { event: string; channel: string; enabled: boolean }[]): NotificationPreference[] {
  const chosen = new Map(rows.map((r) => [`${r.event}.${r.channel}`, r.enabled]));
  return NOTIFICATION_EVENTS.flatMap((event) =>
    NOTIFICATION_CHANNELS.map((channel) => ({ event, channel, enabled: chosen.get(`${event}.${channel}`) ?? defaultPreference(event, channel) })),
  );
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function getSettings(db: Db, access: Access) {
  const op = operatorOf(access);
  const [rows, account] = await Promise.all([findPreferences(db, op), findAccount(db, op.userId)]);
  return {
    preferences: withDefaults(rows),
    channels_connected: CHANNELS_CONNECTED,
    marketing_consent: { agreed: account?.marketingConsent ?? false, changed_at: iso(account?.marketingConsentAt ?? null) },
    password_changed_at: iso(account?.passwordChangedAt ?? null),
  };
}

/** Saves the given choices (the others stay as they were) and answers every preference. */
export async function updatePreferences(db: Db, access: Access, preferences: readonly NotificationPreference[]) {
  const op = operatorOf(access);
  await savePreferences(db, op, preferences, new Date());
  return { preferences: withDefaults(await findPreferences(db, op)) };
}

/**
 * Gives or withdraws marketing consent. The time is kept with it, and the change goes to the audit trail;
 * sending what is already the case changes nothing (not even the time).
 */
export async function updateMarketingConsent(db: Db, access: Access, agreed: boolean) {
  const userId = access.actor.userId;
  await db.transaction(async (tx) => {
    if (!(await changeMarketingConsent(tx, userId, agreed, new Date()))) return;
    await recordAudit(tx, access, {
      action: 'settings.marketing_consent_changed',
      subject: { type: 'user', id: userId, label: access.row.user.name },
    });
  });
  const account = await findAccount(db, userId);
  return { marketing_consent: { agreed: account?.marketingConsent ?? agreed, changed_at: iso(account?.marketingConsentAt ?? null) } };
}

export type NotifiedOperator = { userId: number; email: string; name: string; phone: string | null };

/**
 * The operators of the company to tell about `event` by `channel`: a role, a granted membership, and a
 * preference that is on (or, never chosen, the default). Every notifying module asks here.
 */
export function operatorsToNotify(db: Db, companyId: number, event: NotificationEvent, channel: NotificationChannel): Promise<NotifiedOperator[]> {
  return findOperatorsToNotify(db, companyId, event, channel, defaultPreference(event, channel));
}

/** An event's e-mail: `key` names this occurrence (each recipient's mail is keyed by it and their id). */
export type NotificationMail = { key: string; title: string; lines: readonly string[] };

/**
 * Queues `event`'s e-mail to every operator of the company whose e-mail preference lets it through, in
 * the caller's transaction (the mail exists exactly when the change that caused it does). Returns how many.
 */
export async function mailOperators(tx: Db, companyId: number, event: NotificationEvent, mail: NotificationMail, baseUrl: string): Promise<number> {
  const recipients = await operatorsToNotify(tx, companyId, event, 'email');
  for (const operator of recipients) {
    await enqueueMail(tx, {
      idempotencyKey: `${mail.key}:user:${operator.userId}`,
      to: operator.email,
      subject: mailSubject(mail.title),
      text: notificationMailText(operator.name, mail.lines, baseUrl),
    });
  }
  return recipients.length;
}
