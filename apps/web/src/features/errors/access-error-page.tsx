import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PAGES } from '@partners/contract';
import { StatusPage } from '../../components/status-page';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';

/** /partners/access_error (spec §8 403 target). */
export function AccessErrorPage() {
  const t = useT();
  usePageTitle('access_error');
  return (
    <StatusPage icon={<IconLock size={32} />} title={t('errors.access_denied')} description={t('errors.access_denied_detail')}>
      <Button component={Link} to={PAGES.reputationManagement.path} variant="light">
        {t('common.go_home')}
      </Button>
    </StatusPage>
  );
}
