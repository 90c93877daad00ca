import { Avatar, Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { TALENT_PATHS, type JobIntention, type TalentProfile } from '@partners/contract';
import { useLang, useT } from '../../../i18n';
import { formatDate, formatManwon } from '../../../lib/format';
import { careerYears } from '../../../lib/labels';
import { CopyLinkButton } from '../../../components/copy-link';
import { Fact } from '../../../components/resume/resume-parts';
import classes from './profile.module.css';

const JOB_INTENTION_COLOR: Record<JobIntention, string> = { active: 'brand', open: 'teal', none: 'gray' };

/** The résumé's header: masked name, badges, headline and the facts a recruiter scans first. */
export function ProfileHeader({ profile }: { profile: TalentProfile }) {
  const t = useT();
  const lang = useLang();
  const { education } = profile;
  const facts = [
    { label: t('talent_search.filters.occupation'), value: `${profile.occupation1.name} · ${profile.occupation2.name}` },
    { label: t('talent_search.filters.experience'), value: careerYears(profile.years_of_experience, t) },
    {
      label: t('talent_search.filters.birth_year'),
      value: `${t('talent_search.birth_year.born', { year: profile.birth_year })} · ${t(`talent_search.genders.${profile.gender}`)}`,
    },
    {
      label: t('talent_search.filters.education'),
      value: `${t(`talent_search.education_levels.${education.level}`)} ${t(`talent_search.degree_statuses.${education.degree}`)}`,
    },
    {
      label: t('talent_search.filters.hope_salary'),
      value: profile.desired_salary === null ? t('talent_search.hope_salary.company_rule') : formatManwon(profile.desired_salary, lang),
    },
  ];

  return (
    <Paper withBorder radius="md" p="xl">
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Avatar size={64} radius="xl" color="brand" className={classes.avatar} aria-hidden="true">
          {profile.masked_name.slice(0, 1)}
        </Avatar>
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" align="center">
            <Title order={1} fz={26}>
              {profile.masked_name}
            </Title>
            {profile.verification_badge ? (
              <Badge color="blue" variant="light" tt="none" leftSection={<IconRosetteDiscountCheck size={14} aria-hidden="true" />}>
                {t('talent_search.addition.verification_badge')}
              </Badge>
            ) : null}
            <Badge color={JOB_INTENTION_COLOR[profile.job_intention]} variant="light" tt="none">
              {t(`talent_search.job_intentions.${profile.job_intention}`)}
            </Badge>
            <Badge color="gray" variant="outline" tt="none">
              {t('talent_search.chip_label', {
                filter: t('talent_search.addition.profile_level'),
                value: t(`talent_search.profile_levels.${profile.profile_level}`),
              })}
            </Badge>
          </Group>
          <Text fz="lg" fw={500} c="dark.6">
            {profile.headline}
          </Text>
          <Text fz="xs" c="dark.3">
            {t('talent_pool.profile.resume_updated', { date: formatDate(profile.resume_updated_at) })} ·{' '}
            {t('talent_pool.profile.registered', { date: formatDate(profile.registered_at) })}
          </Text>
        </Stack>
        <CopyLinkButton href={TALENT_PATHS.profile(profile.enc)} label={t('talent_pool.profile.copy_link')} size="lg" />
      </Group>
      <Divider my="lg" />
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 5 }} spacing="lg" m={0}>
        {facts.map((fact) => (
          <Fact key={fact.label} label={fact.label} value={fact.value} />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
