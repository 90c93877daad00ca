import { Button, Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PAGES } from '@partners/contract';
import { Logo } from '../../components/logo';
import { StatusPage } from '../../components/status-page';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';

/** /error and every path outside the console: the not-a-normal-access page. */
export function NotNormalAccessPage() {
  const t = useT();
  usePageTitle('not_normal_access');
  return (
    <Container size="sm" component="main" id="main" py="xl">
      <Logo asLink={false} />
      <StatusPage
        icon={<IconAlertTriangle size={32} />}
        title={t('errors.not_normal_access')}
        description={t('errors.not_normal_access_detail')}
        color="orange"
      >
        <Button component={Link} to={PAGES.reputationManagement.path} variant="light">
          {t('common.go_home')}
        </Button>
      </StatusPage>
    </Container>
  );
}
