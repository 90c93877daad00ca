import { ActionIcon, Badge, Button, Group, Menu, NativeSelect, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconMailForward, IconTrash, IconX } from '@tabler/icons-react';
import { BUSINESS_ROLES, type BusinessRole, type InvitationRow, type OperatorList, type OperatorRow } from '@partners/contract';
import { useT } from '../../i18n';
import { formatDate, formatDateTime } from '../../lib/format';
import { InvitationStatus, OperatorStatusBadge, useRoleLabel } from './operator-parts';
import { RowMenu } from '../../components/row-menu';

export type OperatorAction =
  | { kind: 'role'; operator: OperatorRow; role: BusinessRole }
  | { kind: 'approve' | 'remove'; operator: OperatorRow }
  | { kind: 'resend' | 'revoke'; invitation: InvitationRow };

type Props = {
  list: OperatorList;
  /** The operator whose role is being changed (its select waits). */
  changingRoleOf: number | null;
  onAction: (action: OperatorAction) => void;
};

/** Operators and open invitations in one table; admins change roles in place and act from each row's menu. */
export function OperatorsTable({ list, changingRoleOf, onAction }: Props) {
  const t = useT();
  const manage = list.can_manage;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('operators.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('operators.table.name')}</Table.Th>
            <Table.Th>{t('operators.table.email')}</Table.Th>
            <Table.Th w={170}>{t('operators.table.role')}</Table.Th>
            <Table.Th w={170}>{t('operators.table.status')}</Table.Th>
            <Table.Th w={160}>{t('operators.table.last_visit')}</Table.Th>
            {manage ? (
              <Table.Th w={120}>
                <VisuallyHidden>{t('operators.table.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.operators.map((operator) => (
            <OperatorTr
              key={`u${operator.user_id}`}
              operator={operator}
              manage={manage}
              changing={changingRoleOf === operator.user_id}
              onAction={onAction}
            />
          ))}
          {list.invitations.map((invitation) => (
            <InvitationTr key={`i${invitation.id}`} invitation={invitation} manage={manage} onAction={onAction} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RoleCell({
  operator,
  manage,
  changing,
  onAction,
}: {
  operator: OperatorRow;
  manage: boolean;
  changing: boolean;
  onAction: Props['onAction'];
}) {
  const t = useT();
  const roleLabel = useRoleLabel();
  // Waiting operators get their role with the approval.
  if (!manage || operator.status === 'awaiting_approval') {
    return (
      <Text fz="sm" c={operator.business_role ? 'dark.7' : 'orange.9'}>
        {roleLabel(operator.business_role)}
      </Text>
    );
  }
  return (
    <NativeSelect
      size="xs"
      w={140}
      aria-label={t('operators.table.role_select', { name: operator.name })}
      data={[
        ...(operator.business_role === null ? [{ value: '', label: t('operators.table.role_placeholder'), disabled: true }] : []),
        ...BUSINESS_ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
      ]}
      value={operator.business_role ?? ''}
      disabled={changing}
      error={operator.business_role === null}
      onChange={(event) => {
        const value = event.currentTarget.value as BusinessRole;
        if (value !== operator.business_role) onAction({ kind: 'role', operator, role: value });
      }}
    />
  );
}

function OperatorTr({
  operator,
  manage,
  changing,
  onAction,
}: {
  operator: OperatorRow;
  manage: boolean;
  changing: boolean;
  onAction: Props['onAction'];
}) {
  const t = useT();
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text fz="sm" fw={600}>
            {operator.name}
          </Text>
          {operator.is_me ? (
            <Badge size="xs" variant="outline" color="gray" radius="sm">
              {t('operators.table.me')}
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{operator.email}</Text>
      </Table.Td>
      <Table.Td>
        <RoleCell operator={operator} manage={manage} changing={changing} onAction={onAction} />
      </Table.Td>
      <Table.Td>
        <OperatorStatusBadge operator={operator} />
      </Table.Td>
      <Table.Td>
        <Text fz="sm" c={operator.last_visit_at ? 'dark.7' : 'dark.3'}>
          {operator.last_visit_at ? formatDateTime(operator.last_visit_at) : t('operators.table.never_visited')}
        </Text>
      </Table.Td>
      {manage ? (
        <Table.Td>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {operator.status === 'awaiting_approval' ? (
              <Button size="compact-sm" onClick={() => onAction({ kind: 'approve', operator })}>
                {t('operators.actions.approve')}
              </Button>
            ) : null}
            {operator.is_me ? null : (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('operators.table.remove_label', { name: operator.name })}
                onClick={() => onAction({ kind: 'remove', operator })}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            )}
          </Group>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

function InvitationTr({ invitation, manage, onAction }: { invitation: InvitationRow; manage: boolean; onAction: Props['onAction'] }) {
  const t = useT();
  const roleLabel = useRoleLabel();
  return (
    <Table.Tr>
      <Table.Td>
        <Text fz="sm" c="dark.3">
          {t('operators.table.not_joined')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{invitation.email}</Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{roleLabel(invitation.business_role)}</Text>
      </Table.Td>
      <Table.Td>
        <InvitationStatus invitation={invitation} />
      </Table.Td>
      <Table.Td>
        <Text fz="sm" c="dark.4">
          {t('operators.table.invited_on', { date: formatDate(invitation.invited_at) })}
        </Text>
      </Table.Td>
      {manage ? (
        <Table.Td>
          <Group justify="flex-end">
            <RowMenu label={t('operators.table.menu', { name: invitation.email })} width={200}>
              <Menu.Item leftSection={<IconMailForward size={16} aria-hidden="true" />} onClick={() => onAction({ kind: 'resend', invitation })}>
                {t('operators.actions.resend')}
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconX size={16} aria-hidden="true" />} onClick={() => onAction({ kind: 'revoke', invitation })}>
                {t('operators.actions.revoke')}
              </Menu.Item>
            </RowMenu>
          </Group>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}
