import { Anchor, Divider, Group, Indicator, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PAGES } from '@partners/contract';
import { DisclosureMenu } from '../../components/disclosure-menu';
import { useT } from '../../i18n';
import { formatCount } from '../../lib/format';
import { useNotificationBar, useReadAllNotifications } from './api';
import { NotificationList } from './notification-list';
import classes from './notifications.module.css';

const PANEL_WIDTH = 360;

/** Spec §2 bell: the latest five notifications and a link to all of them. */
export function NotificationBell() {
  const t = useT();
  const bar = useNotificationBar();
  const readAll = useReadAllNotifications();
  const unread = bar.data?.unread_count ?? 0;

  const handleOpen = () => {
    if (unread > 0) readAll.mutate();
  };

  return (
    <Indicator label={formatCount(unread, 99)} size={16} offset={6} color="red.8" disabled={unread === 0} inline>
      <DisclosureMenu
        target={<IconBell size={20} stroke={1.8} aria-hidden="true" />}
        targetLabel={unread > 0 ? t('notifications.bell_unread', { count: unread }) : t('notifications.bell')}
        targetClassName={classes.bell}
        position="bottom-end"
        minWidth={PANEL_WIDTH}
        trapFocus
        onOpen={handleOpen}
      >
        {(close) => (
          <>
            <Group justify="space-between" px="md" py="sm">
              <Text fw={700} fz="sm" component="h2" m={0}>
                {t('notifications.latest')}
              </Text>
              <Anchor component={Link} to={PAGES.notifications.path} fz="xs" fw={600}>
                {t('notifications.view_all')}
              </Anchor>
            </Group>
            <Divider />
            <NotificationList query={bar} density="compact" onNavigate={close} />
          </>
        )}
      </DisclosureMenu>
    </Indicator>
  );
}
