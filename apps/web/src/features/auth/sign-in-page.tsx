import { useState } from 'react';
import { Alert, Anchor, Button, Center, Collapse, List, Paper, PasswordInput, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconChevronDown } from '@tabler/icons-react';
import { isEmailAddress, safeRedirectPath, PAGES } from '@partners/contract';
import { Logo } from '../../components/logo';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { ApiError, apiErrorMessage, browserLocation, handleApiError, setLoginCheckError } from '../../lib/api';
import { DEMO_ACCOUNTS } from '../../lib/config';
import { useRedirectBack } from '../../lib/use-redirect-back';
import { useSignIn } from './api';
import classes from './sign-in.module.css';

const FORM_ERROR_STATUSES = [400, 401, 429];

/**
 * /user-session/sign-in: e-mail and password; success follows the returned redirect_url, takes its entry off
 * the redirect stack and clears the login_check_error flag (a new sign-in is a new login check).
 */
export function SignInPage() {
  const t = useT();
  usePageTitle('sign_in');
  const back = useRedirectBack({ fallback: PAGES.reputationManagement.path });
  const [formError, setFormError] = useState<string | null>(null);
  const [demoOpen, setDemoOpen] = useState(false);
  const signIn = useSignIn();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (isEmailAddress(value) ? null : t('common.email_invalid')),
      password: (value) => (value ? null : t('auth.password_required')),
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    signIn.mutate(
      { email: values.email.trim(), password: values.password, redirect_url: back.target },
      {
        onSuccess: (response) => {
          setLoginCheckError(false);
          back.consume();
          browserLocation.assign(safeRedirectPath(response.data.redirect_url, PAGES.reputationManagement.path));
        },
        onError: (error) => {
          if (error instanceof ApiError && FORM_ERROR_STATUSES.includes(error.status)) {
            setFormError(apiErrorMessage(error));
            return;
          }
          handleApiError(error, { kind: 'mutation' });
        },
      },
    );
  });

  return (
    <Center component="main" id="main" mih="100vh" p="md" className={classes.page}>
      <Stack w="100%" maw={400} gap="lg">
        <Center>
          <Logo asLink={false} />
        </Center>
        <Paper withBorder radius="md" p="xl" shadow="xs">
          <Title order={1} fz={22}>
            {t('auth.title')}
          </Title>
          <Text c="dark.4" fz="sm" mt={4} mb="lg">
            {t('auth.subtitle')}
          </Text>
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="md">
              <TextInput label={t('auth.email')} type="email" autoComplete="username" required {...form.getInputProps('email')} />
              <PasswordInput label={t('auth.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
              {formError ? (
                <Alert color="red" variant="light" role="alert" p="sm">
                  <Text fz="sm" c="red.9">
                    {formError}
                  </Text>
                </Alert>
              ) : null}
              <Button type="submit" size="md" fullWidth loading={signIn.isPending || signIn.isSuccess}>
                {t('auth.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <UnstyledButton
            onClick={() => setDemoOpen((open) => !open)}
            aria-expanded={demoOpen}
            aria-controls="demo-accounts"
            className={classes.demoToggle}
          >
            <Text fz="sm" fw={600}>
              {t('auth.demo_accounts')}
            </Text>
            <IconChevronDown size={16} aria-hidden="true" data-open={demoOpen || undefined} className={classes.chevron} />
          </UnstyledButton>
          <Collapse expanded={demoOpen} id="demo-accounts">
            <Text fz="xs" c="dark.4" mt="sm" mb="xs">
              {t('auth.demo_hint')}
            </Text>
            <List size="sm" spacing={4} listStyleType="none" withPadding={false}>
              {DEMO_ACCOUNTS.map((email) => (
                <List.Item key={email}>
                  <Anchor component="button" type="button" fz="sm" onClick={() => form.setFieldValue('email', email)}>
                    {email}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Collapse>
        </Paper>
      </Stack>
    </Center>
  );
}
