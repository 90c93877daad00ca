/**
 * An in-memory settings server for the settings page tests: MSW handlers built from the contract's
 * `settings.*` and `sessions.*` entries (`settingsHandlers(state)`), answering from one model with the
 * server's rules (defaults for unset preferences, consent keeps its time, the current password is
 * checked, a password change and a sign-out of the others remove every session but the current one).
 */
import type { HttpHandler } from 'msw';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  defaultPreference,
  type EndpointName,
  type MarketingConsent,
  type NotificationPreference,
  type SessionInfo,
} from '@partners/contract';
import { answer, calls, contractError, type AnswerResolver, type RecordedCall } from './contract-handlers';
import { server } from './msw-server';

export const CURRENT_PASSWORD = 'demo-password';
const NOW = '2026-11-26T06:04:00.000Z';

export function makeSession(id: string, overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    id: id.padEnd(43, 'x'),
    browser: 'Chrome 131',
    os: 'Windows',
    device: 'desktop',
    ip_address: '211.***.***.25',
    signed_in_at: '2026-11-26T01:00:00.000Z',
    last_seen_at: NOW,
    is_current: false,
    ...overrides,
  };
}

export type SettingsState = {
  preferences: NotificationPreference[];
  consent: MarketingConsent;
  password: string;
  passwordChangedAt: string | null;
  sessions: SessionInfo[];
};

export type SettingsSeed = Partial<Omit<SettingsState, 'preferences'>> & {
  /** Choices that differ from the defaults. */
  chosen?: NotificationPreference[];
  /** Answers a call with an error (or a network failure) instead of the model's reply. */
  fail?: (call: RecordedCall, name: EndpointName) => Response | null;
};

export function createSettingsState(seed: SettingsSeed = {}): SettingsState {
  const chosen = seed.chosen ?? [];
  return {
    preferences: NOTIFICATION_EVENTS.flatMap((event) =>
      NOTIFICATION_CHANNELS.map(
        (channel) => chosen.find((c) => c.event === event && c.channel === channel) ?? { event, channel, enabled: defaultPreference(event, channel) },
      ),
    ),
    consent: seed.consent ?? { agreed: false, changed_at: null },
    password: seed.password ?? CURRENT_PASSWORD,
    passwordChangedAt: seed.passwordChangedAt ?? null,
    sessions: seed.sessions ?? [
      makeSession('current', { is_current: true, browser: 'Chrome 131', os: 'macOS' }),
      makeSession('phone', { browser: 'Safari 18', os: 'iOS 18.1', device: 'mobile', ip_address: '223.***.***.201' }),
      makeSession('office'),
    ],
  };
}

export function settingsHandlers(state: SettingsState, fail: SettingsSeed['fail'] = () => null): HttpHandler[] {
  const handle = <N extends EndpointName>(name: N, resolve: AnswerResolver<N>) => answer(name, (input) => fail(input.call, name) ?? resolve(input));
  const signOutOthers = () => {
    const before = state.sessions.length;
    state.sessions = state.sessions.filter((s) => s.is_current);
    return before - state.sessions.length;
  };
  return [
    handle('settings.get', () => ({
      code: 200,
      data: {
        preferences: state.preferences,
        channels_connected: { email: true, messenger: false },
        marketing_consent: state.consent,
        password_changed_at: state.passwordChangedAt,
      },
    })),
    handle('settings.updatePreferences', ({ body }) => {
      for (const given of body.preferences) {
        state.preferences = state.preferences.map((p) => (p.event === given.event && p.channel === given.channel ? given : p));
      }
      return { code: 200, data: { preferences: state.preferences } };
    }),
    handle('settings.updateMarketingConsent', ({ body }) => {
      if (state.consent.agreed !== body.agreed) state.consent = { agreed: body.agreed, changed_at: NOW };
      return { code: 200, data: { marketing_consent: state.consent } };
    }),
    handle('settings.changePassword', ({ body }) => {
      if (body.current_password !== state.password) {
        return contractError('settings.wrong_password', undefined, { field: 'body.current_password' });
      }
      state.password = body.new_password;
      state.passwordChangedAt = NOW;
      return { code: 200, data: { password_changed_at: NOW, signed_out: signOutOthers() } };
    }),
    handle('sessions.list', () => ({ code: 200, data: { sessions: state.sessions, total: state.sessions.length } })),
    handle('sessions.revoke', ({ params }) => {
      const target = state.sessions.find((s) => s.id === params.id);
      if (!target) return contractError('not_found');
      if (target.is_current) return contractError('settings.current_session');
      state.sessions = state.sessions.filter((s) => s !== target);
      return { code: 200, data: { signed_out: 1 } };
    }),
    handle('sessions.revokeOthers', () => ({ code: 200, data: { signed_out: signOutOthers() } })),
  ];
}

export function serveSettings(seed: SettingsSeed = {}) {
  const state = createSettingsState(seed);
  server.use(...settingsHandlers(state, seed.fail));
  return { state, calls };
}
