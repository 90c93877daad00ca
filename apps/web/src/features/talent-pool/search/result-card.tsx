import { Badge, Group, Highlight, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TALENT_PATHS, type TalentSearchResult } from '@partners/contract';
import { useLang, useT, type Lang, type TFunction } from '../../../i18n';
import { formatDate, formatManwon, formatMonths } from '../../../lib/format';
import { careerYears } from '../../../lib/labels';
import offscreen from '../../../components/offscreen-item.module.css';
import classes from './talent-search.module.css';

function careerSummary(result: TalentSearchResult, t: TFunction, lang: Lang): string {
  const [latest] = result.careers;
  if (!latest) return t('talent_search.result.no_career');
  const period = t('talent_search.result.period', { start: latest.start, end: latest.end ?? t('talent_search.result.current') });
  const line = t('talent_search.result.career', {
    company: latest.company_name,
    title: latest.title,
    period: `${period} (${formatMonths(latest.months, lang)})`,
  });
  const others = result.career_count - 1;
  return others > 0 ? `${line} ${t('talent_search.result.more_careers', { count: others })}` : line;
}

function educationSummary({ education }: TalentSearchResult, t: TFunction): string {
  const degree = `${t(`talent_search.education_levels.${education.level}`)} ${t(`talent_search.degree_statuses.${education.degree}`)}`;
  return education.major ? `${degree} · ${education.major}` : degree;
}

function isHit(text: string, highlights: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return highlights.some((word) => word.trim() !== '' && lower.includes(word.toLowerCase()));
}

/** One search result: what a recruiter needs to judge a profile at a glance. Never a name or a contact. */
export function ResultCard({ result }: { result: TalentSearchResult }) {
  const t = useT();
  const lang = useLang();
  const { highlights } = result;
  const facts = [
    result.occupation2.name,
    careerYears(result.years_of_experience, t),
    t('talent_search.birth_year.born', { year: result.birth_year }),
    educationSummary(result, t),
  ];

  return (
    <Link to={TALENT_PATHS.profile(result.enc)} className={`${classes.card} ${offscreen.item}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Highlight component="h3" highlight={highlights} className={classes.headline}>
          {result.headline}
        </Highlight>
        <Group gap={6} wrap="nowrap" className={classes.cardBadges}>
          {result.verification_badge ? (
            <Badge variant="light" color="blue" leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}>
              {t('talent_search.addition.verification_badge')}
            </Badge>
          ) : null}
          {result.job_intention === 'active' ? (
            <Badge variant="light" color="brand" c="brand.9">
              {t('talent_search.job_intentions.active')}
            </Badge>
          ) : null}
        </Group>
      </Group>
      <Text fz="sm" c="dark.6" mt={6}>
        {facts.join(' · ')}
      </Text>
      <Text fz="sm" c="dark.5" mt={2} lineClamp={1}>
        {careerSummary(result, t, lang)}
      </Text>
      {result.skills.length > 0 ? (
        <Group gap={6} mt="xs" aria-label={t('talent_search.result.skills')} role="list">
          {result.skills.map((skill) => (
            <Badge
              key={skill}
              role="listitem"
              variant={isHit(skill, highlights) ? 'light' : 'default'}
              color={isHit(skill, highlights) ? 'yellow' : 'gray'}
              tt="none"
              fw={500}
            >
              <Highlight component="span" highlight={highlights} inherit>
                {skill}
              </Highlight>
            </Badge>
          ))}
        </Group>
      ) : null}
      <Group justify="space-between" mt="sm" gap="xs">
        <Text fz="sm" fw={600} c="dark.7">
          {`${t('talent_search.filters.hope_salary')} ${
            result.desired_salary === null ? t('talent_search.hope_salary.company_rule') : formatManwon(result.desired_salary, lang)
          }`}
        </Text>
        <Text fz="xs" c="dark.4">
          {t('talent_search.result.updated', { date: formatDate(result.resume_updated_at) })}
        </Text>
      </Group>
    </Link>
  );
}
