/**
 * Operator management calls (spec §2 operator_managements; decision 0019). Every change answers the whole
 * list as it is afterwards, which replaces the cached one; a change that may end the configuration gate
 * (a first role) or the viewer's own standing also refetches the console user, so the gate follows.
 * Failures go to the shared API error rules unless a screen says otherwise: `step_up_required` there sends
 * the operator to the one-time-password page and back.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessRole, EndpointResult, InvitationAcceptBody, InviteBody } from '@partners/contract';
import { call, isApiError } from '../../lib/api';
import { consoleInfoKey } from '../../lib/session';

export const operatorKeys = {
  list: ['operators', 'list'] as const,
  invitation: (token: string) => ['operators', 'invitation', token] as const,
};

type ListResponse = EndpointResult<'operators.list'>;

export function useOperators() {
  return useQuery({
    queryKey: operatorKeys.list,
    queryFn: ({ signal }) => call('operators.list', { signal }),
    select: (response) => response.data,
  });
}

/** Replaces the cached list with the one a change answered, and refetches the console user when the gate may have moved. */
function useApplyList() {
  const queryClient = useQueryClient();
  return (response: ListResponse, refreshSession: boolean) => {
    queryClient.setQueryData(operatorKeys.list, response);
    if (refreshSession) void queryClient.invalidateQueries({ queryKey: consoleInfoKey });
  };
}

export function useInviteOperator() {
  const apply = useApplyList();
  return useMutation({
    mutationFn: (body: InviteBody) => call('operators.invite', { body }),
    // The form shows field errors beside the field and hands the rest to the shared rules.
    meta: { silent: true },
    onSuccess: (response) => apply(response, false),
  });
}

export type RoleChange = { userId: number; role: BusinessRole };

/** A first role may end the configuration gate; the viewer's own role changes their menus: the session follows. */
export function useChangeRole() {
  const apply = useApplyList();
  return useMutation({
    mutationFn: ({ userId, role }: RoleChange) => call('operators.updateRole', { params: { id: userId }, body: { business_role: role } }),
    onSuccess: (response) => apply(response, true),
  });
}

export function useApproveOperator() {
  const apply = useApplyList();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: BusinessRole }) =>
      call('operators.approve', { params: { id: userId }, body: { business_role: role } }),
    onSuccess: (response) => apply(response, true),
  });
}

export function useRemoveOperator() {
  const apply = useApplyList();
  return useMutation({
    mutationFn: (userId: number) => call('operators.remove', { params: { id: userId } }),
    onSuccess: (response) => apply(response, true),
  });
}

export function useResendInvitation() {
  const apply = useApplyList();
  return useMutation({
    mutationFn: (id: number) => call('invitations.resend', { params: { id } }),
    onSuccess: (response) => apply(response, false),
  });
}

export function useRevokeInvitation() {
  const apply = useApplyList();
  return useMutation({
    mutationFn: (id: number) => call('invitations.revoke', { params: { id } }),
    onSuccess: (response) => apply(response, false),
  });
}

// ---------------------------------------------------------------- the invitee's page (public)

/** 4xx answers are the link's state (expired, used, …): final. Network failures and 5xx are retried. */
function retryTransient(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: operatorKeys.invitation(token),
    queryFn: ({ signal }) => call('invitations.show', { params: { token }, signal }),
    select: (response) => response.data.invitation,
    retry: retryTransient,
    // The page explains every state of the link itself.
    meta: { silent: true },
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (body: InvitationAcceptBody) => call('invitations.accept', { params: { token }, body }),
    meta: { silent: true },
  });
}
