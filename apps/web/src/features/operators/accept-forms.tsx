import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { OPERATOR_NAME_MAX, PAGES, passwordIssue, safeRedirectPath, type InvitationAcceptBody, type InvitationView } from '@partners/contract';
import { useT } from '../../i18n';
import { apiErrorMessage, browserLocation, isApiError } from '../../lib/api';
import { operatorKeys, useAcceptInvitation } from './api';
import { showServerError, type ServerFields } from '../../lib/contract-form';

type Props = { token: string; invitation: InvitationView };

/** The link's own states: after one of these the page shows the state instead of the form. */
const LINK_STATE_CODES = new Set(['invitation.not_found', 'invitation.expired', 'invitation.used', 'invitation.revoked']);

/**
 * Accepting: the one way this address may accept (decision 0019). Success signs the browser in to the
 * inviting company and opens the console; a refusal shows on its field, or as the link's new state.
 */
/** The server's `body.password` / `body.name` are the form's; wrong credentials are the password's. */
const ACCEPT_SERVER_FIELDS: ServerFields<'password' | 'name'> = { fields: ['password', 'name'], codes: { invalid_credentials: 'password' } };

function useAccept(token: string, setFieldError: (field: string, message: string) => void) {
  const t = useT();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation(token);
  const [formError, setFormError] = useState<string | null>(null);
  const submit = (body: InvitationAcceptBody) => {
    setFormError(null);
    accept.mutate(body, {
      // A full load: the new session's console starts from scratch (its user, menus and caches).
      onSuccess: (response) => browserLocation.assign(safeRedirectPath(response.data.redirect_url, PAGES.reputationManagement.path)),
      onError: (error) => {
        if (!isApiError(error) || error.status === 0 || error.status >= 500) {
          setFormError(t('operators.accept.failed'));
          return;
        }
        if (error.code && LINK_STATE_CODES.has(error.code)) {
          void queryClient.invalidateQueries({ queryKey: operatorKeys.invitation(token) });
          return;
        }
        if (!showServerError({ setFieldError }, error, ACCEPT_SERVER_FIELDS)) setFormError(apiErrorMessage(error));
      },
    });
  };
  // Once accepted the page is leaving for the console: the button keeps spinning.
  return { submit, pending: accept.isPending || accept.isSuccess, formError };
}

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" p="sm">
      <Text fz="sm" c="red.9">
        {message}
      </Text>
    </Alert>
  );
}

export function AcceptForm({ token, invitation }: Props) {
  if (invitation.signed_in_as_invitee) return <AcceptSignedIn token={token} invitation={invitation} />;
  if (invitation.account_exists) return <AcceptWithPassword token={token} invitation={invitation} />;
  return <AcceptNewAccount token={token} />;
}

function AcceptSignedIn({ token, invitation }: Props) {
  const t = useT();
  const { submit, pending, formError } = useAccept(token, () => {});
  return (
    <Stack gap="md">
      <Text fz="sm" c="dark.5">
        {t('operators.accept.signed_in', { company: invitation.company_name })}
      </Text>
      <FormError message={formError} />
      <Button size="md" fullWidth loading={pending} onClick={() => submit({ mode: 'session' })}>
        {t('operators.accept.accept')}
      </Button>
    </Stack>
  );
}

function AcceptWithPassword({ token, invitation }: Props) {
  const t = useT();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: { password: (value) => (value ? null : t('operators.accept.password_required')) },
  });
  const { submit, pending, formError } = useAccept(token, (field, message) => form.setFieldError(field, message));
  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit({ mode: 'sign_in', password: values.password }))}>
      <Stack gap="md">
        <Text fz="sm" c="dark.5">
          {t('operators.accept.existing_intro', { company: invitation.company_name })}
        </Text>
        <PasswordInput label={t('operators.accept.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
        <FormError message={formError} />
        <Button type="submit" size="md" fullWidth loading={pending}>
          {t('operators.accept.accept_with_password')}
        </Button>
      </Stack>
    </form>
  );
}

function AcceptNewAccount({ token }: { token: string }) {
  const t = useT();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', password: '', confirm: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('operators.accept.name_required')),
      // The contract's rule for a new password (the settings' one); the server also checks the invited
      // address, which this page only knows masked.
      password: (value) => {
        const issue = passwordIssue(value, '');
        return issue ? t(`operators.accept.password_errors.${issue}`) : null;
      },
      confirm: (value, values) => (value === values.password ? null : t('operators.accept.password_mismatch')),
    },
  });
  const { submit, pending, formError } = useAccept(token, (field, message) => form.setFieldError(field, message));
  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit({ mode: 'create', name: values.name.trim(), password: values.password }))}>
      <Stack gap="md">
        <Text fz="sm" c="dark.5">
          {t('operators.accept.create_intro')}
        </Text>
        <TextInput label={t('operators.accept.name')} autoComplete="name" required maxLength={OPERATOR_NAME_MAX} {...form.getInputProps('name')} />
        <PasswordInput
          label={t('operators.accept.new_password')}
          description={t('operators.accept.password_rule')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput label={t('operators.accept.password_confirm')} autoComplete="new-password" required {...form.getInputProps('confirm')} />
        <FormError message={formError} />
        <Button type="submit" size="md" fullWidth loading={pending}>
          {t('operators.accept.create_and_accept')}
        </Button>
      </Stack>
    </form>
  );
}
