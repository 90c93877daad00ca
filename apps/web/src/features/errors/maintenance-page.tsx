import { Button, Container } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { PAGES } from '@partners/contract';
import { Logo } from '../../components/logo';
import { StatusPage } from '../../components/status-page';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';

/** /error/500 and /error/503: the server-maintenance page. */
export function MaintenancePage({ status }: { status: 500 | 503 }) {
  const t = useT();
  usePageTitle('maintenance');
  return (
    <Container size="sm" component="main" id="main" py="xl">
      <Logo asLink={false} />
      <StatusPage
        icon={<IconTool size={32} />}
        title={t('errors.maintenance')}
        description={t(status === 500 ? 'errors.maintenance_500_detail' : 'errors.maintenance_503_detail')}
      >
        {/* A full load: the console starts again from a clean state once the server is back. */}
        <Button component="a" href={PAGES.reputationManagement.path} variant="light">
          {t('common.retry')}
        </Button>
      </StatusPage>
    </Container>
  );
}
