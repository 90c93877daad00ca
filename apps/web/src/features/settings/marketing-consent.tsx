import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useT } from '../../i18n';
import { useUpdateMarketingConsent, type SettingsData } from './api';
import { formatMoment } from './moment';
import { notifyError, notifySuccess } from '../../lib/notify';

/** Marketing consent with the moment it was given or withdrawn (the law asks to show both). */
export function MarketingConsent({ consent }: { consent: SettingsData['marketing_consent'] }) {
  const t = useT();
  const update = useUpdateMarketingConsent();
  const moment = consent.changed_at
    ? t(consent.agreed ? 'settings.moment_agreed' : 'settings.moment_withdrawn', { at: formatMoment(consent.changed_at, t) })
    : t('settings.consent.never');

  const handleChange = (agreed: boolean) => {
    update.mutate(agreed, {
      onSuccess: (response) => {
        const { marketing_consent: saved } = response.data;
        if (!saved.changed_at) return;
        const at = formatMoment(saved.changed_at, t);
        notifySuccess(t(saved.agreed ? 'settings.consent.agreed_toast' : 'settings.consent.withdrawn_toast', { at }));
      },
      onError: () => notifyError(t('settings.consent.save_failed')),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-consent-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="settings-consent-title">
          {t('settings.consent.title')}
        </Title>
        <Switch
          checked={update.isPending ? update.variables : consent.agreed}
          disabled={update.isPending}
          onChange={(change) => handleChange(change.currentTarget.checked)}
          label={t('settings.consent.label')}
          description={t('settings.consent.description')}
          size="md"
        />
        <Text fz="sm" c="dark.5" data-testid="consent-moment">
          {moment}
        </Text>
      </Stack>
    </Paper>
  );
}
