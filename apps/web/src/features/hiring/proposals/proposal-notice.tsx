import { Alert, List } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useT } from '../../../i18n';

/** Spec §1 in-product notice, where the proposal is written (the talent pool's notice words). */
export function ProposalNotice() {
  const t = useT();
  return (
    <Alert variant="light" color="blue" role="note" icon={<IconInfoCircle size={18} aria-hidden="true" />} title={t('hiring.request.notice_title')}>
      <List size="xs" spacing={4} c="dark.6">
        <List.Item>{t('talent_pool.notice.free')}</List.Item>
        <List.Item>{t('talent_pool.notice.proposal')}</List.Item>
        <List.Item>{t('talent_pool.notice.delivery')}</List.Item>
        <List.Item>{t('talent_pool.notice.contact')}</List.Item>
      </List>
    </Alert>
  );
}
