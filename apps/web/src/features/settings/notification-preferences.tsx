import { Alert, Badge, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type NotificationChannel, type NotificationEvent } from '@partners/contract';
import { useT } from '../../i18n';
import { useUpdatePreference, type SettingsData } from './api';
import { notifyError, notifySuccess } from '../../lib/notify';

export type NotificationPreferencesProps = { data: SettingsData; email: string };

/** Events × channels, one switch each, saved as it is flipped (spec §2 settings; decision 0022). */
export function NotificationPreferences({ data, email }: NotificationPreferencesProps) {
  const t = useT();
  const update = useUpdatePreference();
  const isOn = (event: NotificationEvent, channel: NotificationChannel) =>
    data.preferences.find((p) => p.event === event && p.channel === channel)?.enabled ?? false;

  const handleChange = (event: NotificationEvent, channel: NotificationChannel, enabled: boolean) => {
    update.mutate(
      { event, channel, enabled },
      {
        onSuccess: () => notifySuccess(t('settings.preferences.saved')),
        onError: () => notifyError(t('settings.preferences.save_failed')),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-preferences-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="settings-preferences-title">
            {t('settings.preferences.title')}
          </Title>
          <Text fz="sm" c="dark.4" mt={4}>
            {t('settings.preferences.description')}
          </Text>
        </div>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="52%">{t('settings.preferences.event')}</Table.Th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Th key={channel} ta="center">
                    <Group gap={6} justify="center" wrap="nowrap">
                      {t(`settings.preferences.channels.${channel}`)}
                      {data.channels_connected[channel] ? null : (
                        <Badge size="xs" variant="light" color="gray">
                          {t('settings.preferences.not_connected')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {NOTIFICATION_EVENTS.map((event) => (
                <Table.Tr key={event}>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {t(`settings.preferences.events.${event}`)}
                    </Text>
                    <Text fz="xs" c="dark.4">
                      {t(`settings.preferences.event_hints.${event}`)}
                    </Text>
                  </Table.Td>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <Table.Td key={channel}>
                      <Group justify="center">
                        <Switch
                          checked={isOn(event, channel)}
                          onChange={(change) => handleChange(event, channel, change.currentTarget.checked)}
                          aria-label={t('settings.preferences.switch_label', {
                            event: t(`settings.preferences.events.${event}`),
                            channel: t(`settings.preferences.channels.${channel}`),
                          })}
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text fz="xs" c="dark.4">
          {t('settings.preferences.email_note', { email })}
        </Text>
        {data.channels_connected.messenger ? null : (
          <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
            <Text fz="sm">{t('settings.preferences.messenger_note')}</Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
