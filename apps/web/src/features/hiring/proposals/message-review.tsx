import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { MessageReview } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { DdayBadge, ProposalStatusBadge } from '../components/proposal-badges';
import classes from '../hiring.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A proposal as the recruiter sent it (spec §3 message review): facts, posting, introduction, message, answer. */
export function MessageReviewBody({ message }: { message: MessageReview }) {
  const t = useT();
  const intro = message.options.included_company_introduction ? message.company.introduction : null;
  return (
    <Stack gap="md">
      <dl className={classes.facts}>
        <Fact label={t('hiring.review.status')}>
          <ProposalStatusBadge status={message.response_code} />
        </Fact>
        <Fact label={t('hiring.review.sent_at')}>{message.date}</Fact>
        <Fact label={t('hiring.review.project')}>{message.project.name}</Fact>
        <Fact label={t('hiring.review.delivered_by')}>
          {message.delivered_by ? t(`hiring.channels.${message.delivered_by}`) : t('hiring.review.not_delivered')}
        </Fact>
        {message.responded_at ? (
          <Fact label={t('hiring.review.responded_at')}>{formatDate(message.responded_at)}</Fact>
        ) : (
          <Fact label={t('hiring.review.expires_at')}>{formatDate(message.expires_at)}</Fact>
        )}
        <Fact label={t('hiring.review.job_posting')}>
          {message.job_posting ? (
            <Group gap={6} wrap="nowrap" component="span">
              <DdayBadge posting={message.job_posting} />
              <span>{message.job_posting.title}</span>
            </Group>
          ) : (
            t('hiring.review.no_job_posting')
          )}
        </Fact>
      </dl>
      {intro ? (
        <div>
          <Text fz="sm" fw={700} mb={4}>
            {t('hiring.review.company_intro')}
          </Text>
          <Text fz="sm" c="dark.5" className={classes.prose}>
            {intro}
          </Text>
        </div>
      ) : null}
      <div>
        <Text fz="sm" fw={700} mb={4}>
          {t('hiring.review.message')}
        </Text>
        <Paper bg="gray.0" p="md" radius="md">
          <Text fz="sm" c="dark.7" className={classes.prose}>
            {message.content}
          </Text>
        </Paper>
      </div>
      {message.reject ? <RejectReason reject={message.reject} respondedAt={message.responded_at} /> : null}
    </Stack>
  );
}

export function RejectReason({ reject, respondedAt }: { reject: NonNullable<MessageReview['reject']>; respondedAt: string | null }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" bg="red.0" style={{ borderColor: 'var(--mantine-color-red-2)' }}>
      <dl className={classes.facts}>
        <Fact label={t('hiring.reject.reason')}>
          <Text component="span" fw={700} fz="sm">
            {t(`hiring.reject_reasons.${reject.reason}`)}
          </Text>
        </Fact>
        <Fact label={t('hiring.reject.detail')}>
          <span className={classes.prose}>{reject.detail || t('hiring.reject.no_detail')}</span>
        </Fact>
        {respondedAt ? <Fact label={t('hiring.reject.responded_at')}>{formatDate(respondedAt)}</Fact> : null}
      </dl>
    </Paper>
  );
}
