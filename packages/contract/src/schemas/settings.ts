import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, SESSION_DEVICES, SESSION_REF_PATTERN, passwordIssue, type PasswordIssue } from '../settings.js';
import { ok } from './common.js';

export const notificationPreferenceSchema = z.object({
  event: z.enum(NOTIFICATION_EVENTS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const marketingConsentSchema = z.object({
  agreed: z.boolean(),
  /** When it was last given or withdrawn; null when the user never chose. */
  changed_at: z.string().nullable(),
});
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;

export const settingsResponse = ok(
  z.object({
    /** Every event × channel, a missing choice as its default. */
    preferences: z.array(notificationPreferenceSchema),
    /** Whether a channel reaches operators today (the messaging app does not yet: its choices are kept for when it does). */
    channels_connected: z.object({ email: z.boolean(), messenger: z.boolean() }),
    marketing_consent: marketingConsentSchema,
    password_changed_at: z.string().nullable(),
  }),
);
export type SettingsResponse = z.infer<typeof settingsResponse>;

export const updatePreferencesBody = z.object({
  preferences: z
    .array(notificationPreferenceSchema)
    .min(1)
    .max(NOTIFICATION_EVENTS.length * NOTIFICATION_CHANNELS.length)
    .refine((list) => new Set(list.map((p) => `${p.event}.${p.channel}`)).size === list.length, 'duplicate'),
});
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBody>;

export const preferencesResponse = ok(z.object({ preferences: z.array(notificationPreferenceSchema) }));

export const marketingConsentBody = z.object({ agreed: z.boolean() });
export const marketingConsentResponse = ok(z.object({ marketing_consent: marketingConsentSchema }));

/**
 * The password change as sent. Only the shape is checked here (the server answers a broken rule with
 * its own `settings.*` code on the field); `passwordChangeForm` adds the rules and the confirmation.
 */
export const changePasswordBody = z.object({
  current_password: z.string().min(1).max(200),
  new_password: z.string().min(1).max(200),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const changePasswordResponse = ok(
  z.object({
    password_changed_at: z.string(),
    /** How many other sessions were signed out. */
    signed_out: z.number().int(),
  }),
);

/** A form issue's message key: the rule broken, `required`, or `mismatch` (confirmation differs). */
export type PasswordFormIssue = PasswordIssue | 'required' | 'mismatch' | 'same';

/**
 * The password form's schema (the web's @mantine/form resolver): the body, the confirmation, and the
 * rules of `passwordIssue` for the signed-in user's e-mail. Messages are `PasswordFormIssue` codes.
 */
export function passwordChangeForm(email: string) {
  return z
    .object({
      current_password: z.string(),
      new_password: z.string(),
      confirm_password: z.string(),
    })
    .superRefine((values, ctx) => {
      const add = (path: string, message: PasswordFormIssue) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (!values.current_password) add('current_password', 'required');
      if (!values.new_password) add('new_password', 'required');
      else {
        const issue = passwordIssue(values.new_password, email);
        if (issue) add('new_password', issue);
        else if (values.new_password === values.current_password) add('new_password', 'same');
      }
      if (!values.confirm_password) add('confirm_password', 'required');
      else if (values.confirm_password !== values.new_password) add('confirm_password', 'mismatch');
    });
}

export const sessionSchema = z.object({
  /** Opaque: an HMAC of the session's stored hash (decision 0022). */
  id: z.string(),
  /** Browser and operating system as parsed from the user agent (`Chrome 131`, `Windows 10`); null when unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device: z.enum(SESSION_DEVICES),
  /** Masked in the middle (`211.***.***.25`); null when not recorded. */
  ip_address: z.string().nullable(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  is_current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

export const sessionsResponse = ok(z.object({ sessions: z.array(sessionSchema), total: z.number().int() }));

export const sessionRefParam = z.object({ id: z.string().regex(SESSION_REF_PATTERN) });

export const signedOutResponse = ok(z.object({ signed_out: z.number().int() }));
