import { Badge, Group, Highlight } from '@mantine/core';
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

/**
 * One search result: what a recruiter needs to judge a profile at a glance. Never a name or a contact.
 * Twenty of them render with the page, so the card is plain elements styled by its module (issue 31): the
 * kit's Group, Text and Badge each render a styled Box with its own inline variables, and with a badge per
 * skill a page of cards was about 960 elements, 400 of them with inline styles, committed in one task.
 */
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
      <div className={classes.cardTop}>
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
      </div>
      <p className={classes.facts}>{facts.join(' · ')}</p>
      <p className={classes.career}>{careerSummary(result, t, lang)}</p>
      {result.skills.length > 0 ? (
        <ul className={classes.skills} aria-label={t('talent_search.result.skills')}>
          {result.skills.map((skill) =>
            isHit(skill, highlights) ? (
              <li key={skill} className={classes.skill} data-hit>
                <Highlight component="span" highlight={highlights} inherit>
                  {skill}
                </Highlight>
              </li>
            ) : (
              <li key={skill} className={classes.skill}>
                {skill}
              </li>
            ),
          )}
        </ul>
      ) : null}
      <div className={classes.cardFoot}>
        <p className={classes.salary}>
          {`${t('talent_search.filters.hope_salary')} ${
            result.desired_salary === null ? t('talent_search.hope_salary.company_rule') : formatManwon(result.desired_salary, lang)
          }`}
        </p>
        <p className={classes.updated}>{t('talent_search.result.updated', { date: formatDate(result.resume_updated_at) })}</p>
      </div>
    </Link>
  );
}
