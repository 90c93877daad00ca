import { Container, Group, Paper, Text, Title } from '@mantine/core';
import { Pagination } from '../../components/pagination';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { useNotificationPage } from './api';
import { NotificationList } from './notification-list';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /partners/notifications: every notification, paged (page in the URL). */
export function NotificationsPage() {
  const t = useT();
  usePageTitle('notifications');
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const list = useNotificationPage(page);

  return (
    <Container size="md" py="xl">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={1} fz={24}>
          {t('pages.notifications')}
        </Title>
        {list.data ? (
          <Text fz="sm" c="dark.4">
            {t('notifications.total', { count: formatNumber(list.data.page_info.total) })}
          </Text>
        ) : null}
      </Group>
      <Paper withBorder radius="md" p="xs">
        <NotificationList query={list} density="page" />
      </Paper>
      {list.data && list.data.page_info.total_pages > 1 ? (
        <Group justify="center" mt="lg">
          <Pagination total={list.data.page_info.total_pages} value={page} onChange={(next) => setParams({ page: String(next) })} />
        </Group>
      ) : null}
    </Container>
  );
}
