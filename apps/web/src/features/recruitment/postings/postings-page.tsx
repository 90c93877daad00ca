import '../components/recruitment-styles';
import { useEffect, useState } from 'react';
import { Button, CloseButton, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconFileText, IconFilterOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { PAGES, POSTING_KEYWORD_MAX, POSTING_ORDERS, POSTING_STATUS_FILTERS, registerPostingTarget, type PostingRow } from '@partners/contract';
import { usePageTitle } from '../../../components/use-page-title';
import { useT } from '../../../i18n';
import { RECRUITMENT_PAYMENT_URL } from '../../../lib/config';
import { formatNumber } from '../../../lib/format';
import { ListScaffold } from '../../../components/list-scaffold';
import { PageHeader } from '../../../components/page-header';
import { StatePanel } from '../../../components/state-panel';
import { StatusTabs } from '../../../components/status-tabs';
import { useConsoleSession } from '../../../lib/session';
import { useUrlState } from '../../../lib/url-state';
import { POSTINGS_URL_OPTIONS, postingsUrlSchema } from './url-state';
import { notifySuccess } from '../../../lib/notify';
import { usePostingAction, usePostingList, usePostingOccupations, usePostingStatistics } from '../api/postings';
import type { ListAction } from './posting-actions';
import { PostingConfirmModal, type Confirming } from './posting-modals';
import { CsvDownload } from './csv-download';
import { PostingsTable } from './postings-table';
import { MultiSelect, Select } from '../../../components/select';

/** The list's query in the URL (status, order, page, per, occupation_id, search_keyword); clearing keeps the tab. */
function KeywordSearch({ value, onSearch }: { value: string | undefined; onSearch: (keyword: string | undefined) => void }) {
  const t = useT();
  const [draft, setDraft] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // The URL changed (back, clear filters): the box follows it.
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim() || undefined);
      }}
      style={{ flex: '1 1 240px', minWidth: 200 }}
    >
      <TextInput
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        maxLength={POSTING_KEYWORD_MAX}
        placeholder={t('recruitment.list.search_placeholder')}
        aria-label={t('recruitment.list.search_label')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          draft ? (
            <CloseButton
              size="sm"
              aria-label={t('recruitment.list.search_clear')}
              onClick={() => {
                setDraft('');
                if (value) onSearch(undefined);
              }}
            />
          ) : null
        }
      />
    </form>
  );
}

function RegisterFirst() {
  const t = useT();
  const { user } = useConsoleSession();
  const external = registerPostingTarget(user).kind === 'external_payment';
  return (
    <Button
      component="a"
      href={external ? RECRUITMENT_PAYMENT_URL : PAGES.newPosting.path}
      target="_blank"
      rel={external ? 'noopener noreferrer' : 'noopener'}
      leftSection={<IconPlus size={16} aria-hidden="true" />}
    >
      {t('recruitment.list.register_first')}
    </Button>
  );
}

