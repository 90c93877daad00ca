import { useState } from 'react';
import { Button, Group, Paper, Text, Textarea, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { APPLICANT_NOTE_MAX, type ApplicantDetail } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useSaveNote } from '../api/applicants';
import { notifySuccess } from '../../../lib/notify';

/** 메모: private to the company's operators; a counter against APPLICANT_NOTE_MAX, the last editor and time. */
export function ApplicantNote({ applicant }: { applicant: ApplicantDetail }) {
  const t = useT();
  const [draft, setDraft] = useState(applicant.note);
  const save = useSaveNote(applicant.id);
  const length = draft.trim().length;
  const tooLong = length > APPLICANT_NOTE_MAX;
  const unchanged = draft.trim() === applicant.note;

  return (
    <Paper component="section" withBorder radius="md" p="lg" bg="yellow.0" aria-labelledby={`note-${applicant.id}`}>
      <Group justify="space-between" align="baseline" mb={4}>
        <Title order={3} fz={16} id={`note-${applicant.id}`}>
          {t('applicants.note.title')}
        </Title>
        <Text fz="xs" c="dark.4">
          {applicant.note_updated_at && applicant.note_updated_by
            ? t('applicants.note.edited', { name: applicant.note_updated_by, date: formatDateTime(applicant.note_updated_at) })
            : t('applicants.note.never')}
        </Text>
      </Group>
      <Group gap={4} mb="sm">
        <IconLock size={13} aria-hidden="true" color="var(--mantine-color-dark-3)" />
        <Text fz="xs" c="dark.4">
          {t('applicants.note.private')}
        </Text>
      </Group>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (tooLong || unchanged) return;
          save.mutate(draft.trim(), { onSuccess: () => notifySuccess(t('applicants.note.saved')) });
        }}
      >
        <Textarea
          label={t('applicants.note.label')}
          styles={{ label: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } }}
          placeholder={t('applicants.note.placeholder')}
          rows={5}
          resize="vertical"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={tooLong ? t('applicants.note.too_long', { max: formatNumber(APPLICANT_NOTE_MAX) }) : undefined}
        />
        <Group justify="space-between" mt="xs">
          <Text fz="xs" c={tooLong ? 'red.7' : 'dark.3'} aria-live="polite">
            {t('applicants.note.counter', { length: formatNumber(length), max: formatNumber(APPLICANT_NOTE_MAX) })}
          </Text>
          <Button type="submit" size="xs" disabled={tooLong || unchanged} loading={save.isPending}>
            {t('applicants.note.save')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
