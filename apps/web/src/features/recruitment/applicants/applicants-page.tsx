// Styles of the Mantine components only the applicants pages use (the shell loads the common ones).
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tooltip.css';
import { useEffect, useState } from 'react';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconFileOff, IconSearch, IconUsers } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import {
  PAGES,
  APPLICANT_ORDERS,
  APPLICANT_STAGE_FILTERS,
  POSTING_KEYWORD_MAX,
  applicantsPath,
  pagePath,
  type ApplicantCounts,
  type ApplicantOrder,
  type PostingStatus,
} from '@partners/contract';
import { usePageTitle } from '../../../components/use-page-title';
import { useT } from '../../../i18n';
import { isApiError } from '../../../lib/api';
import { formatCount, formatNumber } from '../../../lib/format';
import { useApplicants } from '../api/applicants';
import { ApplicantTable } from './applicant-table';
import tabClasses from '../../../components/link-tabs.module.css';
import classes from './applicants.module.css';
import { ApplicantsCsvButton } from './applicants-csv';
import { BulkStageBar } from './bulk-stage-bar';
import { FitCandidates } from './fit-candidates';
import { ResumeDrawer } from './resume-drawer';
import { ListScaffold } from '../../../components/list-scaffold';
import { StatePanel } from '../../../components/state-panel';
import { applicantListParams, isFitView, readPostingId, useApplicantsUrl } from './url-state';
import { CountPlaceholder } from '../../../components/count-placeholder';
import { PageHeader } from '../../../components/page-header';

const POSTING_STATUS_COLOR: Record<PostingStatus, string> = { draft: 'gray', in_review: 'yellow', open: 'brand', closed: 'dark' };
const EMPTY: ReadonlySet<number> = new Set();

/** /partners/applicant_management and /partners/applicant_management/:jobPostingId (spec §2): all applicants, or one posting's. */
export function ApplicantsPage() {
  const postingId = readPostingId(useParams().jobPostingId);
  if (postingId === 'invalid') return <Navigate to={pagePath(PAGES.applicants)} replace />;
  return <ApplicantsScreen key={postingId ?? 'all'} postingId={postingId} />;
}

function ApplicantsScreen({ postingId }: { postingId: number | null }) {
  const t = useT();
  usePageTitle('applicant_management');
  const { state: url, update, hrefOf } = useApplicantsUrl();
  const fit = isFitView(postingId, url);
  const list = useApplicants(applicantListParams(postingId, url));
  const data = list.data;
  const notFound = list.isError && isApiError(list.error) && list.error.status === 404;
  // The selection belongs to one page of one filter: changing either starts a new one.
  const filterKey = `${url.stage}|${url.order}|${url.keyword}|${url.page}`;
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({ key: filterKey, ids: new Set() });
  const selected: ReadonlySet<number> = selection.key === filterKey ? selection.ids : EMPTY;
  const setSelected = (change: (current: Set<number>) => Set<number>) => setSelection({ key: filterKey, ids: change(new Set(selected)) });
  const totalPages = data?.page_info.total_pages ?? 0;
  const pageBeyond = data && !fit && !list.isPlaceholderData && url.page > Math.max(totalPages, 1) ? Math.max(totalPages, 1) : null;
  useEffect(() => {
    if (pageBeyond !== null) update({ page: pageBeyond }, { replace: true });
  }, [pageBeyond, update]);

  if (notFound) {
    return (
      <Stack gap="lg">
        <NotFoundState />
      </Stack>
    );
  }

  const posting = postingId !== null ? data?.job_posting : null;
  const filtered = url.stage !== 'all' || url.keyword !== undefined;

  return (
    <Stack gap="lg">
      <PageHeader
        title={postingId === null ? t('applicants.all_title') : (posting?.title ?? '\u00a0')}
        badge={
          posting ? (
            <Badge variant="light" color={POSTING_STATUS_COLOR[posting.status]} tt="none">
              {t(`applicants.posting_statuses.${posting.status}`)}
            </Badge>
          ) : null
        }
        description={postingId === null ? t('applicants.all_intro') : t('applicants.posting_intro')}
        actions={postingId !== null && !fit ? <ApplicantsCsvButton postingId={postingId} stage={url.stage} keyword={url.keyword} /> : null}
      />

      {postingId !== null ? (
        <nav aria-label={t('applicants.views.label')}>
          <div className={classes.views}>
            <Link to={hrefOf({ status: undefined, applicant: undefined })} className={classes.view} aria-current={fit ? undefined : 'page'}>
              {t('applicants.views.applicants')}
              {data ? (
                <Badge size="sm" variant="light" color={fit ? 'gray' : 'brand'} tt="none">
                  {formatCount(data.counts.all)}
                </Badge>
              ) : null}
            </Link>
            <Link
              to={hrefOf({ status: 'fit', applicant: undefined, stage: 'all', keyword: undefined, order: 'newest' })}
              className={classes.view}
              aria-current={fit ? 'page' : undefined}
            >
              {t('applicants.views.fit')}
            </Link>
          </div>
        </nav>
      ) : null}

      {fit && postingId !== null ? (
        <FitCandidates postingId={postingId} page={url.page} onPage={(page) => update({ page })} />
      ) : (
        <>
          <StageTabs counts={data?.counts} hrefOf={(stage) => hrefOf({ stage })} current={url.stage} />
          <Toolbar
            key={url.keyword}
            keyword={url.keyword ?? ''}
            order={url.order}
            total={data?.page_info.total}
            onKeyword={(keyword) => update({ keyword })}
            onOrder={(order) => update({ order })}
          />
          {selected.size > 0 ? <BulkStageBar selectedIds={[...selected]} onClear={() => setSelected(() => new Set())} /> : null}
          <ListScaffold
            query={list}
            isEmpty={(page) => page.applicants.length === 0}
            loadingLabel={t('app.loading')}
            skeletonColumns={[16, '12%', '10%', '30%', '15%']}
            failed={{ title: t('applicants.error.title'), description: t('applicants.error.hint') }}
            empty={() =>
              filtered ? (
                <StatePanel
                  icon={<IconSearch size={28} aria-hidden />}
                  title={t('applicants.empty.no_match_title')}
                  description={t('applicants.empty.no_match_hint')}
                  action={
                    <Button variant="light" onClick={() => update({ stage: 'all', keyword: '' })}>
                      {t('applicants.empty.clear_filters')}
                    </Button>
                  }
                />
              ) : (
                <StatePanel
                  icon={<IconUsers size={28} aria-hidden />}
                  title={t('applicants.empty.none_title')}
                  description={postingId === null ? t('applicants.empty.none_hint') : t('applicants.empty.none_posting_hint')}
                  action={
                    postingId !== null ? (
                      <Button component={Link} to={applicantsPath(postingId, 'fit')} variant="light">
                        {t('applicants.empty.see_fit')}
                      </Button>
                    ) : undefined
                  }
                />
              )
            }
            paging={{ totalPages, page: url.page, onChange: (page) => update({ page }), label: t('applicants.pagination') }}
          >
            {(page, stale) => (
              <Paper withBorder radius="md">
                <ApplicantTable
                  applicants={page.applicants}
                  showPosting={postingId === null}
                  selected={selected}
                  stale={stale}
                  onSelect={(ids, on) =>
                    setSelected((next) => {
                      for (const id of ids) {
                        if (on) next.add(id);
                        else next.delete(id);
                      }
                      return next;
                    })
                  }
                  onOpen={(applicant) => update({ applicant: applicant.id })}
                />
              </Paper>
            )}
          </ListScaffold>
          <ResumeDrawer applicantId={url.applicant ?? null} onClose={() => update({ applicant: undefined })} />
        </>
      )}
    </Stack>
  );
}