/** /partners/job_management: every posting of the company by state, with filters, actions and the CSV. */
export function PostingsPage() {
  const t = useT();
  usePageTitle('job_management');
  const { state: query, update, clear } = useUrlState(postingsUrlSchema, POSTINGS_URL_OPTIONS);
  const list = usePostingList(query);
  const occupations = usePostingOccupations(query.status);
  const ids = list.data?.postings.map((p) => p.id) ?? [];
  const statistics = usePostingStatistics(ids);
  const copy = usePostingAction();
  const [confirming, setConfirming] = useState<Confirming>(null);

  const onAction = (action: ListAction, posting: PostingRow) => {
    if (action === 'copy') {
      copy.mutate(
        { id: posting.id, action: 'copy' },
        {
          onSuccess: (response) => notifySuccess(t('recruitment.actions.copy_done', { title: response.data.posting.title })),
        },
      );
      return;
    }
    setConfirming({ kind: action, posting });
  };

  // The last page emptied (deleted, filtered elsewhere): go to the last page there is.
  const totalPages = list.data?.page_info.total_pages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && query.page > totalPages) update({ page: totalPages });
  }, [totalPages, query.page, update]);

  const counts = list.data?.counts;
  const filtered = query.occupation_id.length > 0 || query.search_keyword !== undefined;
  const occupationOptions = (occupations.data ?? []).map((o) => ({ value: String(o.id), label: `${o.name} (${formatNumber(o.count)})` }));
  // Selected ids the options do not carry (another tab's) still show, by id.
  for (const id of query.occupation_id)
    if (!occupationOptions.some((o) => o.value === String(id))) occupationOptions.push({ value: String(id), label: `#${id}` });

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('recruitment.list.title')}
        description={t('recruitment.list.intro')}
        actions={<CsvDownload query={query} disabled={!list.data || list.data.page_info.total === 0} />}
      />

      <StatusTabs
        statuses={POSTING_STATUS_FILTERS}
        value={query.status}
        counts={counts}
        label={t('recruitment.list.status_tabs')}
        tabLabel={(status) => t(`recruitment.status_tab.${status}`)}
        onChange={(status) => update({ status: status ?? 'all' })}
      />

      <Group gap="sm" align="flex-start" wrap="wrap">
        <KeywordSearch value={query.search_keyword} onSearch={(keyword) => update({ search_keyword: keyword })} />
        <MultiSelect
          aria-label={t('recruitment.list.occupation_label')}
          placeholder={query.occupation_id.length === 0 ? t('recruitment.list.occupation_placeholder') : undefined}
          data={occupationOptions}
          value={query.occupation_id.map(String)}
          onChange={(values) => update({ occupation_id: values.map(Number) })}
          searchable
          clearable
          maxValues={20}
          nothingFoundMessage={t('recruitment.list.occupation_none')}
          style={{ flex: '1 1 240px', minWidth: 200, maxWidth: 380 }}
        />
        <Select
          aria-label={t('recruitment.list.order_label')}
          data={POSTING_ORDERS.map((order) => ({ value: order, label: t(`recruitment.order.${order}`) }))}
          value={query.order}
          onChange={(value) => update({ order: value ?? 'newest' })}
          allowDeselect={false}
          w={160}
        />
      </Group>

      <ListScaffold
        query={list}
        isEmpty={(page) => page.postings.length === 0}
        loadingLabel={t('recruitment.common.loading')}
        skeletonColumns={['40%', '10%', '8%', '12%', '14%']}
        failed={{ title: t('recruitment.list.failed'), description: t('recruitment.list.failed_hint') }}
        empty={(page) =>
          page.counts.all === 0 ? (
            <StatePanel
              icon={<IconFileText size={28} aria-hidden />}
              title={t('recruitment.list.empty_title')}
              description={t('recruitment.list.empty_hint')}
              action={<RegisterFirst />}
            />
          ) : (
            <StatePanel
              icon={<IconFilterOff size={28} aria-hidden />}
              title={t('recruitment.list.no_match_title')}
              description={filtered ? t('recruitment.list.no_match_hint') : t('recruitment.list.no_status_hint')}
              action={
                filtered ? (
                  <Button variant="light" onClick={clear}>
                    {t('recruitment.list.clear_filters')}
                  </Button>
                ) : undefined
              }
            />
          )
        }
        paging={{ totalPages, page: query.page, onChange: (page) => update({ page }), label: t('recruitment.list.pagination'), size: 'sm' }}
      >
        {(page, stale) => (
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <PostingsTable
              postings={page.postings}
              statistics={statistics.data}
              statisticsPending={statistics.isPending}
              stale={stale}
              onAction={onAction}
            />
          </Paper>
        )}
      </ListScaffold>

      <PostingConfirmModal confirming={confirming} onChange={setConfirming} />
    </Stack>
  );
}
