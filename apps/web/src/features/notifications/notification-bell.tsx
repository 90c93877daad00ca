import { useState } from 'react';
import { ActionIcon, Anchor, Divider, Group, Indicator, Popover, Skeleton, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@partners/contract';
import { useT } from '../../i18n';
import { formatCount } from '../../lib/format';
import { useNotificationBar, useReadAllNotifications } from './api';
import { NotificationItem } from './notification-item';
import classes from './notifications.module.css';

/** Spec §2 bell: the latest five notifications and a link to all of them. */
export function NotificationBell() {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const bar = useNotificationBar();
  const readAll = useReadAllNotifications();
  const unread = bar.data?.unread_count ?? 0;

  const handleChange = (next: boolean) => {
    setOpened(next);
    if (next && unread > 0) readAll.mutate();
  };

  return (
    <Popover opened={opened} onChange={handleChange} position="bottom-end" width={360} shadow="md" withinPortal trapFocus>
      <Indicator label={formatCount(unread, 99)} size={16} offset={6} color="red.8" disabled={unread === 0} inline>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            c="dark.7"
            size="lg"
            radius="xl"
            onClick={() => handleChange(!opened)}
            aria-label={unread > 0 ? t('notifications.bell_unread', { count: unread }) : t('notifications.bell')}
          >
            <IconBell size={20} stroke={1.8} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="md" py="sm">
          <Text fw={700} fz="sm" component="h2" m={0}>
            {t('notifications.latest')}
          </Text>
          <Anchor component={Link} to={PATHS.notifications} fz="xs" fw={600} onClick={() => setOpened(false)}>
            {t('notifications.view_all')}
          </Anchor>
        </Group>
        <Divider />
        <div className={classes.list}>
          {bar.isPending ? (
            <Stack p="md" gap="sm">
              <Skeleton h={14} />
              <Skeleton h={14} w="80%" />
              <Skeleton h={14} w="60%" />
            </Stack>
          ) : bar.isError ? (
            <Text p="md" fz="sm" c="dark.4">
              {t('notifications.load_failed')}
            </Text>
          ) : bar.data.notifications.length === 0 ? (
            <Text p="md" fz="sm" c="dark.4" ta="center">
              {t('notifications.empty')}
            </Text>
          ) : (
            <ul className={classes.list}>
              {bar.data.notifications.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} onNavigate={() => setOpened(false)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}
