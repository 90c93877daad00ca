import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { REJECT_DETAIL_MAX, REJECT_REASONS, type RejectReason } from '@partners/contract';
import { useT } from '../../i18n';

export type RejectFormProps = {
  company: string;
  isPending: boolean;
  onSubmit: (reason: RejectReason, detail: string) => void;
  onBack: () => void;
};

function isRejectReason(value: string): value is RejectReason {
  return (REJECT_REASONS as readonly string[]).includes(value);
}

/** The seeker's reason for declining (required) and a few optional words (at most 300 characters). */
export function RejectForm({ company, isPending, onSubmit, onBack }: RejectFormProps) {
  const t = useT();
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '', detail: '' },
    validate: {
      reason: (value) => (isRejectReason(value) ? null : t('candidate_side.response.reason_required')),
      detail: (value) => (value.trim().length > REJECT_DETAIL_MAX ? t('candidate_side.response.detail_too_long', { max: REJECT_DETAIL_MAX }) : null),
    },
  });
  const { detail } = form.getValues();

  const handleSubmit = form.onSubmit(({ reason, detail: words }) => {
    if (isRejectReason(reason)) onSubmit(reason, words.trim());
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <div>
          <Text fw={700} fz="lg">
            {t('candidate_side.response.reject_title')}
          </Text>
          <Text fz="sm" c="dark.4">
            {t('candidate_side.response.reject_hint', { company })}
          </Text>
        </div>
        <Radio.Group label={t('candidate_side.response.reasons_label')} withAsterisk {...form.getInputProps('reason')}>
          <Stack gap="sm" mt="xs">
            {REJECT_REASONS.map((reason) => (
              <Radio key={reason} value={reason} label={t(`candidate_side.response.reasons.${reason}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <div>
          <Textarea
            label={t('candidate_side.response.detail_label')}
            placeholder={t('candidate_side.response.detail_placeholder')}
            rows={3}
            resize="vertical"
            {...form.getInputProps('detail')}
          />
          <Group justify="flex-end" mt={4}>
            <Text fz="xs" c={detail.length > REJECT_DETAIL_MAX ? 'red.7' : 'dark.3'} aria-live="polite">
              {detail.length}/{REJECT_DETAIL_MAX}
            </Text>
          </Group>
        </div>
        <Group grow gap="sm">
          <Button variant="default" size="md" onClick={onBack}>
            {t('candidate_side.response.back')}
          </Button>
          <Button type="submit" color="red" size="md" loading={isPending}>
            {t('candidate_side.response.reject_submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
