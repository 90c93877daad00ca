import type { ReactNode } from 'react';
import { Fact, FactTable } from '../../components/fact-table';
import { List, Table, Text, Title } from '@mantine/core';
import { SALARY_ANALYSIS, type SalaryAnalysisDetail, type SalaryAnalysisResult } from '@partners/contract';
import { useLang, useT, type TFunction } from '../../i18n';
import { formatManwon, formatNumber, formatPercent } from '../../lib/format';
import type { SalaryMarker } from './markers';
import classes from './report.module.css';

type Cohort = SalaryAnalysisResult['cohort'];
type Percentiles = SalaryAnalysisResult['percentiles'];
const PERCENTILE_KEYS = SALARY_ANALYSIS.percentiles.map((n) => `p${n}` as const);

export function Block({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className={classes.block} aria-labelledby={id}>
      <Title order={2} fz="md" id={id} className={classes.blockTitle}>
        {title}
      </Title>
      {children}
    </section>
  );
}

function experience(t: TFunction, years: number) {
  return years === 0 ? t('salaryAnalysis.report.request.newcomer') : t('salaryAnalysis.report.request.experience_value', { years });
}

/** What the recruiter asked: the position, the candidate's salaries and the company. */
export function RequestFacts({ analysis }: { analysis: SalaryAnalysisDetail }) {
  const t = useT();
  const lang = useLang();
  const { request } = analysis;
  const amount = (value: number | null) => (value === null ? t('salaryAnalysis.report.request.none') : formatManwon(value, lang));
  const level = (l1: { name: string }, l2: { name: string } | null) => (l2 ? `${l1.name} > ${l2.name}` : l1.name);
  return (
    <Block title={t('salaryAnalysis.report.request.title')} id="report-request">
      <FactTable>
        <Fact label={t('salaryAnalysis.report.request.occupation')}>{level(request.occupationLevel1, request.occupationLevel2)}</Fact>
        <Fact label={t('salaryAnalysis.report.request.experience')}>{experience(t, request.experienceYear)}</Fact>
        <Fact label={t('salaryAnalysis.report.request.industry')}>{level(request.industryLevel1, request.industryLevel2)}</Fact>
        <Fact label={t('salaryAnalysis.report.request.company_size')}>{t(`company_sizes.${request.companySize}`)}</Fact>
        <Fact label={t('salaryAnalysis.report.request.hope')}>{amount(request.hopeSalary)}</Fact>
        <Fact label={t('salaryAnalysis.report.request.pre')}>{amount(request.preSalary)}</Fact>
        <Fact label={t('salaryAnalysis.report.request.pre_company')}>{request.preCompany?.name ?? t('salaryAnalysis.report.request.none')}</Fact>
        <Fact label={t('salaryAnalysis.report.request.propose')}>{amount(request.proposeSalary)}</Fact>
      </FactTable>
    </Block>
  );
}

