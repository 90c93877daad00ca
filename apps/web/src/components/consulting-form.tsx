import { useEffect } from 'react';
import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailSchema, phoneSchema, type ConsultingBody } from '@partners/contract';
import { useT } from '../i18n';
import { showServerError } from '../lib/contract-form';

export type ConsultingFormValues = {
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  customer_rank: string;
  tos_privacy: boolean;
};

export type ConsultingFormProps = {
  applyOn: ConsultingBody['apply_on'];
  onSubmit: (body: ConsultingBody) => void;
  submitting: boolean;
  /** The confirm button's text; the consulting page's 상담 신청하기 by default. */
  submitLabel?: string;
  /** The failed submission: a 400 naming a field (`body.customer_email`) is shown under that field. */
  error?: unknown;
};

const FIELDS = ['customer_name', 'customer_phone', 'customer_email', 'customer_rank', 'tos_privacy'] as const;

/** Spec §5: confirm stays disabled unless name, phone, e-mail (simple pattern) and privacy consent are filled. */
export function isConsultingFormComplete(values: ConsultingFormValues): boolean {
  return (
    values.customer_name.trim() !== '' &&
    values.customer_phone.trim() !== '' &&
    emailSchema.safeParse(values.customer_email).success &&
    values.tos_privacy
  );
}

export function ConsultingForm({ applyOn, onSubmit, submitting, submitLabel, error }: ConsultingFormProps) {
  const t = useT();
  const form = useForm<ConsultingFormValues>({
    mode: 'controlled',
    initialValues: { customer_name: '', customer_phone: '', customer_email: '', customer_rank: '', tos_privacy: false },
    validate: {
      customer_name: (value) => (value.trim() ? null : t('common.required')),
      customer_phone: (value) => (phoneSchema.safeParse(value).success ? null : t('consulting.phone_invalid')),
      customer_email: (value) => (emailSchema.safeParse(value).success ? null : t('common.email_invalid')),
    },
  });

  const { setFieldError } = form;
  useEffect(() => {
    showServerError({ setFieldError }, error, { fields: FIELDS });
  }, [error, setFieldError]);

  const handleSubmit = form.onSubmit((values) => {
    if (!values.tos_privacy) return;
    onSubmit({
      customer_name: values.customer_name.trim(),
      customer_phone: values.customer_phone.trim(),
      customer_email: values.customer_email.trim(),
      customer_rank: values.customer_rank.trim(),
      apply_on: applyOn,
      tos_privacy: true,
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput label={t('consulting.name')} required autoComplete="name" maxLength={50} {...form.getInputProps('customer_name')} />
        <TextInput
          label={t('consulting.phone')}
          required
          type="tel"
          autoComplete="tel"
          placeholder={t('consulting.phone_placeholder')}
          {...form.getInputProps('customer_phone')}
        />
        <TextInput label={t('consulting.email')} required type="email" autoComplete="email" {...form.getInputProps('customer_email')} />
        <TextInput label={t('consulting.rank')} autoComplete="organization-title" maxLength={50} {...form.getInputProps('customer_rank')} />
        <div>
          <Checkbox label={t('consulting.privacy')} {...form.getInputProps('tos_privacy', { type: 'checkbox' })} />
          <Text fz="xs" c="dark.4" mt={6} ml={32}>
            {t('consulting.privacy_detail')}
          </Text>
        </div>
        <Button type="submit" size="md" disabled={!isConsultingFormComplete(form.getValues())} loading={submitting}>
          {submitLabel ?? t('consulting.submit')}
        </Button>
      </Stack>
    </form>
  );
}
