import { useId, useState } from 'react';
import { Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/modal';
import { FormActions, SubmitForm } from '../../../components/form-actions';
import { ModalFailure } from '../../../components/modal-failure';
import { useT } from '../../../i18n';
import { useAcceptPrivacyAgreement, usePrivacyAgreementText } from '../api/privacy-agreement';
import classes from './agreement.module.css';

export type PrivacyAgreementModalProps = {
  /** Leaves the talent pool (the gate sends the user to the console home). */
  onCancel: () => void;
};

/** Spec §5: the privacy agreement must be accepted before any talent-pool use. */
export function PrivacyAgreementModal({ onCancel }: PrivacyAgreementModalProps) {
  const t = useT();
  const documentId = useId();
  const agreement = usePrivacyAgreementText(true);
  const accept = useAcceptPrivacyAgreement();
  const [isChecked, setIsChecked] = useState(false);
  // Nobody agrees to a text they could not read.
  const canCheck = agreement.data != null;

  return (
    <Modal opened onClose={onCancel} title={t('talent_pool.agreement.title')} centered size="lg" closeOnClickOutside={false} withCloseButton={false}>
      <SubmitForm onSubmit={() => accept.mutate()}>
        <Stack gap="md">
          <Text fz="sm" c="dark.5">
            {t('talent_pool.agreement.intro')}
          </Text>
          <div>
            <Text id={documentId} fw={700} fz="sm" mb={6}>
              {agreement.data?.title ?? t('talent_pool.agreement.content_label')}
            </Text>
            <div className={classes.document} role="region" aria-labelledby={documentId} tabIndex={0}>
              {agreement.isPending ? (
                <Stack gap="xs" aria-busy="true">
                  {[0, 1, 2, 3].map((i) => (
                    <Skeleton key={i} h={14} w={i === 3 ? '60%' : '100%'} />
                  ))}
                </Stack>
              ) : agreement.data ? (
                agreement.data.content
              ) : (
                t('talent_pool.agreement.content_failed')
              )}
            </div>
            {agreement.data ? (
              <Text fz="xs" c="dark.3" mt={6} ta="right">
                {t('talent_pool.agreement.version', { version: agreement.data.version })}
              </Text>
            ) : null}
          </div>
          <Checkbox
            label={t('talent_pool.agreement.check')}
            checked={isChecked}
            disabled={!canCheck}
            onChange={(event) => setIsChecked(event.currentTarget.checked)}
          />
          <ModalFailure />
          <FormActions
            submitLabel={t('talent_pool.agreement.accept')}
            onCancel={onCancel}
            pending={accept.isPending}
            submitDisabled={!isChecked || !canCheck}
          />
        </Stack>
      </SubmitForm>
    </Modal>
  );
}
