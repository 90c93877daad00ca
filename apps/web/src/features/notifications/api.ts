import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_BAR_SIZE, NOTIFICATION_PAGE_SIZE } from '@partners/contract';
import { call } from '../../lib/api';

export const notificationsKey = ['notifications'] as const;

function logged<T>(pending: Promise<T>): Promise<T> {
  return pending.catch((error: unknown) => {
    // Spec §8: a failed notification fetch is logged only: a warning (a signed-out tab's bell fails so), not an error.
    console.warn('Notification request failed', error);
    throw error;
  });
}

/** The bell: the latest five (spec §9). */
export function useNotificationBar() {
  return useQuery({
    queryKey: [...notificationsKey, 'bar'],
    queryFn: ({ signal }) => logged(call('notifications.list', { query: { noti_for: 'noti_bar', per: NOTIFICATION_BAR_SIZE }, signal })),
    select: (response) => response.data,
    meta: { silent: true },
    staleTime: 60_000,
  });
}

/** The notifications page: every notification, paged. */
export function useNotificationPage(page: number) {
  return useQuery({
    queryKey: [...notificationsKey, 'all', page],
    queryFn: ({ signal }) => logged(call('notifications.list', { query: { noti_for: 'all', page, per: NOTIFICATION_PAGE_SIZE }, signal })),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** Opening the bell marks everything read; the lists are fetched again afterwards. */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logged(call('notifications.readAll')),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