function StageTabs({
  counts,
  hrefOf,
  current,
}: {
  counts: ApplicantCounts | undefined;
  hrefOf: (stage: (typeof APPLICANT_STAGE_FILTERS)[number]) => string;
  current: string;
}) {
  const t = useT();
  const label = (stage: (typeof APPLICANT_STAGE_FILTERS)[number]) =>
    stage === 'all' || stage === 'not_opened' ? t(`applicants.stage_filters.${stage}`) : t(`applicants.stages.${stage}`);
  return (
    <nav aria-label={t('applicants.tabs_label')} className={tabClasses.tabs}>
      {APPLICANT_STAGE_FILTERS.map((stage) => (
        <Link key={stage} to={hrefOf(stage)} className={tabClasses.tab} aria-current={stage === current ? 'page' : undefined}>
          {label(stage)}
          {counts ? (
            <Badge
              size="sm"
              variant={stage === current ? 'filled' : 'light'}
              color={stage === 'not_opened' && counts.not_opened > 0 ? 'red' : stage === current ? 'brand' : 'gray'}
              tt="none"
            >
              {formatCount(counts[stage])}
            </Badge>
          ) : (
            <CountPlaceholder />
          )}
        </Link>
      ))}
    </nav>
  );
}

type ToolbarProps = {
  keyword: string;
  order: ApplicantOrder;
  total: number | undefined;
  onKeyword: (keyword: string) => void;
  onOrder: (order: ApplicantOrder) => void;
};

function Toolbar({ keyword, order, total, onKeyword, onOrder }: ToolbarProps) {
  const t = useT();
  const [draft, setDraft] = useState(keyword);
  return (
    <Group justify="space-between" gap="sm">
      <Text fz="sm" fw={600} c="dark.6" aria-live="polite">
        {total === undefined ? '\u00a0' : t('applicants.total', { count: formatNumber(total) })}
      </Text>
      <Group gap="sm">
        <TextInput
          type="search"
          aria-label={t('applicants.search_label')}
          placeholder={t('applicants.search_placeholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={300}
          maxLength={POSTING_KEYWORD_MAX}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              onKeyword(draft);
            }
          }}
        />
        <NativeSelect
          aria-label={t('applicants.order_label')}
          w={140}
          value={order}
          onChange={(event) => onOrder(event.currentTarget.value as ApplicantOrder)}
          data={APPLICANT_ORDERS.map((value) => ({ value, label: t(`applicants.orders.${value}`) }))}
        />
      </Group>
    </Group>
  );
}

function NotFoundState() {
  const t = useT();
  return (
    <StatePanel
      icon={<IconFileOff size={28} aria-hidden />}
      title={t('applicants.not_found.title')}
      description={t('applicants.not_found.hint')}
      action={
        <Button component={Link} to={pagePath(PAGES.applicants)} variant="light">
          {t('applicants.not_found.back')}
        </Button>
      }
    />
  );
}
