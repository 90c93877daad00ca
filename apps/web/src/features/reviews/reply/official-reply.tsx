import { useState } from 'react';
import { Alert, Badge, Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconBuilding, IconMessageReply } from '@tabler/icons-react';
import { isBranding, type ReviewReply } from '@partners/contract';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useT } from '../../../i18n';
import { apiErrorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useConsoleSession } from '../../../lib/session';
import { inPageRefusal, useDeleteReply, type ReviewRef } from '../api/reviews';
import { notifySuccess } from '../../../lib/notify';
import { BrandServiceLink } from './branding-notice';
import { ReplyEditor } from './reply-editor';

/**
 * The official reply under a review: shown as the company's (its name; the operator's name small, for the
 * console), with 답변 작성 / 수정 / 삭제 for a company on a branding plan (spec §3 review_comments,
 * interview_comments are paid-grade); deleting asks first.
 */
export function OfficialReply({ review, reply }: { review: ReviewRef; reply: ReviewReply | null }) {
  const t = useT();
  const { user } = useConsoleSession();
  const canReply = isBranding(user.privilege_master_code);
  const remove = useDeleteReply();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deleteRefusal = remove.isPending ? null : inPageRefusal(remove.error);

  const confirmDelete = () =>
    remove.mutate(review, {
      onSuccess: () => notifySuccess(t('reviews.reply.deleted')),
      onSettled: () => setConfirming(false),
    });

  if (editing) return <ReplyEditor review={review} initial={reply?.body ?? ''} onClose={() => setEditing(false)} />;

  if (!reply) {
    return canReply ? (
      <Group>
        <Button variant="light" size="xs" leftSection={<IconMessageReply size={14} aria-hidden="true" />} onClick={() => setEditing(true)}>
          {t('reviews.reply.write')}
        </Button>
      </Group>
    ) : (
      <Group gap="xs">
        <Text fz="xs" c="dark.3">
          {t('reviews.reply.branding_short')}
        </Text>
        <BrandServiceLink />
      </Group>
    );
  }

  return (
    <Paper bg="gray.0" radius="md" p="md" role="region" aria-label={t('reviews.reply.region', { company: user.company_name })}>
      <Group justify="space-between" align="flex-start" gap="xs" mb={6}>
        <Group gap={8} align="center">
          <Badge size="sm" radius="sm" variant="filled" color="brand" leftSection={<IconBuilding size={12} aria-hidden="true" />}>
            {t('reviews.reply.label')}
          </Badge>
          <Text fw={700} fz="sm">
            {user.company_name}
          </Text>
          {reply.author_name ? (
            <Text fz="xs" c="dark.3">
              {t('reviews.reply.operator', { name: reply.author_name })}
            </Text>
          ) : null}
        </Group>
        <Text fz="xs" c="dark.3">
          {reply.updated_at !== reply.created_at
            ? t('reviews.reply.updated', { date: formatDate(reply.updated_at) })
            : t('reviews.reply.written', { date: formatDate(reply.created_at) })}
        </Text>
      </Group>
      <Box fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {reply.body}
      </Box>
      {canReply ? (
        <Group gap="xs" mt="sm" justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)}>
            {t('reviews.reply.edit')}
          </Button>
          <Button variant="subtle" color="red" size="compact-sm" onClick={() => setConfirming(true)}>
            {t('reviews.reply.delete')}
          </Button>
        </Group>
      ) : null}
      {deleteRefusal ? (
        <Alert color="red" variant="light" mt="sm" role="alert" title={t('reviews.reply.delete_failed')}>
          <Text fz="sm">{apiErrorMessage(deleteRefusal)}</Text>
          {deleteRefusal.code === 'plan.branding_required' ? <BrandServiceLink /> : null}
        </Alert>
      ) : null}
      <ConfirmDeleteModal
        opened={confirming}
        title={t('reviews.reply.delete_title')}
        confirm={t('reviews.reply.delete_confirm')}
        detail={t('reviews.reply.delete_detail')}
        submitLabel={t('reviews.reply.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
