import { Alert, Container } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { isStepUpReturn } from '../../lib/step-up-return';

/**
 * After a one-time-password step-up, on the page it returned to: the action that asked for it was not
 * done, so say that the operator is verified and should do it again. Closing it clears the state.
 */
export function StepUpReturnNotice() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  if (!isStepUpReturn(location.state)) return null;
  const dismiss = () => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  return (
    <Container size="xl" pt="md">
      <Alert
        color="teal"
        variant="light"
        role="status"
        icon={<IconShieldCheck size={18} aria-hidden="true" />}
        withCloseButton
        closeButtonLabel={t('common.close')}
        onClose={dismiss}
      >
        {t('app.step_up_done')}
      </Alert>
    </Container>
  );
}
