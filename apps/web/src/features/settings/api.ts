/**
 * Settings calls (spec §2 marketing_managements): the operator's preferences, consent and password, and
 * the signed-in sessions. Each form handles its own failures (field errors, toasts), so mutations are silent.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, EndpointResult, NotificationPreference } from '@partners/contract';
import { call } from '../../lib/api';

export const settingsKeys = {
  settings: ['settings'] as const,
  sessions: ['settings', 'sessions'] as const,
};

type SettingsResult = EndpointResult<'settings.get'>;
export type SettingsData = SettingsResult['data'];

export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.settings,
    queryFn: ({ signal }) => call('settings.get', { signal }),
    select: (response) => response.data,
  });
}

/** Merges part of the settings into the cached ones (a saved preference, a changed consent). */
function useMergeSettings() {
  const queryClient = useQueryClient();
  return (part: Partial<SettingsData>) =>
    queryClient.setQueryData<SettingsResult>(settingsKeys.settings, (old) => (old ? { ...old, data: { ...old.data, ...part } } : old));
}

/** Saves one switch. The cache shows the new value at once and goes back if the save fails. */
export function useUpdatePreference() {
  const queryClient = useQueryClient();
  const merge = useMergeSettings();
  return useMutation({
    mutationFn: (preference: NotificationPreference) => call('settings.updatePreferences', { body: { preferences: [preference] } }),
    meta: { silent: true },
    onMutate: async (preference) => {
      await queryClient.cancelQueries({ queryKey: settingsKeys.settings });
      const before = queryClient.getQueryData<SettingsResult>(settingsKeys.settings);
      if (before) {
        merge({
          preferences: before.data.preferences.map((p) => (p.event === preference.event && p.channel === preference.channel ? preference : p)),
        });
      }
      return { before };
    },
    onError: (_error, _preference, context) => {
      if (context?.before) queryClient.setQueryData(settingsKeys.settings, context.before);
    },
    onSuccess: (response) => merge({ preferences: response.data.preferences }),
  });
}

export function useUpdateMarketingConsent() {
  const merge = useMergeSettings();
  return useMutation({
    mutationFn: (agreed: boolean) => call('settings.updateMarketingConsent', { body: { agreed } }),
    meta: { silent: true },
    onSuccess: (response) => merge({ marketing_consent: response.data.marketing_consent }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  const merge = useMergeSettings();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call('settings.changePassword', { body }),
    meta: { silent: true },
    onSuccess: (response) => {
      merge({ password_changed_at: response.data.password_changed_at });
      return queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
    },
  });
}

export function useSessions() {
  return useQuery({
    queryKey: settingsKeys.sessions,
    queryFn: ({ signal }) => call('sessions.list', { signal }),
    select: (response) => response.data,
  });
}

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
}

/** Signs out one other session; a 404 (already gone) is the list's to explain, not the error pages'. */
export function useRevokeSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (id: string) => call('sessions.revoke', { params: { id } }),
    meta: { silent: true },
    onSettled: refresh,
  });
}

export function useRevokeOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => call('sessions.revokeOthers'),
    meta: { silent: true },
    onSettled: refresh,
  });
}
