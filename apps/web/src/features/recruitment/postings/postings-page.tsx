import '../components/recruitment-styles';
import { useEffect, useState } from 'react';
import { Alert, Button, CloseButton, EmptyState, Group, MultiSelect, Paper, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { Pagination } from '../../../components/pagination';
import { IconFileText, IconFilterOff, IconPlus, IconSearch } from '@tabler/icons-react';
import {
  POSTING_KEYWORD_MAX,
  POSTING_ORDERS,
  POSTING_STATUS_FILTERS,
  RECRUITMENT_PATHS,
  registerPostingTarget,
  type PostingRow,
} from '@partners/contract';
import { usePageTitle } from '../../../components/use-page-title';
import { useT } from '../../../i18n';
import { RECRUITMENT_PAYMENT_URL } from '../../../lib/config';
import { formatNumber } from '../../../lib/format';
import { PageHeader } from '../../../components/page-header';
import { StatusTabs } from '../../../components/status-tabs';
import { useConsoleSession } from '../../../lib/session';
import { notifySuccess } from '../../../lib/notify';
import { usePostingAction, usePostingList, usePostingOccupations, usePostingStatistics } from '../api/postings';
import type { ListAction } from './posting-actions';
import { PostingConfirmModal, type Confirming } from './posting-modals';
import { CsvDownload } from './csv-download';
import { PostingsTable } from './postings-table';
import { useListQuery } from './use-list-query';

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

function ListSkeleton() {
  const t = useT();
  return (
    <Stack gap="md" p="md" aria-busy="true" aria-label={t('recruitment.common.loading')} role="status">
      {Array.from({ length: 5 }, (_, i) => (
        <Group key={i} justify="space-between" wrap="nowrap">
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={14} w={120} />
            <Skeleton h={16} w="55%" />
            <Skeleton h={10} w="25%" />
          </Stack>
          <Skeleton h={28} w={96} />
          <Skeleton h={28} w={120} />
        </Group>
      ))}
    </Stack>
  );
}

function RegisterFirst() {
  const t = useT();
  const { user } = useConsoleSession();
  const external = registerPostingTarget(user).kind === 'external_payment';
  return (
    <Button
      component="a"
      href={external ? RECRUITMENT_PAYMENT_URL : RECRUITMENT_PATHS.newPosting}
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
  const [query, update, clear] = useListQuery();
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

      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {list.isError && !list.data ? (
          <Alert color="red" variant="light" m="md" title={t('recruitment.list.failed')} role="alert">
            <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void list.refetch()}>
              {t('recruitment.common.retry')}
            </Button>
          </Alert>
        ) : !list.data ? (
          <ListSkeleton />
        ) : list.data.postings.length === 0 ? (
          list.data.counts.all === 0 ? (
            <EmptyState
              py="xl"
              icon={<IconFileText size={28} aria-hidden />}
              withIndicatorBackground
              title={t('recruitment.list.empty_title')}
              description={t('recruitment.list.empty_hint')}
            >
              <EmptyState.Actions>
                <RegisterFirst />
              </EmptyState.Actions>
            </EmptyState>
          ) : (
            <EmptyState
              py="xl"
              icon={<IconFilterOff size={28} aria-hidden />}
              withIndicatorBackground
              title={t('recruitment.list.no_match_title')}
              description={filtered ? t('recruitment.list.no_match_hint') : t('recruitment.list.no_status_hint')}
            >
              {filtered ? (
                <EmptyState.Actions>
                  <Button variant="light" onClick={clear}>
                    {t('recruitment.list.clear_filters')}
                  </Button>
                </EmptyState.Actions>
              ) : null}
            </EmptyState>
          )
        ) : (
          <PostingsTable
            postings={list.data.postings}
            statistics={statistics.data}
            statisticsPending={statistics.isPending}
            stale={list.isPlaceholderData}
            onAction={onAction}
          />
        )}
      </Paper>

      {list.data && list.data.page_info.total_pages > 1 ? (
        <Group justify="center" component="nav" aria-label={t('recruitment.list.pagination')}>
          <Pagination
            total={list.data.page_info.total_pages}
            value={Math.min(query.page, list.data.page_info.total_pages)}
            onChange={(page) => update({ page })}
            size="sm"
          />
        </Group>
      ) : null}

      <PostingConfirmModal confirming={confirming} onChange={setConfirming} />
    </Stack>
  );
}
