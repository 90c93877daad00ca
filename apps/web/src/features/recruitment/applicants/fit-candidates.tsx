import type { ReactNode } from 'react';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Pagination } from '../../../components/pagination';
import { IconLock, IconSearch, IconShieldCheck, IconUserSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TALENT_PATHS } from '@partners/contract';
import { useT } from '../../../i18n';
import { isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useFitCandidates } from '../api/applicants';
import classes from './applicants.module.css';
import { careerYears } from '../../../lib/labels';
import { criteriaExperience, educationLevel } from './labels';
import { StatePanel } from '../../../components/state-panel';

export type FitCandidatesProps = {
  postingId: number;
  page: number;
  onPage: (page: number) => void;
};

const SKILLS_SHOWN = 6;

/** ?status=fit: talent-pool seekers matching the posting; each links to the talent pool's profile (where proposals are sent). */
export function FitCandidates({ postingId, page, onPage }: FitCandidatesProps) {
  const t = useT();
  const fit = useFitCandidates(postingId, page);

  if (fit.isError) {
    const code = isApiError(fit.error) ? fit.error.code : undefined;
    const status = isApiError(fit.error) ? fit.error.status : 0;
    if (code === 'privacy_agreement_required') {
      return (
        <Blocked
          icon={<IconShieldCheck size={28} aria-hidden />}
          title={t('applicants.fit.agreement_title')}
          hint={t('applicants.fit.agreement_hint')}
        >
          <Button component={Link} to={TALENT_PATHS.search('index')} variant="light">
            {t('applicants.fit.agreement_link')}
          </Button>
        </Blocked>
      );
    }
    if (status === 403) {
      return (
        <Blocked
          icon={<IconLock size={28} aria-hidden />}
          title={t('applicants.fit.unavailable_title')}
          hint={t('applicants.fit.unavailable_hint')}
        />
      );
    }
    return (
      <Blocked icon={<IconUserSearch size={28} aria-hidden />} title={t('applicants.fit.failed')} hint={t('applicants.error.hint')}>
        <Button variant="light" onClick={() => void fit.refetch()}>
          {t('applicants.error.retry')}
        </Button>
      </Blocked>
    );
  }

  const data = fit.data;
  if (!data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('app.loading')} role="status">
        <Skeleton h={20} w="50%" />
        {[0, 1, 2].map((row) => (
          <Paper key={row} withBorder radius="md" p="lg">
            <Skeleton h={16} w="30%" />
            <Skeleton h={12} w="60%" mt="sm" />
          </Paper>
        ))}
      </Stack>
    );
  }

  const totalPages = data.page_info.total_pages;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" px="lg" py="sm" bg="brand.0">
        <Text fz="sm" c="dark.6">
          <Text component="span" fw={700} c="brand.9" mr="xs">
            {t('applicants.fit.criteria')}
          </Text>
          {data.criteria.occupation_names.length > 0
            ? t('applicants.fit.criteria_line', {
                occupations: data.criteria.occupation_names.join(', '),
                experience: criteriaExperience(data.criteria.experience, t),
              })
            : criteriaExperience(data.criteria.experience, t)}
        </Text>
        <Text fz="xs" c="dark.4" mt={4}>
          {t('applicants.fit.intro')}
        </Text>
      </Paper>
      {data.candidates.length === 0 ? (
        <StatePanel
          icon={<IconUserSearch size={28} aria-hidden />}
          title={t('applicants.fit.empty_title')}
          description={t('applicants.fit.empty_hint')}
          action={
            <Button component={Link} to={TALENT_PATHS.search('index')} variant="light" leftSection={<IconSearch size={16} aria-hidden="true" />}>
              {t('applicants.fit.search')}
            </Button>
          }
        />
      ) : (
        <Paper withBorder radius="md" className={classes.stale} data-stale={fit.isPlaceholderData || undefined}>
          <ul className={`${classes.plainList} ${classes.candidates}`} aria-label={t('applicants.fit.list_label')}>
            {data.candidates.map((candidate) => (
              <li key={candidate.user_id}>
                <Link
                  to={TALENT_PATHS.profile(candidate.user_id)}
                  className={classes.candidate}
                  aria-label={t('applicants.fit.open_profile', { name: candidate.name })}
                >
                  <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
                    <Stack gap={4} miw={0}>
                      <Group gap="xs">
                        <Text fw={700}>{candidate.name}</Text>
                        <Text fz="sm" c="dark.4">
                          {[
                            candidate.occupation_name,
                            careerYears(candidate.years_of_experience, t),
                            educationLevel(candidate.education_level, t),
                          ].join(' · ')}
                        </Text>
                      </Group>
                      <Text fz="sm" c="dark.6" lineClamp={1}>
                        {candidate.headline}
                      </Text>
                      {candidate.skills.length > 0 ? (
                        <Group gap={4}>
                          {candidate.skills.slice(0, SKILLS_SHOWN).map((skill) => (
                            <Badge key={skill} variant="default" tt="none" fw={500} size="sm">
                              {skill}
                            </Badge>
                          ))}
                        </Group>
                      ) : null}
                    </Stack>
                    <Text fz="xs" c="dark.3" className={classes.nowrap}>
                      {t('applicants.fit.resume_updated', { date: formatDate(candidate.resume_updated_at) })}
                    </Text>
                  </Group>
                </Link>
              </li>
            ))}
          </ul>
        </Paper>
      )}
      {totalPages > 1 ? (
        <Group justify="center" component="nav" aria-label={t('applicants.fit.pagination')}>
          <Pagination total={totalPages} value={Math.min(page, totalPages)} onChange={onPage} />
        </Group>
      ) : null}
    </Stack>
  );
}

function Blocked({ icon, title, hint, children }: { icon: ReactNode; title: string; hint: string; children?: ReactNode }) {
  return <StatePanel role="status" icon={icon} title={title} description={hint} action={children} />;
}
