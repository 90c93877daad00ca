import { Box, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Notification } from '@partners/contract';
import { useLang, useT } from '../../i18n';
import { formatRelative } from '../../lib/format';
import classes from './notifications.module.css';

export function NotificationItem({ notification, onNavigate }: { notification: Notification; onNavigate?: () => void }) {
  const t = useT();
  const lang = useLang();
  const body = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box className={classes.dot} data-unread={!notification.is_read || undefined} aria-hidden="true" mt={7} />
      <div className={classes.text}>
        <Text fz="sm" c="dark.8" lh={1.45}>
          {notification.is_read ? null : <span className={classes.srOnly}>{`${t('notifications.unread')}: `}</span>}
          {notification.message}
        </Text>
        <Text fz="xs" c="dark.4" mt={2} component="time" dateTime={notification.created_at} title={notification.format_created_at}>
          {formatRelative(notification.created_at, lang)}
        </Text>
      </div>
    </Group>
  );
  const { url } = notification;
  if (!url) return <div className={classes.item}>{body}</div>;
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} className={classes.item} onClick={onNavigate}>
        {body}
      </Link>
    );
  }
  return (
    <a href={url} className={classes.item} onClick={onNavigate}>
      {body}
    </a>
  );
}
