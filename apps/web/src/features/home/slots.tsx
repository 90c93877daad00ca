import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Image, SimpleGrid, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconChevronRight, IconStarFilled } from '@tabler/icons-react';
import type { CompanyEvent, ScoreAverages } from '@partners/contract';
import { UsageItemsTable, UsageRateMeter } from '../../components/usage-items';
import { RatingBadge } from '../../components/rating-badge';
import { useLang, useT, type TFunction } from '../../i18n';
import { formatDate, formatNumber, formatRelative } from '../../lib/format';
import {
  EVENT_LOG_PER,
  JOB_POSTINGS_PER,
  SALES_HISTORIES_PER,
  useBanner,
  useBusinessStatus,
  useDashboardJobPostings,
  useEventLog,
  useExternalReputation,
  useExternalSummary,
  useInternalReputation,
  useInternalSummary,
  useSalesHistories,
  useUsage,
} from './api';
import { SlotCard, SlotPager, SlotState } from './slot-card';

// The charts (recharts) load after the page: the slots' figures show first, and home's chunk stays small.
const VisitsChart = lazy(() => import('./slot-charts').then((m) => ({ default: m.VisitsChart })));
const CategoryChart = lazy(() => import('./slot-charts').then((m) => ({ default: m.CategoryChart })));

const bars = (count: number, height = 16) =>
  Array.from({ length: count }, (_, i) => <Skeleton key={i} h={height} w={i % 2 === 0 ? '100%' : '80%'} />);

// ---------------------------------------------------------------- event log

function eventText(t: TFunction, event: CompanyEvent): string {
  switch (event.kind) {
    case 'applicant_new':
      return event.title ? t('dashboard.event_log.applicant_new', { title: event.title }) : t('dashboard.event_log.applicant_new_untitled');
    case 'company_review_new':
      return event.rating === null
        ? t('dashboard.event_log.company_review_new_unrated')
        : t('dashboard.event_log.company_review_new', { rating: event.rating });
    case 'interview_review_new':
      return t('dashboard.event_log.interview_review_new');
    case 'welfare_review_new':
      return event.rating === null
        ? t('dashboard.event_log.welfare_review_new_unrated')
        : t('dashboard.event_log.welfare_review_new', { rating: event.rating });
    case 'proposal_answered':
      return event.answer === 'accepted'
        ? t('dashboard.event_log.proposal_accepted')
        : event.answer === 'rejected'
          ? t('dashboard.event_log.proposal_rejected')
          : t('dashboard.event_log.proposal_answered');
    case 'saved_search_matches':
      return event.title && event.count !== null
        ? t('dashboard.event_log.saved_search_matches', { title: event.title, count: event.count })
        : t('dashboard.event_log.saved_search_matches_untitled');
  }
}

const EVENT_COLORS: Record<CompanyEvent['kind'], string> = {
  applicant_new: 'brand',
  company_review_new: 'grape',
  interview_review_new: 'indigo',
  welfare_review_new: 'teal',
  proposal_answered: 'orange',
  saved_search_matches: 'cyan',
};

