import { useState } from 'react';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconDevices } from '@tabler/icons-react';
import type { SessionDevice, SessionInfo } from '@partners/contract';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { StatePanel } from '../../components/state-panel';
import { useLang, useT, type TFunction } from '../../i18n';
import { handleApiError, isApiError } from '../../lib/api';
import { formatDateTime, formatRelative } from '../../lib/format';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from './api';
import { notifyError, notifySuccess } from '../../lib/notify';

const DEVICE_ICONS: Record<SessionDevice, typeof IconDevices> = {
  desktop: IconDeviceDesktop,
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
  unknown: IconDevices,
};

/** `Chrome 131 · Windows`, or what is known of it. */
function deviceName(session: SessionInfo, t: TFunction): string {
  return `${session.browser ?? t('settings.sessions.unknown_browser')} · ${session.os ?? t('settings.sessions.unknown_os')}`;
}

type Confirming = { kind: 'one'; session: SessionInfo } | { kind: 'others'; count: number } | null;

function SessionRow({ session, onSignOut }: { session: SessionInfo; onSignOut: (session: SessionInfo) => void }) {
  const t = useT();
  const lang = useLang();
  const Icon = DEVICE_ICONS[session.device];
  const name = deviceName(session, t);
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" py="sm" component="li" data-testid="session-row">
      <Group gap="md" wrap="nowrap" miw={0}>
        <ThemeIcon variant="light" color={session.is_current ? 'brand' : 'gray'} size={40} radius="md" aria-hidden="true">
          <Icon size={22} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Group gap={8} wrap="nowrap">
            <Text fw={600} fz="sm" truncate>
              {name}
            </Text>
            <Text component="span" fz="xs" c="dark.4">
              {t(`settings.sessions.devices.${session.device}`)}
            </Text>
            {session.is_current ? (
              <Badge size="sm" variant="light" color="brand">
                {t('settings.sessions.current')}
              </Badge>
            ) : null}
          </Group>
          <Text fz="xs" c="dark.4">
            {session.ip_address ? t('settings.sessions.ip', { ip: session.ip_address }) : t('settings.sessions.unknown_ip')}
            {' · '}
            {t('settings.sessions.signed_in', { at: formatDateTime(session.signed_in_at) })}
            {' · '}
            {t('settings.sessions.last_seen', { at: formatRelative(session.last_seen_at, lang) })}
          </Text>
        </div>
      </Group>
      {session.is_current ? null : (
        <Button variant="default" size="xs" onClick={() => onSignOut(session)} aria-label={t('settings.sessions.sign_out_label', { device: name })}>
          {t('settings.sessions.sign_out')}
        </Button>
      )}
    </Group>
  );
}

function SessionsSkeleton() {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('settings.loading')} role="status">
      {[0, 1, 2].map((row) => (
        <Group key={row} gap="md" wrap="nowrap">
          <Skeleton h={40} w={40} radius="md" />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={14} w="40%" />
            <Skeleton h={12} w="70%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** The user's signed-in browsers, this one marked; sign out one or all the others, after a confirmation. */
export function SessionsList() {
  const t = useT();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const others = sessions.data ? sessions.data.sessions.filter((s) => !s.is_current).length : 0;
  const otherTotal = sessions.data ? sessions.data.total - 1 : 0;

  const handleConfirm = () => {
    if (!confirming) return;
    const done = () => setConfirming(null);
    if (confirming.kind === 'one') {
      revoke.mutate(confirming.session.id, {
        onSuccess: () => notifySuccess(t('settings.sessions.signed_out_one')),
        onError: (error) => {
          if (isApiError(error) && error.status === 404) notifyError(t('settings.sessions.already_gone'));
          else handleApiError(error, { kind: 'mutation' });
        },
        onSettled: done,
      });
      return;
    }
    revokeOthers.mutate(undefined, {
      onSuccess: (response) => notifySuccess(t('settings.sessions.signed_out_others', { count: response.data.signed_out })),
      onError: (error) => handleApiError(error, { kind: 'mutation' }),
      onSettled: done,
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-sessions-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <div style={{ flex: 1, minWidth: 240 }}>
            <Title order={2} fz="lg" id="settings-sessions-title">
              {t('settings.sessions.title')}
            </Title>
            <Text fz="sm" c="dark.4" mt={4}>
              {t('settings.sessions.description')}
            </Text>
          </div>
          <Button variant="light" color="red" disabled={otherTotal <= 0} onClick={() => setConfirming({ kind: 'others', count: otherTotal })}>
            {t('settings.sessions.sign_out_others')}
          </Button>
        </Group>
        {sessions.isError && !sessions.data ? (
          <StatePanel
            role="alert"
            icon={<IconAlertTriangle size={22} aria-hidden="true" />}
            title={t('settings.sessions.failed')}
            description={t('settings.failed_detail')}
            action={
              <Button variant="default" onClick={() => void sessions.refetch()}>
                {t('settings.retry')}
              </Button>
            }
          />
        ) : !sessions.data ? (
          <SessionsSkeleton />
        ) : (
          <>
            <Stack gap={0} component="ul" aria-label={t('settings.sessions.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {sessions.data.sessions.map((session) => (
                <SessionRow key={session.id} session={session} onSignOut={(s) => setConfirming({ kind: 'one', session: s })} />
              ))}
            </Stack>
            {others === 0 ? (
              <Text fz="sm" c="dark.4">
                {t('settings.sessions.only_this')}
              </Text>
            ) : null}
            {sessions.data.total > sessions.data.sessions.length ? (
              <Text fz="xs" c="dark.4">
                {t('settings.sessions.more', { shown: sessions.data.sessions.length, total: sessions.data.total })}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
      <ConfirmDeleteModal
        opened={confirming !== null}
        title={t(confirming?.kind === 'others' ? 'settings.sessions.confirm_others_title' : 'settings.sessions.confirm_one_title')}
        confirm={
          confirming?.kind === 'one'
            ? t('settings.sessions.confirm_one', { device: deviceName(confirming.session, t) })
            : t('settings.sessions.confirm_others', { count: confirming?.kind === 'others' ? confirming.count : 0 })
        }
        detail={t(confirming?.kind === 'others' ? 'settings.sessions.confirm_others_detail' : 'settings.sessions.confirm_one_detail')}
        submitLabel={confirming?.kind === 'others' ? t('settings.sessions.sign_out_others') : t('settings.sessions.sign_out')}
        pending={revoke.isPending || revokeOthers.isPending}
        onConfirm={handleConfirm}
        onClose={() => setConfirming(null)}
      />
    </Paper>
  );
}
