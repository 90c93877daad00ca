import { useState } from 'react';
import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_REPLY_MAX } from '@partners/contract';
import { CharacterCounter } from '../../../components/character-counter';
import { FormActions } from '../../../components/form-actions';
import { useT } from '../../../i18n';
import { apiErrorMessage } from '../../../lib/api';
import { inPageRefusal, useSaveReply, type ReviewRef } from '../api/reviews';
import { notifySuccess } from '../../../lib/notify';
import { BrandServiceLink } from './branding-notice';

/** Spec §5: the trimmed text must be non-empty and within the maximum; whitespace only is an error. */
export function replyError(text: string): 'required' | 'too_long' | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'required';
  if (trimmed.length > REVIEW_REPLY_MAX) return 'too_long';
  return null;
}

export type ReplyEditorProps = {
  review: ReviewRef;
  initial: string;
  onClose: () => void;
};

/** Writes or edits the official reply; a failed save keeps the text and says why in place. */
export function ReplyEditor({ review, initial, onClose }: ReplyEditorProps) {
  const t = useT();
  const save = useSaveReply();
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(false);
  const isEdit = initial !== '';
  const rule = replyError(text);
  const shownRule = touched || rule === 'too_long' ? rule : null;
  const refusal = save.isPending ? null : inPageRefusal(save.error);

  const submit = () => {
    setTouched(true);
    if (rule) return;
    save.mutate(
      { review, body: text.trim() },
      {
        onSuccess: () => {
          notifySuccess(t(isEdit ? 'reviews.reply.updated_done' : 'reviews.reply.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        label={t('reviews.reply.field')}
        placeholder={t('reviews.reply.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rows={5}
        data-autofocus
        autoFocus
        error={
          shownRule === 'required'
            ? t('reviews.reply.required')
            : shownRule === 'too_long'
              ? t('reviews.reply.too_long', { max: REVIEW_REPLY_MAX })
              : null
        }
      />
      <FormActions
        size="xs"
        submitLabel={t(isEdit ? 'reviews.reply.submit_edit' : 'reviews.reply.submit_new')}
        onCancel={onClose}
        pending={save.isPending}
        start={<CharacterCounter length={text.trim().length} max={REVIEW_REPLY_MAX} />}
      />
      {refusal ? (
        <Alert color={refusal.code === 'plan.branding_required' ? 'yellow' : 'red'} variant="light" role="alert" title={t('reviews.reply.failed')}>
          <Text fz="sm">{apiErrorMessage(refusal)}</Text>
          {refusal.code === 'plan.branding_required' ? <BrandServiceLink /> : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
