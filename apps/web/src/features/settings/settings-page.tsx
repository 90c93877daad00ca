import './settings-styles';
import { Button, Container, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { StatePanel } from '../../components/state-panel';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { useConsoleSession } from '../../lib/session';
import { useSettings } from './api';
import { MarketingConsent } from './marketing-consent';
import { NotificationPreferences } from './notification-preferences';
import { PasswordForm } from './password-form';
import { SessionsList } from './sessions-list';

/** /partners/marketing_managements, labelled 설정 (spec §2): notifications, marketing consent, password, devices. */
export function SettingsPage() {
  const t = useT();
  usePageTitle('marketing_managements');
  const { user } = useConsoleSession();
  const settings = useSettings();

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeader title={t('settings.title')} description={t('settings.intro')} />
        {settings.isError && !settings.data ? (
          <StatePanel
            role="alert"
            icon={<IconAlertTriangle size={22} aria-hidden="true" />}
            title={t('settings.failed')}
            description={t('settings.failed_detail')}
            action={
              <Button variant="default" onClick={() => void settings.refetch()}>
                {t('settings.retry')}
              </Button>
            }
          />
        ) : !settings.data ? (
          <Stack gap="lg" aria-busy="true" aria-label={t('settings.loading')} role="status">
            <Skeleton h={360} radius="md" />
            <Skeleton h={140} radius="md" />
          </Stack>
        ) : (
          <>
            <NotificationPreferences data={settings.data} email={user.email} />
            <MarketingConsent consent={settings.data.marketing_consent} />
            <PasswordForm email={user.email} changedAt={settings.data.password_changed_at} />
          </>
        )}
        <SessionsList />
      </Stack>
    </Container>
  );
}
