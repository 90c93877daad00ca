import { Container, Group, Paper, Text } from '@mantine/core';
import { Pagination } from '../../components/pagination';
import { notificationsQuery } from '@partners/contract';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { useUrlState } from '../../lib/url-state';
import { useNotificationPage } from './api';
import { NotificationList } from './notification-list';
import { PageHeader } from '../../components/page-header';

/** The page in the URL (the list's size and kind are the page's, not the link's). */
const NOTIFICATIONS_URL = notificationsQuery.pick({ page: true });

/** /partners/notifications: every notification, paged (page in the URL). */
export function NotificationsPage() {
  const t = useT();
  usePageTitle('notifications');
  const { state, update } = useUrlState(NOTIFICATIONS_URL);
  const { page } = state;
  const list = useNotificationPage(page);

  return (
    <Container size="md" py="xl">
      <PageHeader
        title={t('pages.notifications')}
        actions={
          list.data ? (
            <Text fz="sm" c="dark.4">
              {t('notifications.total', { count: formatNumber(list.data.page_info.total) })}
            </Text>
          ) : null
        }
      />
      <Paper withBorder radius="md" p="xs" mt="md">
        <NotificationList query={list} density="page" />
      </Paper>
      {list.data && list.data.page_info.total_pages > 1 ? (
        <Group justify="center" mt="lg">
          <Pagination total={list.data.page_info.total_pages} value={page} onChange={(next) => update({ page: next })} />
        </Group>
      ) : null}
    </Container>
  );
}
