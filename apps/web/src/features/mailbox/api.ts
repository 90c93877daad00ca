/**
 * The demo mailbox (demo mode only; otherwise the server answers 404 and the page says so). It refreshes
 * itself as the worker records new mails and codes.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MailboxKind } from '@partners/contract';
import { call, isApiError } from '../../lib/api';

export type MailboxParams = { page: number; kind: MailboxKind; to?: string | undefined };

export const mailboxKeys = {
  all: ['demo', 'mailbox'] as const,
  list: (params: MailboxParams) => ['demo', 'mailbox', params] as const,
};

export function useMailbox(params: MailboxParams) {
  return useQuery({
    queryKey: mailboxKeys.list(params),
    queryFn: ({ signal }) => call('demo.mailbox', { query: params, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    // 4xx answers are final (404 outside demo mode); network failures and 5xx are retried.
    retry: (failureCount, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
    refetchInterval: 5_000,
    staleTime: 0,
    meta: { silent: true },
  });
}
