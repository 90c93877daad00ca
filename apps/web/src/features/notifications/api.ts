import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_BAR_SIZE,
  NOTIFICATION_PAGE_SIZE,
  type NotificationsResponse,
  type readAllResponse,
} from '@partners/contract';
import { api, type Output } from '../../lib/api';

const NOTIFICATIONS_PATH = '/b2b/notifications.json';
export const notificationsKey = ['notifications'] as const;

function logged<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    // Spec §8: a failed notification fetch is logged only.
    console.error('Notification request failed', error);
    throw error;
  });
}

/** The bell: the latest five (spec §9). */
export function useNotificationBar() {
  return useQuery({
    queryKey: [...notificationsKey, 'bar'],
    queryFn: ({ signal }) =>
      logged(
        api.get<NotificationsResponse>(NOTIFICATIONS_PATH, {
          query: { noti_for: 'noti_bar', per: NOTIFICATION_BAR_SIZE },
          signal,
        }),
      ),
    select: (response) => response.data,
    meta: { silent: true },
    staleTime: 60_000,
  });
}

/** The notifications page: every notification, paged. */
export function useNotificationPage(page: number) {
  return useQuery({
    queryKey: [...notificationsKey, 'all', page],
    queryFn: ({ signal }) =>
      logged(
        api.get<NotificationsResponse>(NOTIFICATIONS_PATH, {
          query: { noti_for: 'all', page, per: NOTIFICATION_PAGE_SIZE },
          signal,
        }),
      ),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** Opening the bell marks everything read; the lists are fetched again afterwards. */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logged(api.put<Output<typeof readAllResponse>>('/b2b/notifications/read_all')),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
