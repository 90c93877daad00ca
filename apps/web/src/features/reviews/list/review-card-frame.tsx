import type { ReactNode } from 'react';
import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReviewReply } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import offscreen from '../../../components/offscreen-item.module.css';
import type { ReviewRef } from '../api/reviews';
import { OfficialReply } from '../reply/official-reply';
import { ReportButton } from '../report/report-button';

export type ReviewCardFrameProps = {
  review: ReviewRef;
  /** The rating the card leads with (overall, difficulty, the benefit's rating). */
  lead: ReactNode;
  /** 현직원/전직원, 합격, the benefit: short facts beside the occupation. */
  badges?: ReactNode;
  occupation: string | null;
  writtenAt: string;
  title: string | null;
  reply: ReviewReply | null;
  reported: boolean;
  children: ReactNode;
};

/** What every review card shows: its facts and 신고 on top, the review, then the official reply. */
export function ReviewCardFrame({ review, lead, badges, occupation, writtenAt, title, reply, reported, children }: ReviewCardFrameProps) {
  const t = useT();
  const titleId = `review-${review.kind}-${review.id}`;
  return (
    <Paper component="article" withBorder radius="md" p="lg" className={offscreen.item} aria-labelledby={title ? titleId : undefined}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs" align="center">
            {lead}
            {badges}
            <Text fz="sm" c="dark.4">
              {occupation ?? t('reviews.card.occupation_none')}
            </Text>
            <Text fz="sm" c="dark.3">
              {t('reviews.card.written_on', { date: formatDate(writtenAt) })}
            </Text>
          </Group>
          <ReportButton review={review} reported={reported} />
        </Group>
        {title ? (
          <Title order={3} fz="md" id={titleId}>
            {title}
          </Title>
        ) : null}
        {children}
        <Divider />
        <OfficialReply review={review} reply={reply} />
      </Stack>
    </Paper>
  );
}

/** A labelled block of review text (장점, 단점, 면접 질문); line breaks kept. */
export function ReviewSection({ label, text, color }: { label: string; text: string; color?: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" fw={700} c={color ?? 'dark.5'}>
        {label}
      </Text>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {text}
      </Text>
    </Stack>
  );
}

export function FactBadge({ children, color = 'gray' }: { children: ReactNode; color?: string }) {
  return (
    <Badge size="sm" radius="sm" variant="light" color={color}>
      {children}
    </Badge>
  );
}