export function EventLogSlot() {
  const t = useT();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const query = useEventLog(page);
  return (
    <SlotCard slot="event_log" title={t('dashboard.event_log.title')}>
      <SlotState
        query={query}
        failed={t('dashboard.event_log.failed')}
        isEmpty={(data) => data.contents.length === 0}
        empty={t('dashboard.event_log.empty')}
        skeleton={<Stack gap="md">{bars(EVENT_LOG_PER, 20)}</Stack>}
      >
        {(data) => (
          <>
            <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.contents.map((event) => (
                <li key={event.id}>
                  <UnstyledButton
                    component={Link}
                    to={event.link}
                    py={8}
                    w="100%"
                    style={{ display: 'block', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                        <Badge variant="dot" color={EVENT_COLORS[event.kind]} size="sm" style={{ flexShrink: 0 }}>
                          {formatRelative(event.occurred_at, lang)}
                        </Badge>
                        <Text fz="sm" truncate>
                          {eventText(t, event)}
                        </Text>
                      </Group>
                      <IconChevronRight size={16} aria-hidden color="var(--mantine-color-gray-5)" style={{ flexShrink: 0 }} />
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
            <SlotPager page={page} totalPages={data.page_info.total_pages} onChange={setPage} />
          </>
        )}
      </SlotState>
    </SlotCard>
  );
}

// ---------------------------------------------------------------- banner

export function BannerSlot() {
  const t = useT();
  const query = useBanner();
  // The banner is an advertisement: nothing at all when no campaign runs; a slim bar while it loads.
  if (query.isSuccess && !query.data.visible) return null;
  return (
    <section aria-label={t('dashboard.banner.label')} data-slot="banner">
      <SlotState query={query} failed={t('dashboard.banner.failed')} skeleton={<Skeleton h={120} radius="md" />}>
        {(data) =>
          data.img_url && data.link ? (
            <Anchor component={Link} to={data.link} display="block">
              <Image src={data.img_url} alt={data.img_alt ?? ''} radius="md" w="100%" h="auto" />
            </Anchor>
          ) : null
        }
      </SlotState>
    </section>
  );
}

// ---------------------------------------------------------------- business status (with the usage items)

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text fz="xs" c="dark.4">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

function UsageItems() {
  const t = useT();
  const usage = useUsage();
  return (
    <Stack gap="xs" mt="md">
      <Text fz="sm" fw={600}>
        {t('dashboard.business.items')}
      </Text>
      <SlotState query={usage} failed={t('dashboard.business.items_failed')} skeleton={<Stack gap={4}>{bars(8, 30)}</Stack>}>
        {(data) => <UsageItemsTable items={data.items} />}
      </SlotState>
    </Stack>
  );
}

export function BusinessStatusSlot() {
  const t = useT();
  const query = useBusinessStatus();
  return (
    <SlotCard slot="business_status" title={t('dashboard.business.title')}>
      <SlotState
        query={query}
        failed={t('dashboard.business.failed')}
        skeleton={
          <Stack gap="md">
            <Skeleton h={22} w={160} />
            <Skeleton h={36} w={200} />
            <Skeleton h={8} />
            <SimpleGrid cols={3}>{bars(3, 40)}</SimpleGrid>
          </Stack>
        }
      >
        {(data) => (
          <Stack gap="md">
            <Group gap="xs">
              <Text fz="sm" c="dark.5">
                {t('dashboard.business.plan')}
              </Text>
              <Badge variant="light" color="brand" c="brand.9">
                {t(`plan_labels.${data.plan_label}`)}
              </Badge>
            </Group>
            <UsageRateMeter rate={data.usage_rate} />
            <Text fz="xs" c="dark.4" mt={-8}>
              {t('dashboard.business.usage_counted', { in_use: data.usage_in_use, counted: data.usage_counted })}
            </Text>
            <SimpleGrid cols={3} spacing="sm">
              <Figure label={t('dashboard.business.tickets')} value={formatNumber(data.salary_tickets)} testId="salary-tickets" />
              <Figure label={t('dashboard.business.live_postings')} value={formatNumber(data.live_postings)} />
              <Figure label={t('dashboard.business.proposals')} value={formatNumber(data.proposals_this_month)} />
            </SimpleGrid>
          </Stack>
        )}
      </SlotState>
      <UsageItems />
    </SlotCard>
  );
}

// ---------------------------------------------------------------- external summary

function Change({ now, before }: { now: number; before: number }) {
  const t = useT();
  if (before === 0)
    return (
      <Text fz="xs" c="dark.4">
        {now === 0 ? t('dashboard.external_summary.same') : t('dashboard.external_summary.new')}
      </Text>
    );
  const change = Math.round(((now - before) / before) * 1000) / 10;
  if (change === 0)
    return (
      <Text fz="xs" c="dark.4">
        {t('dashboard.external_summary.same')}
      </Text>
    );
  const up = change > 0;
  return (
    <Group gap={2} wrap="nowrap">
      {up ? (
        <IconArrowUpRight size={14} color="var(--mantine-color-teal-8)" aria-hidden />
      ) : (
        <IconArrowDownRight size={14} color="var(--mantine-color-red-8)" aria-hidden />
      )}
      <Text fz="xs" fw={600} c={up ? 'teal.8' : 'red.8'}>
        {up ? t('dashboard.external_summary.up', { value: change }) : t('dashboard.external_summary.down', { value: Math.abs(change) })}
      </Text>
    </Group>
  );
}

export function ExternalSummarySlot() {
  const t = useT();
  const query = useExternalSummary();
  const series = t('dashboard.external_summary.series');
  return (
    <SlotCard
      slot="external_summary"
      title={t('dashboard.external_summary.title')}
      action={
        <Anchor component={Link} to="/partners/visitor_statistics" fz="sm">
          {t('dashboard.external_summary.more')}
        </Anchor>
      }
    >
      <SlotState
        query={query}
        failed={t('dashboard.external_summary.failed')}
        isEmpty={(data) => data.visits === 0 && data.previous_visits === 0}
        empty={t('dashboard.external_summary.empty')}
        skeleton={
          <Stack gap="sm">
            <Skeleton h={32} w={140} />
            <Skeleton h={14} w={180} />
            <Skeleton h={140} />
          </Stack>
        }
      >
        {(data) => (
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end">
              <div>
                <Text fz="xs" c="dark.4">
                  {t('dashboard.external_summary.visits')}
                </Text>
                <Text fz={28} fw={800} lh={1.1} data-testid="visits-30">
                  {formatNumber(data.visits)}
                </Text>
                <Group gap={6}>
                  <Text fz="xs" c="dark.4">
                    {t('dashboard.external_summary.previous')}
                  </Text>
                  <Change now={data.visits} before={data.previous_visits} />
                </Group>
              </div>
              {data.top_category ? (
                <div style={{ textAlign: 'right' }}>
                  <Text fz="xs" c="dark.4">
                    {t('dashboard.external_summary.top_category')}
                  </Text>
                  <Text fw={700}>{t(`visitor_categories.${data.top_category.category}`)}</Text>
                </div>
              ) : null}
            </Group>
            <Suspense fallback={<Skeleton h={140} />}>
              <VisitsChart
                data={data.daily.map((d) => ({ day: d.day.slice(5).replace('-', '.'), [series]: d.visits }))}
                series={series}
                label={t('dashboard.external_summary.chart')}
              />
            </Suspense>
          </Stack>
        )}
      </SlotState>
    </SlotCard>
  );
}

// ---------------------------------------------------------------- external reputation

export function ExternalReputationSlot() {
  const t = useT();
  const query = useExternalReputation();
  return (
    <SlotCard slot="external_reputation" title={t('dashboard.external_reputation.title')}>
      <SlotState
        query={query}
        failed={t('dashboard.external_reputation.failed')}
        skeleton={
          <Stack gap="sm">
            <SimpleGrid cols={2}>{bars(2, 48)}</SimpleGrid>
            <Skeleton h={32} w={120} />
            <Skeleton h={14} w={200} />
          </Stack>
        }
      >
        {(data) => (
          <Stack gap="md">
            <SimpleGrid cols={2}>
              <Stack gap={4} align="flex-start">
                <Text fz="xs" c="dark.4">
                  {t('dashboard.external_reputation.company_rating')}
                </Text>
                <RatingBadge rating={data.company_rating} />
              </Stack>
              <Stack gap={4} align="flex-start">
                <Text fz="xs" c="dark.4">
                  {t('dashboard.external_reputation.industry_rating')}
                </Text>
                <RatingBadge rating={data.industry_rating} />
              </Stack>
            </SimpleGrid>
            {data.average_rating === null ? (
              <Text fz="sm" c="dark.4">
                {t('dashboard.external_reputation.no_reviews')}
              </Text>
            ) : (
              <div>
                <Text fz="xs" c="dark.4">
                  {t('dashboard.external_reputation.average')}
                </Text>
                <Group gap={6} align="baseline">
                  <IconStarFilled size={18} color="var(--mantine-color-yellow-6)" aria-hidden />
                  <Text fz={28} fw={800} lh={1.1} data-testid="average-rating">
                    {data.average_rating.toFixed(1)}
                  </Text>
                  {data.industry_average_rating !== null ? (
                    <Text fz="sm" c="dark.4">
                      {t('dashboard.external_reputation.industry_average', { industry: data.industry_name })}{' '}
                      {data.industry_average_rating.toFixed(1)}
                    </Text>
                  ) : null}
                </Group>
                <Text fz="xs" c="dark.4">
                  {t('dashboard.external_reputation.review_count', { count: formatNumber(data.review_count) })}
                </Text>
              </div>
            )}
          </Stack>
        )}
      </SlotState>
    </SlotCard>
  );
}

// ---------------------------------------------------------------- internal summary

export function InternalSummarySlot() {
  const t = useT();
  const query = useInternalSummary();
  return (
    <SlotCard
      slot="internal_summary"
      title={t('dashboard.internal_summary.title')}
      action={
        <Anchor component={Link} to="/partners/review_managements" fz="sm">
          {t('dashboard.internal_summary.manage')}
        </Anchor>
      }
    >
      <SlotState
        query={query}
        failed={t('dashboard.internal_summary.failed')}
        isEmpty={(data) => data.count === 0}
        empty={t('dashboard.internal_summary.empty')}
        skeleton={
          <Stack gap="sm">
            <Skeleton h={14} w={200} />
            <SimpleGrid cols={2}>{bars(4, 40)}</SimpleGrid>
            <Skeleton h={8} />
          </Stack>
        }
      >
        {(data) => (
          <Stack gap="sm">
            <Text fz="xs" c="dark.4">
              {t('dashboard.internal_summary.period', { from: data.from_month.replace('-', '.'), to: data.to_month.replace('-', '.') })}
            </Text>
            <SimpleGrid cols={2} spacing="sm">
              <Figure
                label={t('dashboard.internal_summary.count')}
                value={t('dashboard.count', { count: formatNumber(data.count) })}
                testId="internal-count"
              />
              <Figure label={t('dashboard.internal_summary.average')} value={data.average_rating === null ? '–' : data.average_rating.toFixed(1)} />
              <Figure label={t('dashboard.internal_summary.current')} value={t('dashboard.count', { count: formatNumber(data.current_count) })} />
              <Figure label={t('dashboard.internal_summary.former')} value={t('dashboard.count', { count: formatNumber(data.former_count) })} />
            </SimpleGrid>
            {data.replied_share !== null ? (
              <div>
                <Group justify="space-between">
                  <Text fz="xs" c="dark.4">
                    {t('dashboard.internal_summary.replied')} {t('dashboard.count', { count: formatNumber(data.replied_count) })}
                  </Text>
                  <Text fz="xs" fw={700}>
                    {t('dashboard.internal_summary.replied_share', { value: data.replied_share })}
                  </Text>
                </Group>
                <div
                  role="progressbar"
                  aria-valuenow={data.replied_share}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-label={t('dashboard.internal_summary.replied')}
                  style={{ height: 8, borderRadius: 4, background: 'var(--mantine-color-gray-2)', marginTop: 4 }}
                >
                  <div style={{ width: `${data.replied_share}%`, height: '100%', borderRadius: 4, background: 'var(--mantine-color-brand-6)' }} />
                </div>
              </div>
            ) : null}
          </Stack>
        )}
      </SlotState>
    </SlotCard>
  );
}

// ---------------------------------------------------------------- internal reputation

const CATEGORIES = ['career', 'pay_benefits', 'work_life', 'culture', 'management'] as const satisfies readonly (keyof ScoreAverages)[];

export function InternalReputationSlot() {
  const t = useT();
  const query = useInternalReputation();
  const own = t('dashboard.internal_reputation.company');
  const industry = t('dashboard.internal_reputation.industry');
  return (
    <SlotCard
      slot="internal_reputation"
      title={t('dashboard.internal_reputation.title')}
      action={
        <Anchor component={Link} to="/partners/score_statistics" fz="sm">
          {t('dashboard.internal_reputation.more')}
        </Anchor>
      }
    >
      <SlotState
        query={query}
        failed={t('dashboard.internal_reputation.failed')}
        isEmpty={(data) => data.company.count === 0 && data.industry.count === 0}
        empty={t('dashboard.internal_reputation.empty')}
        skeleton={<Skeleton h={220} />}
      >
        {(data) => (
          <Stack gap="xs">
            <Suspense fallback={<Skeleton h={220} />}>
              <CategoryChart
                data={CATEGORIES.map((c) => ({
                  category: t(`dashboard.internal_reputation.${c}`),
                  [own]: data.company[c] ?? 0,
                  [industry]: data.industry[c] ?? 0,
                }))}
                own={own}
                industry={industry}
                label={t('dashboard.internal_reputation.chart', { industry: data.industry_name })}
              />
            </Suspense>
            {/* The figures behind the bars, for a screen reader and for exact values. */}
            <Table
              fz="xs"
              withRowBorders={false}
              verticalSpacing={2}
              aria-label={t('dashboard.internal_reputation.chart', { industry: data.industry_name })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  {CATEGORIES.map((c) => (
                    <Table.Th key={c} ta="right">
                      {t(`dashboard.internal_reputation.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(
                  [
                    [own, data.company],
                    [industry, data.industry],
                  ] as const
                ).map(([name, averages]) => (
                  <Table.Tr key={name}>
                    <Table.Th scope="row" fw={500}>
                      {name}
                    </Table.Th>
                    {CATEGORIES.map((c) => (
                      <Table.Td key={c} ta="right">
                        {averages[c] === null ? '–' : averages[c].toFixed(2)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </SlotState>
    </SlotCard>
  );
}

// ---------------------------------------------------------------- job postings

const DDAY_COLORS = { urgent: 'red', normal: 'brand', always: 'gray', closed: 'dark' } as const;

export function JobPostingsSlot() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useDashboardJobPostings(page);
  return (
    <SlotCard
      slot="job_postings"
      title={t('dashboard.job_postings.title')}
      action={
        <Button component={Link} to="/partners/job/postings/new" variant="light" size="xs">
          {t('dashboard.job_postings.new_posting')}
        </Button>
      }
    >
      <SlotState
        query={query}
        failed={t('dashboard.job_postings.failed')}
        isEmpty={(data) => data.contents.length === 0}
        empty={t('dashboard.job_postings.empty')}
        skeleton={<Stack gap="sm">{bars(JOB_POSTINGS_PER, 28)}</Stack>}
      >
        {(data) => (
          <>
            <Stack gap={0}>
              {data.contents.map((posting) => (
                <UnstyledButton
                  key={posting.id}
                  component={Link}
                  to={`/partners/applicant_management/${posting.id}`}
                  py={8}
                  style={{ display: 'block', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                      <Badge color={DDAY_COLORS[posting.color_class]} variant="light" style={{ flexShrink: 0 }} miw={56}>
                        {posting.d_day}
                      </Badge>
                      <Text fz="sm" truncate fw={500}>
                        {posting.title}
                      </Text>
                      {posting.badge === 'in_review' ? (
                        <Badge color="gray" variant="outline" size="xs" style={{ flexShrink: 0 }}>
                          {t('dashboard.job_postings.in_review')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Group gap="md" wrap="nowrap" style={{ flexShrink: 0 }}>
                      <Text fz="xs" c="dark.4">
                        {t('dashboard.job_postings.applicants')}{' '}
                        <Text span fw={700} c="dark.7">
                          {formatNumber(posting.applicant_count)}
                        </Text>
                      </Text>
                      <Text fz="xs" c="dark.4">
                        {t('dashboard.job_postings.not_opened')}{' '}
                        <Text span fw={700} c={posting.not_opened > 0 ? 'red.8' : 'dark.7'}>
                          {formatNumber(posting.not_opened)}
                        </Text>
                      </Text>
                    </Group>
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
            <SlotPager page={page} totalPages={data.page_info.total_pages} onChange={setPage} />
          </>
        )}
      </SlotState>
    </SlotCard>
  );
}

// ---------------------------------------------------------------- sales histories

const STATUS_COLORS = { received: 'gray', in_progress: 'brand', completed: 'teal' } as const;

export function SalesHistoriesSlot() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useSalesHistories(page);
  return (
    <SlotCard slot="sales_histories" title={t('dashboard.sales_histories.title')}>
      <SlotState
        query={query}
        failed={t('dashboard.sales_histories.failed')}
        isEmpty={(data) => data.contents.length === 0}
        empty={t('dashboard.sales_histories.empty')}
        skeleton={<Stack gap="sm">{bars(SALES_HISTORIES_PER, 24)}</Stack>}
      >
        {(data) => (
          <>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs" fz="sm" aria-label={t('dashboard.sales_histories.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('dashboard.sales_histories.requested_at')}</Table.Th>
                    <Table.Th>{t('dashboard.sales_histories.topic')}</Table.Th>
                    <Table.Th>{t('dashboard.sales_histories.requester')}</Table.Th>
                    <Table.Th>{t('dashboard.sales_histories.status')}</Table.Th>
                    <Table.Th>{t('dashboard.sales_histories.note')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.contents.map((request) => (
                    <Table.Tr key={request.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(request.created_at)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`dashboard.sales_histories.apply_on.${request.apply_on}`)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{request.customer_name}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[request.status]} variant="light">
                          {t(`dashboard.sales_histories.statuses.${request.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td c={request.status_note ? undefined : 'dark.3'}>{request.status_note ?? '–'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <SlotPager page={page} totalPages={data.page_info.total_pages} onChange={setPage} />
          </>
        )}
      </SlotState>
    </SlotCard>
  );
}
