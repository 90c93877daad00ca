import { Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { inviteBody, type BusinessRole } from '@partners/contract';
import { FormModal } from '../../components/form-modal';
import { useT } from '../../i18n';
import { handleApiError } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { showServerError } from '../../lib/contract-form';
import { useInviteOperator } from './api';
import { RoleRadios } from './operator-parts';

type InviteValues = { email: string; business_role: BusinessRole };

/** Invites an address with a role (the contract's schema checks the address); the server's refusal shows on its field. */
export function InviteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const invite = useInviteOperator();
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: { email: '', business_role: 'manager' },
    validate: {
      email: (value) => (inviteBody.shape.email.safeParse(value).success ? null : t('common.email_invalid')),
    },
  });

  const close = () => {
    form.reset();
    invite.reset();
    onClose();
  };

  const handleSubmit = form.onSubmit((values) => {
    const body = inviteBody.parse(values);
    invite.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('operators.invite_modal.done', { email: body.email }));
        close();
      },
      onError: (error) => {
        if (!showServerError(form, error, { fields: ['email'] })) handleApiError(error, { kind: 'mutation' });
      },
    });
  });

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('operators.invite_modal.title')}
      onSubmit={handleSubmit}
      submitLabel={t('operators.invite_modal.submit')}
      pending={invite.isPending}
    >
      <Text fz="sm" c="dark.4">
        {t('operators.invite_modal.body')}
      </Text>
      <TextInput
        label={t('operators.invite_modal.email')}
        placeholder={t('operators.invite_modal.email_placeholder')}
        type="email"
        autoComplete="off"
        required
        data-autofocus
        {...form.getInputProps('email')}
      />
      <RoleRadios value={form.getValues().business_role} onChange={(role) => form.setFieldValue('business_role', role)} />
    </FormModal>
  );
}
