import { useEffect } from 'react';
import { Container, Skeleton, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PAGES } from '@partners/contract';
import { useT } from '../../../i18n';
import { onPrivacyAgreementRequired } from '../../../lib/api';
import { talentPoolKeys } from '../api/keys';
import { usePrivacyAgreement } from '../api/privacy-agreement';
import { InformationNotice } from '../notice/information-notice';
import { isTalentSearchPath, SearchTrailProvider } from '../profile/search-trail';
import { PrivacyAgreementModal } from './privacy-agreement-modal';

function TalentPoolSkeleton() {
  const t = useT();
  return (
    <Container size="xl" py="xl" aria-busy="true" aria-label={t('app.loading')} role="status">
      <Stack gap="md">
        <Skeleton h={32} w="30%" />
        <Skeleton h={56} />
        <Skeleton h={320} />
      </Stack>
    </Container>
  );
}

/**
 * Every /partners/job_seekers page: nothing of the talent pool renders until the operator has
 * accepted the privacy agreement (spec §5). A call refused with `privacy_agreement_required` asks again.
 */
export function TalentPoolAgreementGate() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const agreement = usePrivacyAgreement();

  useEffect(() => onPrivacyAgreementRequired(() => void queryClient.invalidateQueries({ queryKey: talentPoolKeys.privacyAgreement })), [queryClient]);

  // Failures other than the agreement follow the global error rules.
  if (agreement.isPending || agreement.isError) return <TalentPoolSkeleton />;
  if (!agreement.data.value) {
    return (
      <>
        <TalentPoolSkeleton />
        <PrivacyAgreementModal onCancel={() => void navigate(PAGES.reputationManagement.path)} />
      </>
    );
  }
  return (
    <SearchTrailProvider>
      <Outlet />
      <InformationNotice autoOpen={isTalentSearchPath(pathname)} />
    </SearchTrailProvider>
  );
}
