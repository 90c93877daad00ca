// Styles of the Mantine components only this page uses (the shell loads the common ones).
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Tooltip.css';
import { useEffect, useRef } from 'react';
import { Button, Container, Grid, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { useT } from '../../../i18n';
import { logSearchEvent } from '../api/log-event';
import { rememberOpenedResult } from '../search/search-session';
import { useTalentProfile } from '../api/profile';
import { CareerSection } from './career-section';
import { ProfileActions } from './profile-actions';
import { CertificationsSection, EducationSection, IntroductionSection, SkillsSection } from './profile-details';
import { ProfileHeader } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';
import { useBackToSearch } from './search-trail';

/** Records `open_profile` once per profile shown, the profile first joining the opened ones of the page shown. */
function useOpenProfileEvent(enc: string) {
  const loggedEnc = useRef<string | null>(null);
  useEffect(() => {
    if (enc === '' || loggedEnc.current === enc) return;
    loggedEnc.current = enc;
    rememberOpenedResult(enc);
    void logSearchEvent({ event: 'open_profile', enc });
  }, [enc]);
}

/**
 * /partners/job_seekers/profile/:enc: the full résumé without contact details (they are revealed only
 * when a proposal is accepted). An unknown enc is a 404, handled by the global error rules.
 */
export function TalentProfilePage() {
  const t = useT();
  usePageTitle('talent_profile');
  const { enc = '' } = useParams();
  const profile = useTalentProfile(enc);
  const back = useBackToSearch();
  useOpenProfileEvent(enc);

  return (
    <Container size="lg" py="xl">
      <Button
        component={Link}
        to={back.fallback}
        onClick={(event) => {
          event.preventDefault();
          back.goBack();
        }}
        variant="subtle"
        color="gray"
        px="xs"
        mb="md"
        leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      >
        {t('talent_pool.profile.back')}
      </Button>
      {profile.data ? (
        <Stack gap="lg">
          <ProfileHeader profile={profile.data} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                <CareerSection careers={profile.data.careers} />
                <EducationSection educations={profile.data.educations} />
                <SkillsSection skills={profile.data.skills} />
                <CertificationsSection certifications={profile.data.certifications} />
                <IntroductionSection introduction={profile.data.introduction} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <ProfileActions profile={profile.data} />
            </Grid.Col>
          </Grid>
        </Stack>
      ) : (
        <ProfileSkeleton />
      )}
    </Container>
  );
}
