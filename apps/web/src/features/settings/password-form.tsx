import { useState } from 'react';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { passwordChangeForm, type PasswordFormIssue } from '@partners/contract';
import { useT } from '../../i18n';
import { handleApiError } from '../../lib/api';
import { useChangePassword } from './api';
import { showServerError, type ServerFields } from '../../lib/contract-form';
import { formatMoment } from './moment';
import { notifySuccess } from '../../lib/notify';

type PasswordValues = { current_password: string; new_password: string; confirm_password: string };
const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
const EMPTY: PasswordValues = { current_password: '', new_password: '', confirm_password: '' };

/** The server's field (`body.new_password`) is the form's; a blocked try belongs to the current password. */
const SERVER_FIELDS: ServerFields<keyof PasswordValues> = { fields: FIELDS, codes: { 'settings.password_attempts': 'current_password' } };

export type PasswordFormProps = { email: string; changedAt: string | null };

/** Current, new and confirmation, checked with the contract's rules; the server's refusals land on their field. */
export function PasswordForm({ email, changedAt }: PasswordFormProps) {
  const t = useT();
  const change = useChangePassword();
  const [signedOut, setSignedOut] = useState<number | null>(null);
  const resolve = schemaResolver(passwordChangeForm(email), { sync: true });
  const form = useForm<PasswordValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(resolve(values)).map(([field, issue]) => [field, t(`settings.password.errors.${issue as PasswordFormIssue}`)]),
      ),
  });

  const handleSubmit = (values: PasswordValues) => {
    setSignedOut(null);
    change.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: (response) => {
          form.reset();
          setSignedOut(response.data.signed_out);
          notifySuccess(t('settings.password.changed'));
        },
        onError: (error) => {
          if (!showServerError(form, error, SERVER_FIELDS)) handleApiError(error, { kind: 'mutation' });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-password-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="settings-password-title">
            {t('settings.password.title')}
          </Title>
          <Text fz="sm" c="dark.4" mt={4}>
            {t('settings.password.description')}
          </Text>
          <Text fz="xs" c="dark.4" mt={4}>
            {changedAt ? t('settings.password.last_changed', { at: formatMoment(changedAt, t) }) : t('settings.password.never_changed')}
          </Text>
        </div>
        {signedOut === null ? null : (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden="true" />} role="status">
            {t('settings.password.changed')}{' '}
            {signedOut > 0 ? t('settings.password.signed_out_others', { count: signedOut }) : t('settings.password.no_other_devices')}
          </Alert>
        )}
        <form noValidate onSubmit={form.onSubmit(handleSubmit)} aria-label={t('settings.password.title')}>
          <Stack gap="sm" maw={480}>
            <PasswordInput
              label={t('settings.password.current')}
              autoComplete="current-password"
              required
              key={form.key('current_password')}
              {...form.getInputProps('current_password')}
              data-path="current_password"
            />
            <PasswordInput
              label={t('settings.password.new')}
              description={t('settings.password.rules')}
              autoComplete="new-password"
              required
              key={form.key('new_password')}
              {...form.getInputProps('new_password')}
              data-path="new_password"
            />
            <PasswordInput
              label={t('settings.password.confirm')}
              autoComplete="new-password"
              required
              key={form.key('confirm_password')}
              {...form.getInputProps('confirm_password')}
              data-path="confirm_password"
            />
            <Group>
              <Button type="submit" loading={change.isPending}>
                {t('settings.password.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
