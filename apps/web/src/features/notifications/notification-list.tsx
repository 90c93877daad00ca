import { Skeleton, Stack, Text } from '@mantine/core';
import type { Notification } from '@partners/contract';
import { useT } from '../../i18n';
import { NotificationItem } from './notification-item';
import classes from './notifications.module.css';

/** What the list reads of a notifications query. */
type NotificationsQuery = { isPending: boolean; isError: boolean; data?: { notifications: Notification[] } | undefined };

const DENSITY = {
  /** The bell's panel: three tapering skeleton lines, small text, tight padding. */
  compact: { lines: ['100%', '80%', '60%'], lineHeight: 14, gap: 'sm', padding: 'md', fz: 'sm' },
  page: { lines: ['100%', '100%', '100%', '100%', '100%'], lineHeight: 18, gap: 'md', padding: 'xl', fz: undefined },
} as const;

/** A notifications query as a list: skeleton while loading, a message on failure or when empty. */
export function NotificationList({
  query,
  density,
  onNavigate,
}: {
  query: NotificationsQuery;
  density: keyof typeof DENSITY;
  onNavigate?: () => void;
}) {
  const t = useT();
  const { lines, lineHeight, gap, padding, fz } = DENSITY[density];
  if (query.isPending) {
    return (
      <Stack p="md" gap={gap}>
        {lines.map((width, i) => (
          <Skeleton key={i} h={lineHeight} w={width} />
        ))}
      </Stack>
    );
  }
  const message = query.isError ? t('notifications.load_failed') : query.data?.notifications.length ? null : t('notifications.empty');
  if (message !== null) {
    return (
      <Text p={padding} ta="center" fz={fz} c="dark.4">
        {message}
      </Text>
    );
  }
  return (
    <ul className={classes.list}>
      {query.data?.notifications.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
