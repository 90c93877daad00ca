import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { FormModal } from '../../../components/form-modal';
import { useT } from '../../../i18n';

/**
 * Leaving with unsaved changes asks first: in-app navigation (the router's blocker, a modal) and closing
 * or reloading the tab (the browser's own prompt). `isDirty` false lets everything through.
 */
export function LeaveGuard({ isDirty }: { isDirty: boolean }) {
  const t = useT();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  return (
    <FormModal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('companyPage.leave.title')}
      size="sm"
      onSubmit={() => blocker.proceed?.()}
      submitLabel={t('companyPage.leave.confirm')}
      cancelLabel={t('companyPage.leave.stay')}
      submitColor="red"
      autoFocus="cancel"
    >
      <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
        {t('companyPage.leave.detail')}
      </Alert>
    </FormModal>
  );
}
