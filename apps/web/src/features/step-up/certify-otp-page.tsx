import { useState } from 'react';
import { Alert, Anchor, Button, Container, Divider, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconShieldCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { STEP_UP, PAGES, type StepUpChannel, type StepUpStatus } from '@partners/contract';
import { StatePanel } from '../../components/state-panel';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { apiErrorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useCanOpenPage, useConsoleHome } from '../../lib/page-access';
import { useConsoleSession } from '../../lib/session';
import { STEP_UP_RETURN_STATE } from '../../lib/step-up-return';
import { useRedirectBack } from '../../lib/use-redirect-back';
import { useDemoMailboxAvailable, useSendStepUpCode, useStepUpStatus, useVerifyStepUpCode } from './api';
import { ChannelPicker } from './channel-picker';
import { CodeEntry } from './code-entry';
import { secondsUntil, useNow } from './use-now';

/**
 * /partners/certify_otp (bare, spec §2): a sensitive action sent the operator here (the API client's
 * `step_up_required` rule). They choose text message or e-mail, enter the 6-digit code, and go back to
 * `redirect_url` (taking it off the redirect stack), where a notice asks them to do the action again (it is
 * not replayed).
 */
export function CertifyOtpPage() {
  const t = useT();
  usePageTitle('certify_otp');
  const back = useRedirectBack({ canOpen: useCanOpenPage(), fallback: useConsoleHome() });
  const navigate = useNavigate();
  const status = useStepUpStatus();
  const verify = useVerifyStepUpCode();
  const goBack = () => void navigate(back.consume(), { replace: true, state: STEP_UP_RETURN_STATE });

  return (
    <Container size={520} py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={24}>
              {t('stepUp.title')}
            </Title>
            <Text c="dark.5" mt="xs" fz="sm">
              {t('stepUp.intro', { minutes: STEP_UP.lifetimeSeconds / 60 })}
            </Text>
          </div>
          {status.isPending ? (
            <Stack gap="sm" aria-busy="true" aria-label={t('app.loading')} role="status">
              <Skeleton h={64} radius="md" />
              <Skeleton h={64} radius="md" />
              <Skeleton h={44} radius="md" />
            </Stack>
          ) : status.isError ? (
            <StatePanel
              icon={<IconLock size={28} aria-hidden />}
              title={t('stepUp.load_failed')}
              description={apiErrorMessage(status.error)}
              role="alert"
              action={<Button onClick={() => void status.refetch()}>{t('common.retry')}</Button>}
            />
          ) : status.data.verified_until && !verify.isPending ? (
            <Verified until={status.data.verified_until} onContinue={goBack} />
          ) : (
            <StepUpForm status={status.data} verify={verify} onVerified={goBack} />
          )}
          <Divider />
          <Anchor component={Link} to={back.target} onClick={back.consume} fz="sm" c="dark.5">
            {t('stepUp.cancel')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

function Verified({ until, onContinue }: { until: string; onContinue: () => void }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" role="status" icon={<IconShieldCheck size={18} aria-hidden="true" />} title={t('stepUp.verified_title')}>
        {t('stepUp.verified_body', { time: formatDateTime(until) })}
      </Alert>
      <Button size="md" onClick={onContinue} data-autofocus>
        {t('stepUp.continue')}
      </Button>
    </Stack>
  );
}

type StepUpFormProps = { status: StepUpStatus; verify: ReturnType<typeof useVerifyStepUpCode>; onVerified: () => void };

function StepUpForm({ status, verify, onVerified }: StepUpFormProps) {
  const t = useT();
  const { user } = useConsoleSession();
  const send = useSendStepUpCode();
  const firstAvailable = status.channels.find((c) => c.available)?.channel ?? 'email';
  const [channel, setChannel] = useState<StepUpChannel>(status.challenge?.channel ?? firstAvailable);
  const [failures, setFailures] = useState(0);
  const demoMailbox = useDemoMailboxAvailable(user.email);
  const now = useNow(status.challenge !== null);
  const challenge = status.challenge;
  const cooldown = challenge ? secondsUntil(challenge.resend_available_at, now) : 0;

  if (status.locked_until) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconLock size={18} aria-hidden="true" />} title={t('stepUp.locked_title')}>
        {t('stepUp.locked_body', { max: STEP_UP.maxTries, time: formatDateTime(status.locked_until) })}
      </Alert>
    );
  }

  const handleVerify = (code: string) =>
    verify.mutate(code, {
      onSuccess: onVerified,
      onError: () => setFailures((n) => n + 1),
    });
  const handleSend = () =>
    send.mutate(channel, {
      onSuccess: () => {
        verify.reset();
        setFailures(0);
      },
    });

  return (
    <Stack gap="lg">
      <ChannelPicker channels={status.channels} value={channel} onChange={setChannel} disabled={send.isPending} />
      <Stack gap={6}>
        <Button size="md" variant={challenge ? 'default' : 'filled'} onClick={handleSend} loading={send.isPending} disabled={cooldown > 0}>
          {challenge ? t('stepUp.resend') : t('stepUp.send')}
        </Button>
        {cooldown > 0 ? (
          <Text fz="xs" c="dark.4" ta="center">
            {t('stepUp.resend_in', { seconds: cooldown })}
          </Text>
        ) : null}
        {send.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(send.error)}
          </Alert>
        ) : null}
      </Stack>
      {challenge ? (
        <Stack gap="sm">
          <Alert color="brand" variant="light" role="status">
            {t('stepUp.sent_to', { destination: challenge.destination })}
          </Alert>
          <CodeEntry
            key={`${challenge.expires_at}-${failures}`}
            challenge={challenge}
            triesLeft={status.tries_left}
            error={verify.isError ? apiErrorMessage(verify.error) : null}
            pending={verify.isPending}
            onVerify={handleVerify}
          />
          <Text fz="xs" c="dark.4">
            {t('stepUp.not_received')}
          </Text>
        </Stack>
      ) : null}
      {demoMailbox ? (
        <Alert color="orange" variant="light" role="note">
          <Text fz="sm">{t('stepUp.demo_mailbox')}</Text>
          <Anchor href={`${PAGES.demoMailbox.path}?to=${encodeURIComponent(user.email)}`} target="_blank" rel="noopener" fz="sm" fw={600}>
            {t('stepUp.open_mailbox')}
          </Anchor>
        </Alert>
      ) : null}
    </Stack>
  );
}
