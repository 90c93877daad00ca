import './styles';
import { Alert, Container, Skeleton, Stack } from '@mantine/core';
import { IconCalendarClock, IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { SALARY_ANALYSIS, salaryAnalysesQuery } from '@partners/contract';
import { PageHeader } from '../../components/page-header';
import { FailedPanel } from '../../components/state-panel';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { useUrlState } from '../../lib/url-state';
import tabs from '../../components/link-tabs.module.css';
import { AnalysisList } from './analysis-list';
import { useSalaryAnalysisForm } from './api';
import { readSubmitNotice, SALARY_ANALYSIS_VIEWS, salaryAnalysisViewPath, type SalaryAnalysisView, type SubmitNotice } from './paths';
import { RequestForm } from './request-form';

/** The page's address: the view (spec §2 `status`), and for the list the API's filter (as `filter`) and page. */
const PAGE_URL = z.object({
  status: z.enum(SALARY_ANALYSIS_VIEWS).default('create'),
  filter: salaryAnalysesQuery.shape.status,
  page: salaryAnalysesQuery.shape.page,
});

function ViewTabs({ current }: { current: SalaryAnalysisView }) {
  const t = useT();
  return (
    <nav aria-label={t('salaryAnalysis.views_label')} className={tabs.tabs}>
      {SALARY_ANALYSIS_VIEWS.map((view) => (
        <Link key={view} to={salaryAnalysisViewPath(view)} className={tabs.tab} aria-current={view === current ? 'page' : undefined}>
          {t(`salaryAnalysis.views.${view}`)}
        </Link>
      ))}
    </nav>
  );
}

/** After a submit: requested (a ticket used, soon analysed) or reserved (not enough data: no ticket, an e-mail later). */
function SubmitNoticeAlert({ notice, onClose }: { notice: SubmitNotice; onClose: () => void }) {
  const t = useT();
  const reserved = notice === 'reserved';
  return (
    <Alert
      variant="light"
      color={reserved ? 'orange' : 'teal'}
      icon={reserved ? <IconCalendarClock size={18} aria-hidden /> : <IconCircleCheck size={18} aria-hidden />}
      title={reserved ? t('salaryAnalysis.notice.reserved_title') : t('salaryAnalysis.notice.requested_title')}
      role="status"
      withCloseButton
      closeButtonLabel={t('salaryAnalysis.notice.close')}
      onClose={onClose}
    >
      {reserved ? t('salaryAnalysis.notice.reserved_body', { min: SALARY_ANALYSIS.minCohort }) : t('salaryAnalysis.notice.requested_body')}
    </Alert>
  );
}

function CreateView() {
  const t = useT();
  const form = useSalaryAnalysisForm();
  if (form.isError)
    return (
      <FailedPanel
        title={t('salaryAnalysis.load_failed_title')}
        description={t('salaryAnalysis.load_failed_body')}
        onRetry={() => void form.refetch()}
      />
    );
  if (!form.data)
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('salaryAnalysis.loading')} role="status">
        <Skeleton h={28} w="30%" />
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  return <RequestForm form={form.data} />;
}

/** /partners/salary_analysis?status=create|list (spec §2, §3): the request form and the report list. */
export function SalaryAnalysisPage() {
  const t = useT();
  usePageTitle('salary_analysis');
  const { state, update } = useUrlState(PAGE_URL);
  const location = useLocation();
  const navigate = useNavigate();
  const view = state.status;
  const notice = view === 'list' ? readSubmitNotice(location.state) : null;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageHeader title={t('salaryAnalysis.title')} description={t('salaryAnalysis.intro')} />
        <ViewTabs current={view} />
        {notice ? (
          <SubmitNoticeAlert
            notice={notice}
            onClose={() => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
          />
        ) : null}
        {view === 'create' ? (
          <CreateView />
        ) : (
          <AnalysisList status={state.filter} page={state.page} onStatus={(filter) => update({ filter })} onPage={(page) => update({ page })} />
        )}
      </Stack>
    </Container>
  );
}
