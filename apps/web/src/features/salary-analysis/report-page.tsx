import './styles';
import { Anchor, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarClock, IconFileOff, IconHourglass, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { idParam, SALARY_ANALYSIS_STATUS, type SalaryAnalysisDetail, type SalaryAnalysisResult } from '@partners/contract';
import { PrintToolbar, printableClasses } from '../../components/print-toolbar';
import { FailedPanel, StatePanel } from '../../components/state-panel';
import { usePageTitle } from '../../components/use-page-title';
import { useLang, useT } from '../../i18n';
import { isApiError } from '../../lib/api';
import { useUrlState } from '../../lib/url-state';
import { formatDate, formatManwon, formatNumber, formatPercent } from '../../lib/format';
import { useSalaryAnalysis } from './api';
import { colorVar } from '../../components/chart/xy-chart';
import { DistributionChart } from './distribution-chart';
import { salaryMarkers } from './markers';
import { SALARY_ANALYSIS_LIST_PATH } from './paths';
import { Block, CohortFacts, PercentileTable, Positions, PreviousCompany, Recommendation, RequestFacts } from './report-sections';
import { statusName } from './status-badge';
import classes from './report.module.css';

/** The address names the analysis; a missing or malformed id is the not-found state. */
const ID_QUERY = idParam.partial();

function Distribution({ result }: { result: SalaryAnalysisResult }) {
  const t = useT();
  const lang = useLang();
  const markers = salaryMarkers(result.positions);
  return (
    <Block title={t('salaryAnalysis.report.chart.title')} id="report-distribution">
      <figure className={classes.figure} aria-label={t('salaryAnalysis.report.chart.label')} data-testid="distribution-chart">
        <Text fz="sm" c="dark.4" mb="xs">
          {t('salaryAnalysis.report.chart.description', { count: formatNumber(result.cohort.size) })}
        </Text>
        <DistributionChart histogram={result.histogram} markers={markers} recommended={result.recommended} />
        <figcaption>
          <ul className={classes.legend} aria-label={t('salaryAnalysis.report.chart.markers')}>
            {markers.map((marker) => (
              <li key={marker.kind} data-testid={`marker-${marker.kind}`}>
                <span className={classes.swatch} style={{ background: colorVar(marker.color) }} aria-hidden />
                {t(`salaryAnalysis.report.markers.${marker.kind}`)} {formatManwon(marker.amount, lang)} (
                {t('salaryAnalysis.report.positions.standing', { percent: formatPercent(marker.percentile) })})
              </li>
            ))}
            <li data-testid="marker-recommended">
              <span className={classes.swatch} style={{ background: 'var(--mantine-color-teal-3)', height: 10 }} aria-hidden />
              {t('salaryAnalysis.report.markers.recommended')}{' '}
              {t('salaryAnalysis.report.recommended.range', {
                min: formatManwon(result.recommended.min, lang),
                max: formatManwon(result.recommended.max, lang),
              })}
            </li>
          </ul>
        </figcaption>
      </figure>
    </Block>
  );
}

function ReportSheet({ analysis, result }: { analysis: SalaryAnalysisDetail; result: SalaryAnalysisResult }) {
  const t = useT();
  const markers = salaryMarkers(result.positions);
  return (
    <article className={classes.sheet} aria-labelledby="report-title">
      <Stack gap="lg">
        <div className={classes.heading}>
          <Text fz="sm" fw={700} c="brand.8">
            {t(`salaryAnalysis.report_types.${analysis.report_type}`)}
          </Text>
          <Title order={1} fz={26} id="report-title">
            {t('salaryAnalysis.report.title')}
          </Title>
          <Text fz="md" fw={600} mt={4}>
            {analysis.title}
          </Text>
          <Group gap="md" mt={6}>
            <Text fz="xs" c="dark.4">
              {t('salaryAnalysis.report.requested_at', { date: formatDate(analysis.created_at) })}
            </Text>
            {analysis.analysed_at ? (
              <Text fz="xs" c="dark.4">
                {t('salaryAnalysis.report.analysed_at', { date: formatDate(analysis.analysed_at) })}
              </Text>
            ) : null}
            <Text fz="xs" c="dark.4" data-testid="data-date">
              {t('salaryAnalysis.report.data_date', { date: formatDate(result.data_date) })}
            </Text>
          </Group>
        </div>
        <Recommendation result={result} />
        <Distribution result={result} />
        <Block title={t('salaryAnalysis.report.percentiles.title')} id="report-percentiles">
          <PercentileTable percentiles={result.percentiles} caption={t('salaryAnalysis.report.percentiles.label')} />
        </Block>
        {markers.length > 0 ? <Positions markers={markers} /> : null}
        <Block title={t('salaryAnalysis.report.cohort.title')} id="report-cohort">
          <CohortFacts cohort={result.cohort} />
        </Block>
        {result.previous_company && analysis.request.preCompany ? (
          <PreviousCompany previous={result.previous_company} companyName={analysis.request.preCompany.name} />
        ) : null}
        <RequestFacts analysis={analysis} />
      </Stack>
    </article>
  );
}

const PENDING_ICON = {
  requested: <IconHourglass size={28} aria-hidden />,
  analysing: <IconHourglass size={28} aria-hidden />,
  reserved: <IconCalendarClock size={28} aria-hidden />,
  cancelled: <IconX size={28} aria-hidden />,
};

/** A request without a report (yet): waiting, analysing (followed until done), reserved or cancelled. */
function NotReady({ analysis }: { analysis: SalaryAnalysisDetail }) {
  const t = useT();
  const name = statusName(analysis.status);
  if (name === 'completed') return null;
  return (
    <StatePanel
      role="status"
      icon={PENDING_ICON[name]}
      title={t(`salaryAnalysis.report.pending.${name}.title`)}
      description={t(`salaryAnalysis.report.pending.${name}.body`)}
      action={
        <Anchor component={Link} to={SALARY_ANALYSIS_LIST_PATH} fz="sm">
          {t('salaryAnalysis.report.back_to_list')}
        </Anchor>
      }
    />
  );
}

/**
 * /partners/salary_anaylysis/detail?id= (spec §2, bare: the logo only): the report of a completed analysis,
 * printable on A4 (save as PDF from the print dialog). A missing or another company's id is the same 404.
 */
export function SalaryReportPage() {
  const t = useT();
  usePageTitle('salary_analysis_detail');
  const id = useUrlState(ID_QUERY).state.id ?? null;
  const report = useSalaryAnalysis(id);
  const notFound = id === null || (report.isError && isApiError(report.error) && report.error.status === 404);
  const analysis = report.data;
  const result = analysis?.status === SALARY_ANALYSIS_STATUS.completed ? analysis.result : null;

  let body;
  if (notFound)
    body = (
      <StatePanel
        role="status"
        icon={<IconFileOff size={28} aria-hidden />}
        title={t('salaryAnalysis.report.not_found_title')}
        description={t('salaryAnalysis.report.not_found_body')}
      />
    );
  else if (report.isError)
    body = (
      <FailedPanel
        title={t('salaryAnalysis.load_failed_title')}
        description={t('salaryAnalysis.load_failed_body')}
        onRetry={() => void report.refetch()}
      />
    );
  else if (!analysis)
    body = (
      <Stack gap="md" aria-busy="true" aria-label={t('salaryAnalysis.loading')} role="status">
        <Skeleton h={40} w="50%" />
        <Skeleton h={80} />
        <Skeleton h={260} />
        <Skeleton h={120} />
      </Stack>
    );
  else if (analysis.status === SALARY_ANALYSIS_STATUS.completed && !result)
    body = (
      <FailedPanel
        title={t('salaryAnalysis.load_failed_title')}
        description={t('salaryAnalysis.load_failed_body')}
        onRetry={() => void report.refetch()}
      />
    );
  else if (!result) body = <NotReady analysis={analysis} />;
  else body = <ReportSheet analysis={analysis} result={result} />;

  return (
    <Container size={760} py="xl" className={printableClasses.page}>
      <PrintToolbar
        backTo={SALARY_ANALYSIS_LIST_PATH}
        backLabel={t('salaryAnalysis.report.back_to_list')}
        printLabel={t('salaryAnalysis.report.print')}
        canPrint={result !== null}
        hint={t('salaryAnalysis.report.print_hint')}
      />
      {body}
    </Container>
  );
}
