import '@mantine/core/styles/Radio.css';
import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Container, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockX, IconLinkOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import type { z } from 'zod';
import type { RejectReason, proposalForSeekerSchema } from '@partners/contract';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { apiErrorMessage, isApiError } from '../../lib/api';
import { formatDate, formatDateTime } from '../../lib/format';
import { useAnswerProposal, useProposalForSeeker } from './api';
import classes from './candidate-side.module.css';
import { RejectForm } from './reject-form';

type SeekerProposal = z.output<typeof proposalForSeekerSchema>;

/**
 * /proposals/respond/:token: the page a job seeker's message links to. Public (no console, no sign-in),
 * made for a phone: read the proposal, then accept or decline with a reason.
 */
export function ProposalResponsePage() {
  const t = useT();
  usePageTitle('proposal_response');
  const { token = '' } = useParams();
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Container size="xs" py="sm">
          <Text fw={800} fz="md" c="dark.8">
            {t('candidate_side.response.heading')}
          </Text>
        </Container>
      </header>
      <Container size="xs" py="lg" px="md" component="main">
        <ProposalResponse token={token} />
      </Container>
    </div>
  );
}

function ProposalResponse({ token }: { token: string }) {
  const t = useT();
  const proposal = useProposalForSeeker(token);
  if (proposal.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('app.loading')} role="status">
        <Skeleton h={28} w="80%" />
        <Skeleton h={18} w="50%" />
        <Skeleton h={180} radius="md" />
        <Skeleton h={44} radius="md" />
      </Stack>
    );
  }
  if (proposal.isError) {
    // A browser signed in to the proposing company: the seeker answers, not the company (decision 0028).
    if (isApiError(proposal.error) && proposal.error.code === 'proposal.company_session') {
      return (
        <FinalState
          icon={<IconLinkOff size={32} />}
          color="gray"
          title={t('candidate_side.response.company_session_title')}
          body={apiErrorMessage(proposal.error)}
        />
      );
    }
    const isInvalid = isApiError(proposal.error) && proposal.error.status >= 400 && proposal.error.status < 500;
    return isInvalid ? (
      <FinalState
        icon={<IconLinkOff size={32} />}
        color="gray"
        title={t('candidate_side.response.invalid_title')}
        body={t('candidate_side.response.invalid_body')}
      />
    ) : (
      <FinalState
        icon={<IconAlertTriangle size={32} />}
        color="orange"
        title={t('candidate_side.response.failed_title')}
        body={t('candidate_side.response.failed_body')}
      >
        <Button variant="light" onClick={() => void proposal.refetch()}>
          {t('common.retry')}
        </Button>
      </FinalState>
    );
  }
  return <ProposalView token={token} proposal={proposal.data} />;
}

function ProposalView({ token, proposal }: { token: string; proposal: SeekerProposal }) {
  const t = useT();
  const answer = useAnswerProposal(token);
  const [mode, setMode] = useState<'read' | 'reject'>('read');
  const [error, setError] = useState<string | null>(null);
  const company = proposal.company.name;

  if (proposal.status === 'accepted' || (answer.isSuccess && answer.variables.kind === 'accept')) {
    return (
      <FinalState
        icon={<IconCircleCheck size={32} />}
        color="teal"
        title={t('candidate_side.response.accepted_title')}
        body={t('candidate_side.response.accepted_body', { company })}
      />
    );
  }
  if (proposal.status === 'rejected' || (answer.isSuccess && answer.variables.kind === 'reject')) {
    return (
      <FinalState
        icon={<IconCircleX size={32} />}
        color="gray"
        title={t('candidate_side.response.rejected_title')}
        body={t('candidate_side.response.rejected_body', { company })}
      />
    );
  }
  if (proposal.status === 'expired') {
    return (
      <FinalState
        icon={<IconClockX size={32} />}
        color="gray"
        title={t('candidate_side.response.expired_title')}
        body={t('candidate_side.response.expired_body', { date: formatDate(proposal.expires_at) })}
      />
    );
  }

  const handleError = (failure: unknown) => {
    setError(isApiError(failure) && failure.serverMessage ? apiErrorMessage(failure) : t('candidate_side.response.answer_failed'));
  };
  const handleAccept = () => {
    setError(null);
    answer.mutate({ kind: 'accept' }, { onError: handleError });
  };
  const handleReject = (reason: RejectReason, detail: string) => {
    setError(null);
    answer.mutate({ kind: 'reject', reason, detail: detail || undefined }, { onError: handleError });
  };

  return (
    <Stack gap="lg">
      <ProposalContent proposal={proposal} />
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} role="alert">
          {error}
        </Alert>
      ) : null}
      {mode === 'reject' ? (
        <Paper withBorder radius="md" p="md">
          <RejectForm company={company} isPending={answer.isPending} onSubmit={handleReject} onBack={() => setMode('read')} />
        </Paper>
      ) : (
        <Stack gap="sm">
          <Text fz="sm" c="dark.5" ta="center">
            {t('candidate_side.response.accept_notice', { company })}
          </Text>
          <Group grow gap="sm">
            <Button variant="default" size="md" onClick={() => setMode('reject')} disabled={answer.isPending}>
              {t('candidate_side.response.reject')}
            </Button>
            <Button size="md" onClick={handleAccept} loading={answer.isPending}>
              {t('candidate_side.response.accept')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

function ProposalContent({ proposal }: { proposal: SeekerProposal }) {
  const t = useT();
  const posting = proposal.job_posting;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={22} lh={1.4} style={{ wordBreak: 'keep-all' }}>
          {t('candidate_side.response.from', { company: proposal.company.name })}
        </Title>
        <Text fz="xs" c="dark.4" mt={6}>
          {t('candidate_side.response.sent_at', { date: proposal.date })}
        </Text>
        <Badge mt="xs" variant="light" color="orange" tt="none">
          {t('candidate_side.response.expires', { date: formatDateTime(proposal.expires_at) })}
        </Badge>
      </div>
      {posting ? (
        <Section title={t('candidate_side.response.job_posting')}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge variant="light" color={posting.color_class === 'urgent' ? 'red' : 'brand'} tt="none" style={{ flexShrink: 0 }}>
              {posting.dday}
            </Badge>
            <Text fz="sm" fw={600}>
              {posting.title}
            </Text>
          </Group>
        </Section>
      ) : null}
      <Section title={t('candidate_side.response.message')}>
        <Text fz="sm" c="dark.7" className={classes.prose}>
          {proposal.content}
        </Text>
      </Section>
      {proposal.company.introduction ? (
        <Section title={t('candidate_side.response.company_intro')}>
          <Text fz="sm" c="dark.6" className={classes.prose}>
            {proposal.company.introduction}
          </Text>
        </Section>
      ) : null}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Text fz="xs" fw={700} c="dark.4" mb={6}>
        {title}
      </Text>
      {children}
    </Paper>
  );
}

type FinalStateProps = { icon: ReactNode; color: string; title: string; body: string; children?: ReactNode };

function FinalState({ icon, color, title, body, children }: FinalStateProps) {
  return (
    <Stack align="center" ta="center" gap="md" py="xl" role="status">
      <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={1} fz={22}>
        {title}
      </Title>
      <Text c="dark.5" fz="sm" lh={1.7} style={{ wordBreak: 'keep-all' }}>
        {body}
      </Text>
      {children}
    </Stack>
  );
}
