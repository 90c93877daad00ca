import { Button, Container, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PAGES } from '@partners/contract';
import { Logo } from '../../components/logo';
import { StatusPage } from '../../components/status-page';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';

/** A page the web failed to draw (a render error, a script it could not load): retry it, or go home. */
export function ClientErrorPage() {
  const t = useT();
  usePageTitle('client_error');
  return (
    <Container size="sm" component="main" id="main" py="xl">
      <Logo asLink={false} />
      <StatusPage icon={<IconAlertTriangle size={32} />} title={t('errors.client_error')} description={t('errors.client_error_detail')}>
        {/* Full loads: the page starts again from a clean state and the newest build. */}
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
          <Button component="a" href={PAGES.reputationManagement.path} variant="light">
            {t('common.go_home')}
          </Button>
        </Group>
      </StatusPage>
    </Container>
  );
}
