import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { BusinessRole, OperatorRow } from '@partners/contract';
import { Modal } from '../../components/modal';
import { FormActions, SubmitForm } from '../../components/form-actions';
import { useT } from '../../i18n';
import { RoleRadios } from './operator-parts';

type Props = {
  operator: OperatorRow | null;
  pending: boolean;
  onApprove: (operator: OperatorRow, role: BusinessRole) => void;
  onClose: () => void;
};

/** Approves an operator waiting for approval with the role they get (the one they asked with, by default). */
export function ApproveModal({ operator, pending, onApprove, onClose }: Props) {
  const t = useT();
  return (
    <Modal opened={operator !== null} onClose={onClose} title={t('operators.approve.title')} centered size="md">
      {operator ? <ApproveForm key={operator.user_id} operator={operator} pending={pending} onApprove={onApprove} onClose={onClose} /> : null}
    </Modal>
  );
}

function ApproveForm({ operator, pending, onApprove, onClose }: Props & { operator: OperatorRow }) {
  const t = useT();
  const [role, setRole] = useState<BusinessRole>(operator.business_role ?? 'manager');
  return (
    <SubmitForm onSubmit={() => onApprove(operator, role)}>
      <Stack gap="md">
        <Text fz="sm">{t('operators.approve.body', { name: operator.name, email: operator.email })}</Text>
        <RoleRadios value={role} onChange={setRole} />
        <FormActions submitLabel={t('operators.approve.submit')} onCancel={onClose} pending={pending} autoFocus="submit" />
      </Stack>
    </SubmitForm>
  );
}
