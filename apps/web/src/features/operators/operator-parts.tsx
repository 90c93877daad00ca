import { Badge, Radio, Stack, Text } from '@mantine/core';
import { BUSINESS_ROLES, type BusinessRole, type InvitationRow, type OperatorRow } from '@partners/contract';
import { useT } from '../../i18n';
import { formatDate, formatDateTime } from '../../lib/format';

/** Spec §6: admin is shown as 최고 운영자, otherwise 매니저; an operator never given a role as 역할 미지정. */
export function useRoleLabel() {
  const t = useT();
  return (role: BusinessRole | null) => t(`operators.role.${role ?? 'none'}`);
}

export function OperatorStatusBadge({ operator }: { operator: OperatorRow }) {
  const t = useT();
  if (operator.status === 'awaiting_approval') {
    return (
      <Badge variant="light" color="yellow" c="yellow.9" radius="sm">
        {t('operators.status.awaiting_approval')}
      </Badge>
    );
  }
  if (operator.business_role === null) {
    return (
      <Badge variant="light" color="orange" c="orange.9" radius="sm">
        {t('operators.status.no_role')}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color="teal" radius="sm">
      {t('operators.status.active')}
    </Badge>
  );
}

/** 초대 중 with the day the link stops working, or 초대 만료 with the day it did. */
export function InvitationStatus({ invitation }: { invitation: InvitationRow }) {
  const t = useT();
  // An open link's last minute matters (one may expire today); an expired one's day is enough.
  const date = invitation.is_expired ? formatDate(invitation.expires_at) : formatDateTime(invitation.expires_at);
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={invitation.is_expired ? 'gray' : 'blue'} radius="sm">
        {t(invitation.is_expired ? 'operators.status.invite_expired' : 'operators.status.invited')}
      </Badge>
      <Text fz="xs" c={invitation.is_expired ? 'red.8' : 'dark.4'}>
        {t(invitation.is_expired ? 'operators.table.expired_on' : 'operators.table.expires_on', { date })}
      </Text>
    </Stack>
  );
}

/** The two roles with what each may do, for the invitation and the approval. */
export function RoleRadios({ value, onChange }: { value: BusinessRole; onChange: (role: BusinessRole) => void }) {
  const t = useT();
  return (
    <Radio.Group label={t('operators.invite_modal.role')} value={value} onChange={onChange} required>
      <Stack gap="sm" mt={6}>
        {BUSINESS_ROLES.map((role) => (
          <Radio key={role} value={role} label={t(`operators.role.${role}`)} description={t(`operators.role.${role}_detail`)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
