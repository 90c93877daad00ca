import './operators-styles';
import { useState } from 'react';
import { Alert, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHistory, IconInfoCircle, IconShieldLock, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PAGES, type InvitationRow, type OperatorRow } from '@partners/contract';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { PageHeader } from '../../components/page-header';
import { FailedPanel, StatePanel, TableSkeleton } from '../../components/state-panel';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { useConsoleSession } from '../../lib/session';
import { useStepUpFirst } from '../../lib/step-up-first';
import { useApproveOperator, useChangeRole, useOperators, useRemoveOperator, useResendInvitation, useRevokeInvitation } from './api';
import { ApproveModal } from './approve-modal';
import { InviteModal } from './invite-modal';
import { useRoleLabel } from './operator-parts';
import { OperatorsTable, type OperatorAction } from './operators-table';

/**
 * Spec §5: while an operator has no role the company is blocked everywhere but here; once the last one
 * gets a role, the notice turns into the way back to the console.
 */
function ConfigurationNotice({ configured }: { configured: boolean }) {
  const t = useT();
  const [wasBlocked] = useState(!configured);
  if (!configured) {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        title={t('operators.notice.not_configured_title')}
        role="alert"
      >
        {t('operators.notice.not_configured')}
      </Alert>
    );
  }
  if (!wasBlocked) return null;
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={20} aria-hidden="true" />}
      title={t('operators.notice.configured_title')}
      role="status"
    >
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{t('operators.notice.configured')}</Text>
        <Button component={Link} to={PAGES.reputationManagement.path} size="xs" color="teal">
          {t('common.go_home')}
        </Button>
      </Group>
    </Alert>
  );
}

/** /partners/operator_managements: the company's operators and invitations (spec §2, §5, §6; decision 0019). */
export function OperatorsPage() {
  const t = useT();
  usePageTitle('operator_managements');
  const session = useConsoleSession();
  const operators = useOperators();
  const roleLabel = useRoleLabel();
  const changeRole = useChangeRole();
  const approve = useApproveOperator();
  const remove = useRemoveOperator();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [inviting, setInviting] = useState(false);
  const [approving, setApproving] = useState<OperatorRow | null>(null);
  const [removing, setRemoving] = useState<OperatorRow | null>(null);
  const [revoking, setRevoking] = useState<InvitationRow | null>(null);
  const canManage = operators.data?.can_manage ?? false;
  // Inviting and approving grant access (decision 0027): the step-up comes before the form, not after it.
  const stepUpFirst = useStepUpFirst();
  const handleInvite = async () => {
    if (await stepUpFirst()) setInviting(true);
  };

  const handleAction = (action: OperatorAction) => {
    switch (action.kind) {
      case 'role':
        changeRole.mutate(
          { userId: action.operator.user_id, role: action.role },
          { onSuccess: () => notifySuccess(t('operators.role_done', { name: action.operator.name, role: roleLabel(action.role) })) },
        );
        return;
      case 'approve':
        void stepUpFirst().then((isSteppedUp) => isSteppedUp && setApproving(action.operator));
        return;
      case 'remove':
        setRemoving(action.operator);
        return;
      case 'resend':
        resend.mutate(action.invitation.id, { onSuccess: () => notifySuccess(t('operators.resend_done', { email: action.invitation.email })) });
        return;
      case 'revoke':
        setRevoking(action.invitation);
        return;
    }
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageHeader
          title={t('operators.title')}
          description={t('operators.intro')}
          actions={
            canManage ? (
              <Group gap="sm">
                {/* The audit log is behind the configuration gate: offered once the company is configured. */}
                {session.user.is_configured ? (
                  <Button component={Link} to={PAGES.auditLog.path} variant="default" leftSection={<IconHistory size={18} aria-hidden="true" />}>
                    {t('operators.audit_log')}
                  </Button>
                ) : null}
                <Button leftSection={<IconUserPlus size={18} aria-hidden="true" />} onClick={() => void handleInvite()}>
                  {t('operators.invite')}
                </Button>
              </Group>
            ) : null
          }
        />
        <ConfigurationNotice configured={session.user.is_configured} />
        {operators.data && !canManage ? (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
            {t('operators.notice.manager_only')}
          </Alert>
        ) : null}

        {operators.isPending ? (
          <TableSkeleton columns={[90, 200, 120, 80, 140]} label={t('operators.table.loading')} />
        ) : operators.isError ? (
          <FailedPanel
            title={t('operators.table.failed_title')}
            description={t('operators.table.failed_body')}
            onRetry={() => void operators.refetch()}
          />
        ) : operators.data.operators.length + operators.data.invitations.length === 0 ? (
          <StatePanel
            icon={<IconUsers size={28} aria-hidden="true" />}
            title={t('operators.table.empty_title')}
            description={t('operators.table.empty_body')}
          />
        ) : (
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" mb="sm" gap="sm">
              <Text fz="sm" c="dark.5">
                {t('operators.table.summary', {
                  operators: formatNumber(operators.data.operators.length),
                  invitations: formatNumber(operators.data.invitations.filter((i) => !i.is_expired).length),
                })}
              </Text>
              {canManage ? (
                <Group gap={6} c="dark.4">
                  <IconShieldLock size={16} aria-hidden="true" />
                  <Text fz="sm">{t('operators.notice.step_up')}</Text>
                </Group>
              ) : null}
            </Group>
            <OperatorsTable
              list={operators.data}
              changingRoleOf={changeRole.isPending ? changeRole.variables.userId : null}
              onAction={handleAction}
            />
          </Paper>
        )}
      </Stack>

      <InviteModal opened={inviting} onClose={() => setInviting(false)} />
      <ApproveModal
        operator={approving}
        pending={approve.isPending}
        onClose={() => setApproving(null)}
        onApprove={(operator, role) =>
          approve.mutate(
            { userId: operator.user_id, role },
            {
              onSuccess: () => {
                setApproving(null);
                notifySuccess(t('operators.approve.done', { name: operator.name }));
              },
            },
          )
        }
      />
      <ConfirmDeleteModal
        opened={removing !== null}
        title={t('operators.remove.title')}
        confirm={t('operators.remove.confirm', { name: removing?.name ?? '' })}
        detail={t('operators.remove.detail')}
        submitLabel={t('operators.remove.submit')}
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const { user_id: userId, name } = removing;
          remove.mutate(userId, {
            onSuccess: () => notifySuccess(t('operators.remove.done', { name })),
            onSettled: () => setRemoving(null),
          });
        }}
      />
      <ConfirmDeleteModal
        opened={revoking !== null}
        title={t('operators.revoke.title')}
        confirm={t('operators.revoke.confirm', { email: revoking?.email ?? '' })}
        detail={t('operators.revoke.detail')}
        submitLabel={t('operators.revoke.submit')}
        pending={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => notifySuccess(t('operators.revoke.done')),
            onSettled: () => setRevoking(null),
          });
        }}
      />
    </Container>
  );
}
