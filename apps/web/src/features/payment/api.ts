/**
 * Payment management calls (spec §2 payment_managements; decision 0021). A checkout answers a pending
 * payment: the screen follows it (its receipt call) until the provider's webhook has settled it, then
 * the summary (ticket balance) and the history are fetched again.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutBody, PlanChangeBody } from '@partners/contract';
import { call } from '../../lib/api';

export const paymentKeys = {
  all: ['payment'] as const,
  summary: ['payment', 'summary'] as const,
  products: ['payment', 'products'] as const,
  history: (page: number) => ['payment', 'history', page] as const,
  receipt: (id: number) => ['payment', 'receipt', id] as const,
};

/** How often a pending payment is looked at, and for how long before the screen says it is taking long. */
export const SETTLE_POLL_MS = 1_000;
export const SETTLE_PATIENCE_MS = 30_000;

export function usePaymentSummary() {
  return useQuery({
    queryKey: paymentKeys.summary,
    queryFn: ({ signal }) => call('payment.summary', { signal }),
    select: (response) => response.data,
  });
}

export function usePaymentProducts(enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.products,
    queryFn: ({ signal }) => call('payment.products', { signal }),
    select: (response) => response.data,
    enabled,
  });
}

export function usePaymentHistory(page: number) {
  return useQuery({
    queryKey: paymentKeys.history(page),
    queryFn: ({ signal }) => call('payment.history', { query: { page }, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

/** One payment with its buyer; `follow` polls it while it is pending (after a checkout). */
export function usePaymentReceipt(id: number | null, { follow = false }: { follow?: boolean } = {}) {
  return useQuery({
    queryKey: paymentKeys.receipt(id ?? 0),
    queryFn: ({ signal }) => call('payment.receipt', { params: { id: id ?? 0 }, signal }),
    select: (response) => response.data,
    enabled: id !== null,
    refetchInterval: (query) => (follow && query.state.data?.data.payment.status === 'pending' ? SETTLE_POLL_MS : false),
    // Another company's or a missing receipt: the page says so itself.
    meta: { inPageStatuses: [404] },
  });
}

export function useCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutBody) => call('payment.checkout', { body }),
  });
}

/** Once a payment settled: the balance and the history change. */
export function useRefreshPayments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: paymentKeys.all });
}

export function useRequestPlanChange() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (body: PlanChangeBody) => call('planChange.create', { body }),
    // The modal shows the plan rules' refusals; step_up_required (403) goes to the shared handling.
    meta: { inPageStatuses: [400, 409] },
    onSuccess: refresh,
  });
}

export function usePlanChanges(enabled: boolean) {
  return useQuery({
    queryKey: [...paymentKeys.all, 'plan-changes'],
    queryFn: ({ signal }) => call('planChange.list', { signal }),
    select: (response) => response.data.requests,
    enabled,
  });
}
