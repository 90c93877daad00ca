import { useRef, useState } from 'react';
import { Alert, Checkbox, Group, NativeSelect, Paper, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PROPOSAL_MESSAGE_MAX, messageRequestBody } from '@partners/contract';
import { Modal } from '../../../components/modal';
import { FormActions } from '../../../components/form-actions';
import { ModalFailure } from '../../../components/modal-failure';
import { useT, type TFunction } from '../../../i18n';
import { ApiError, apiErrorMessage, handleApiError } from '../../../lib/api';
import { useJobPostings, useSendProposal, type ProposalDraft } from '../api/proposals';
import { CharacterCounter } from '../../../components/character-counter';
import { seekerSummary } from '../seeker-labels';
import { ProjectPicker } from './project-picker';
import { ProposalNotice } from './proposal-notice';
import type { SentProposal } from './position-completed-modal';

export type ProposalSeeker = {
  /** The seeker's enc. */
  user_id: string;
  masked_name: string;
  years_of_experience: number;
  occupation_name: string;
};

export type MessageRequestModalProps = {
  /** Whom to propose to; null keeps the modal closed. */
  seeker: ProposalSeeker | null;
  /** The project chosen beforehand (a candidate list's own project). */
  defaultProjectId?: number;
  onClose: () => void;
  onSent: (sent: SentProposal) => void;
};

/** 포지션 제안 (spec §3 message request), written after the résumé was reviewed. */
export function MessageRequestModal({ seeker, defaultProjectId, onClose, onSent }: MessageRequestModalProps) {
  const t = useT();
  return (
    <Modal opened={seeker !== null} onClose={onClose} title={t('hiring.request.title')} centered size="lg">
      {seeker ? <MessageRequestForm seeker={seeker} defaultProjectId={defaultProjectId} onClose={onClose} onSent={onSent} /> : null}
    </Modal>
  );
}

const messageContent = messageRequestBody.shape.message.shape.content;

function messageError(value: string, t: TFunction): string | null {
  if (messageContent.safeParse(value).success) return null;
  return value.trim() === '' ? t('hiring.request.message_required') : t('hiring.request.message_too_long', { max: PROPOSAL_MESSAGE_MAX });
}

/** Failures the form explains itself, with the server's Korean message: 409 an open proposal, 429 the daily limit. */
const FORM_ERROR_STATUSES = [400, 409, 429];

/**
 * The request_id of a draft: the same draft sent twice (a double click, a retry after a lost answer)
 * carries the same id, so the server sends one proposal; a changed draft gets a new id.
 */
function useRequestId() {
  const last = useRef<{ draft: string; id: string } | null>(null);
  return (draft: Omit<ProposalDraft, 'request_id'>): string => {
    const key = JSON.stringify(draft);
    if (last.current?.draft !== key) last.current = { draft: key, id: crypto.randomUUID() };
    return last.current.id;
  };
}

type FormProps = Omit<MessageRequestModalProps, 'seeker'> & { seeker: ProposalSeeker };

function MessageRequestForm({ seeker, defaultProjectId, onClose, onSent }: FormProps) {
  const t = useT();
  const send = useSendProposal();
  const requestIdFor = useRequestId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      projectId: defaultProjectId ? String(defaultProjectId) : '',
      jobPostingId: '',
      content: '',
      includeIntroduction: true,
    },
    validate: {
      projectId: (value) => (value ? null : t('hiring.request.project_required')),
      content: (value) => messageError(value, t),
    },
  });
  const values = form.getValues();

  const handleSubmit = form.onSubmit((submitted) => {
    if (send.isPending) return;
    setFormError(null);
    const draft = {
      user_id: seeker.user_id,
      project_id: Number(submitted.projectId),
      job_posting_id: submitted.jobPostingId ? Number(submitted.jobPostingId) : null,
      content: submitted.content.trim(),
      included_company_introduction: submitted.includeIntroduction,
    };
    send.mutate(
      { ...draft, request_id: requestIdFor(draft) },
      {
        onSuccess: () => {
          onSent({ projectId: draft.project_id, seekerName: seeker.masked_name });
          onClose();
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
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm" bg="gray.0" aria-label={t('hiring.request.seeker')}>
          <Text fz="xs" c="dark.4">
            {t('hiring.request.seeker')}
          </Text>
          <Text fw={700}>{seeker.masked_name}</Text>
          <Text fz="sm" c="dark.5">
            {seekerSummary(seeker, t)}
          </Text>
        </Paper>
        <ProjectPicker
          value={values.projectId}
          onChange={(projectId) => form.setFieldValue('projectId', projectId)}
          error={typeof form.errors.projectId === 'string' ? form.errors.projectId : null}
        />
        <JobPostingPicker value={values.jobPostingId} onChange={(id) => form.setFieldValue('jobPostingId', id)} />
        <div>
          <Textarea
            label={t('hiring.request.message_label')}
            placeholder={t('hiring.request.message_placeholder')}
            withAsterisk
            rows={6}
            resize="vertical"
            {...form.getInputProps('content')}
          />
          <Group justify="flex-end" mt={4}>
            <CharacterCounter length={values.content.length} max={PROPOSAL_MESSAGE_MAX} />
          </Group>
        </div>
        <Checkbox label={t('hiring.request.include_intro')} {...form.getInputProps('includeIntroduction', { type: 'checkbox' })} />
        <ProposalNotice />
        {formError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            title={t('hiring.request.failed')}
            role="alert"
          >
            {formError}
          </Alert>
        ) : null}
        <ModalFailure />
        <FormActions submitLabel={t('hiring.request.submit')} onCancel={onClose} pending={send.isPending} />
      </Stack>
    </form>
  );
}

function JobPostingPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const t = useT();
  const postings = useJobPostings();
  if (postings.isPending) return <Skeleton h={60} />;
  if (postings.isError || postings.data.length === 0) {
    return (
      <div>
        <Text fz="sm" fw={500}>
          {t('hiring.request.job_posting_label')}
        </Text>
        <Text fz="sm" c="dark.4">
          {t('hiring.request.no_job_postings')}
        </Text>
      </div>
    );
  }
  return (
    <NativeSelect
      label={t('hiring.request.job_posting_label')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: t('hiring.request.job_posting_none') },
        ...postings.data.map((posting) => ({
          value: String(posting.id),
          label: t('hiring.request.job_posting_option', { dday: posting.dday, title: posting.title }),
        })),
      ]}
    />
  );
}