export function PercentileTable({ percentiles, caption }: { percentiles: Percentiles; caption: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <Table withTableBorder withColumnBorders className={classes.table} aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          {PERCENTILE_KEYS.map((key) => (
            <Table.Th key={key} scope="col" ta="center">
              {t(`salaryAnalysis.report.percentiles.${key}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          {PERCENTILE_KEYS.map((key) => (
            <Table.Td key={key} ta="center" className={classes.number} data-testid={`percentile-${key}`}>
              {formatManwon(Math.round(percentiles[key]), lang)}
            </Table.Td>
          ))}
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** Where each given salary stands: the share of the cohort below it. */
export function Positions({ markers }: { markers: SalaryMarker[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <Block title={t('salaryAnalysis.report.positions.title')} id="report-positions">
      <div className={classes.positions}>
        {markers.map((marker) => {
          const percent = formatPercent(marker.percentile);
          return (
            <div key={marker.kind} className={classes.position} data-testid={`position-${marker.kind}`}>
              <Text fz="sm" c="dark.4">
                {t(`salaryAnalysis.report.positions.${marker.kind}`)}
              </Text>
              <Text fw={700}>{formatManwon(marker.amount, lang)}</Text>
              <Text fw={800} fz="lg" c={marker.color}>
                {t('salaryAnalysis.report.positions.standing', { percent })}
              </Text>
              <Text fz="xs" c="dark.4">
                {t('salaryAnalysis.report.positions.standing_detail', { percent })}
              </Text>
            </div>
          );
        })}
      </div>
    </Block>
  );
}

export function Recommendation({ result }: { result: SalaryAnalysisResult }) {
  const t = useT();
  const lang = useLang();
  const { recommended, percentiles, cohort } = result;
  const money = (value: number) => formatManwon(Math.round(value), lang);
  const { reasons } = recommended;
  return (
    <Block title={t('salaryAnalysis.report.recommended.title')} id="report-recommended">
      <Text fz={24} fw={800} c="teal.8" data-testid="recommended-range">
        {t('salaryAnalysis.report.recommended.range', { min: money(recommended.min), max: money(recommended.max) })}
      </Text>
      <Text fw={700} fz="sm" mt="sm">
        {t('salaryAnalysis.report.recommended.reasons_title')}
      </Text>
      <List size="sm" spacing={4} mt={4} aria-label={t('salaryAnalysis.report.recommended.reasons_title')}>
        <List.Item>
          {t('salaryAnalysis.report.recommended.cohort_basis', {
            count: formatNumber(cohort.size),
            p50: money(percentiles.p50),
            p25: money(percentiles.p25),
            p75: money(percentiles.p75),
          })}
        </List.Item>
        {reasons.map((reason) => (
          <List.Item key={reason}>{t(`salaryAnalysis.report.recommended.reasons.${reason}`)}</List.Item>
        ))}
      </List>
    </Block>
  );
}

/** Who the figures are about: the cohort after widening, each widening step with its size. */
export function CohortFacts({ cohort }: { cohort: Cohort }) {
  const t = useT();
  const named = (item: { name: string; level: 1 | 2 }) =>
    item.level === 1 ? t('salaryAnalysis.report.cohort.level1', { name: item.name }) : t('salaryAnalysis.report.cohort.level2', { name: item.name });
  const band =
    cohort.experience.min === cohort.experience.max
      ? t('salaryAnalysis.report.cohort.experience_exact', { years: cohort.experience.min })
      : t('salaryAnalysis.report.cohort.experience_band', { min: cohort.experience.min, max: cohort.experience.max });
  return (
    <>
      <FactTable>
        <Fact label={t('salaryAnalysis.report.cohort.title')}>
          <strong data-testid="cohort-size">{t('salaryAnalysis.report.cohort.size', { count: formatNumber(cohort.size) })}</strong>
        </Fact>
        <Fact label={t('salaryAnalysis.report.cohort.occupation')}>{named(cohort.occupation)}</Fact>
        <Fact label={t('salaryAnalysis.report.cohort.industry')}>{named(cohort.industry)}</Fact>
        <Fact label={t('salaryAnalysis.report.cohort.experience')}>{band}</Fact>
        <Fact label={t('salaryAnalysis.report.cohort.company_size')}>
          {cohort.company_size ? t(`company_sizes.${cohort.company_size}`) : t('salaryAnalysis.report.cohort.any_size')}
        </Fact>
        <Fact label={t('salaryAnalysis.report.cohort.years')}>
          {t('salaryAnalysis.report.cohort.years_range', { from: cohort.years.from, to: cohort.years.to })}
        </Fact>
      </FactTable>
      {cohort.widened.length === 0 ? (
        <Text fz="sm" c="dark.4" mt="xs">
          {t('salaryAnalysis.report.cohort.exact')}
        </Text>
      ) : (
        <>
          <Text fz="sm" fw={700} mt="sm">
            {t('salaryAnalysis.report.cohort.widened_title')}
          </Text>
          <List type="ordered" size="sm" spacing={2} mt={4} aria-label={t('salaryAnalysis.report.cohort.widened_title')}>
            {cohort.widened.map((step, index) => (
              <List.Item key={`${step.step}-${index}`}>
                {t('salaryAnalysis.report.cohort.widened_step', {
                  // The band widens a year at a time: its n-th step is ±n years.
                  step: t(`salaryAnalysis.report.cohort.steps.${step.step}`, {
                    years: cohort.widened.slice(0, index + 1).filter((s) => s.step === 'experience_band').length,
                  }),
                  count: formatNumber(step.size),
                })}
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Text fz="xs" c="dark.4" mt="xs">
        {t('salaryAnalysis.report.cohort.minimum', { min: SALARY_ANALYSIS.minCohort })}
      </Text>
    </>
  );
}

/** The same figures for the previous company's size and industry. */
export function PreviousCompany({ previous, companyName }: { previous: NonNullable<SalaryAnalysisResult['previous_company']>; companyName: string }) {
  const t = useT();
  const lang = useLang();
  const { cohort, percentiles, position } = previous;
  return (
    <Block title={t('salaryAnalysis.report.previous.title')} id="report-previous">
      <Text fz="sm" c="dark.5" mb="xs">
        {t('salaryAnalysis.report.previous.description', {
          company: companyName,
          size: cohort.company_size ? t(`company_sizes.${cohort.company_size}`) : t('salaryAnalysis.report.cohort.any_size'),
          industry: cohort.industry.name,
        })}
      </Text>
      <PercentileTable percentiles={percentiles} caption={t('salaryAnalysis.report.previous.title')} />
      {position ? (
        <Text fz="sm" mt="xs" data-testid="previous-position">
          {t('salaryAnalysis.report.previous.position', { amount: formatManwon(position.amount, lang), percent: formatPercent(position.percentile) })}
        </Text>
      ) : null}
      <Text fz="xs" c="dark.4" mt={4}>
        {t('salaryAnalysis.report.cohort.size', { count: formatNumber(cohort.size) })}
      </Text>
    </Block>
  );
}
