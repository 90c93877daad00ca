import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Mark.css';
import '@mantine/core/styles/EmptyState.css';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Container, Group, Image, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { OutboundLink } from '../../../components/outbound-link';
import { Pagination } from '../../../components/pagination';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, TALENT_PATHS, isTalentTab, type TalentTab } from '@partners/contract';
import { usePageTitle } from '../../../components/use-page-title';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { logSearchEvent, type SearchEventBody } from '../api/log-event';
import { useSearchMetaInfo, useTalentSearch, useTalentSearchBanner } from '../api/search';
import { useTalentPoolHiring } from '../hiring-slots';
import { FilterPanel } from './filter-panel';
import { ResultList } from './result-list';
import { DEFAULT_SEARCH_STATE, readSearchPage, readSearchState, searchRequest, writeSearchState, type SearchState } from './search-state';
import { rememberShownResults, searchSessionId } from './search-session';
import { SearchTabs } from './search-tabs';
import { SelectionBar } from './selection-bar';
import { SortSelect } from './sort-select';
import { PageHeader } from '../../../components/page-header';

export type TalentSearchPageViewProps = {
  /** Extra controls (the saved-search actions), a full-width row above the results. */
  toolbar?: ReactNode;
};

/** /partners/job_seekers/search/:tab/:page: an unknown tab goes to index/1, a bad page to page 1. */
export function TalentSearchPageView({ toolbar }: TalentSearchPageViewProps) {
  const params = useParams();
  const { search } = useLocation();
  if (!isTalentTab(params.tab)) return <Navigate to={TALENT_PATHS.search('index')} replace />;
  const page = readSearchPage(params.page);
  if (page === null) return <Navigate to={`${TALENT_PATHS.search(params.tab)}${search}`} replace />;
  return <TalentSearch tab={params.tab} page={page} toolbar={toolbar} />;
}

/** The route's page; the saved-search feature renders TalentSearchPageView with its toolbar instead. */
export function TalentSearchPage() {
  return <TalentSearchPageView />;
}

const BANNER_HEIGHT = 96;

/** The banner the server sends with the search; a link only when it leads somewhere else than this page. */
function SearchBanner({ img_url, img_alt, link }: { img_url: string; img_alt: string; link: string }) {
  const { pathname } = useLocation();
  // The page's largest paint on a phone: fetched first (the prefetch preloads it too).
  const image = <Image src={img_url} alt={img_alt} radius="md" h={BANNER_HEIGHT} fit="cover" fetchPriority="high" />;
  if (!link || link.split('?')[0] === pathname) return image;
  return /^https?:\/\//.test(link) ? (
    <OutboundLink href={link} target="_blank" rel="noopener noreferrer" onFollow={() => logSearchEvent({ event: 'outbound_link', text: link })}>
      {image}
    </OutboundLink>
  ) : (
    <Anchor component={Link} to={link}>
      {image}
    </Anchor>
  );
}

function TalentSearch({ tab, page, toolbar }: { tab: TalentTab; page: number; toolbar: ReactNode }) {
  const t = useT();
  usePageTitle('talent_search');
  const navigate = useNavigate();
  const { search } = useLocation();
  const [sessionId] = useState(searchSessionId);
  const state = useMemo(() => readSearchState(new URLSearchParams(search)), [search]);
  const request = useMemo(() => searchRequest(state, tab, page, sessionId), [state, tab, page, sessionId]);
  const searchResult = useTalentSearch(request);
  const banner = useTalentSearchBanner(request).data;
  const meta = useSearchMetaInfo();
  const occupations = meta.data?.occupation1 && meta.data.occupation2 ? { level1: meta.data.occupation1, level2: meta.data.occupation2 } : undefined;

  const go = (next: SearchState, nextPage = 1) => {
    const query = writeSearchState(next).toString();
    void navigate(`${TALENT_PATHS.search(tab, nextPage)}${query ? `?${query}` : ''}`);
  };
  const data = searchResult.data;
  // Spec §7 events, each naming the results it was taken on.
  const record = (event: SearchEventBody) => void logSearchEvent(data ? { search_request_id: data.meta.search_request_id, ...event } : event);
  const clearFilters = () => {
    record({ event: 'clear_filters' });
    go({ ...DEFAULT_SEARCH_STATE, order: state.order, seekers: state.seekers });
  };
  const selection = useResultSelection(JSON.stringify(request));
  const { SelectionActions } = useTalentPoolHiring();
  const pageEncs = data?.results.map((result) => result.enc) ?? [];
  // The page shown becomes the representative ids the next events carry (decision 0033).
  const shownKey = data ? pageEncs.join(',') : null;
  useEffect(() => {
    if (shownKey !== null) rememberShownResults(shownKey === '' ? [] : shownKey.split(','));
  }, [shownKey]);
  const totalPages = data ? Math.min(Math.ceil(data.meta.total / SEARCH_PAGE_SIZE), SEARCH_MAX_PAGE) : 0;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="md">
          <PageHeader title={t(`talent_search.tabs.${tab}`)} />
          <SearchTabs current={tab} />
        </Stack>
        {banner?.visible ? (
          <SearchBanner {...banner} />
        ) : banner === undefined && searchResult.isPending ? (
          // The banner comes with the first search: its place is kept until then, or its arrival pushed the
          // filters and the results down (a layout shift of 0.13 on a phone when the search answered late).
          <Skeleton h={BANNER_HEIGHT} radius="md" aria-hidden="true" />
        ) : null}
        <Paper withBorder radius="md" p="md">
          <FilterPanel
            applied={state.filters}
            occupations={occupations}
            onApply={(filters, reason) => {
              const keywords = filters.keywords.words.join(' ');
              record(reason === 'search' && keywords ? { event: 'search', text: keywords } : { event: reason });
              go({ ...state, filters });
            }}
          />
        </Paper>
        {toolbar}
        {state.seekers.length > 0 ? (
          <Alert color="blue" variant="light" icon={<IconBellRinging size={18} aria-hidden="true" />} title={t('talent_search.new_matches.title')}>
            <Group justify="space-between" gap="sm">
              <Text fz="sm">{t('talent_search.new_matches.body', { count: formatNumber(state.seekers.length) })}</Text>
              <Button variant="white" size="xs" onClick={() => go({ ...state, seekers: [] })}>
                {t('talent_search.new_matches.show_all')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <TotalLine total={data?.meta.total} isLowerBound={data?.meta.total_is_lower_bound ?? false} />
          <SortSelect
            value={state.order}
            orders={meta.data?.display_order_bys}
            onChange={(order) => {
              record({ event: 'change_sort', text: order });
              go({ ...state, order });
            }}
          />
        </Group>
        {SelectionActions && pageEncs.length > 0 ? (
          <SelectionBar
            pageEncs={pageEncs}
            selected={selection.selected}
            onSelectAll={(checked) => selection.set(checked ? pageEncs : [])}
            onDone={() => selection.set([])}
            Actions={SelectionActions}
          />
        ) : null}
        <ResultList
          results={data?.results}
          selection={SelectionActions ? { selected: selection.selected, onToggle: selection.toggle } : undefined}
          isStale={searchResult.isPlaceholderData}
          isError={searchResult.isError}
          onRetry={() => void searchResult.refetch()}
          onClearFilters={clearFilters}
        />
        {totalPages > 1 ? (
          <Group justify="center" component="nav" aria-label={t('talent_search.pagination')}>
            <Pagination
              total={totalPages}
              value={Math.min(page, totalPages)}
              onChange={(next) => {
                record({ event: 'change_page', position: next });
                go(state, next);
                window.scrollTo({ top: 0 });
              }}
            />
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}

/** The picked results of one search request; a new request (page, filters, sort) starts empty. */
function useResultSelection(requestKey: string) {
  const [state, setState] = useState<{ key: string; encs: string[] }>({ key: requestKey, encs: [] });
  const selected = state.key === requestKey ? state.encs : [];
  return {
    selected,
    set: (encs: string[]) => setState({ key: requestKey, encs }),
    toggle: (enc: string, checked: boolean) =>
      setState({ key: requestKey, encs: checked ? [...selected.filter((other) => other !== enc), enc] : selected.filter((other) => other !== enc) }),
  };
}

function TotalLine({ total, isLowerBound }: { total: number | undefined; isLowerBound: boolean }) {
  const t = useT();
  if (total === undefined) return <span />;
  const count = formatNumber(total);
  return (
    <Text fw={600} c="dark.7" aria-live="polite" title={isLowerBound ? t('talent_search.total_lower_bound', { count }) : undefined}>
      {t('talent_search.total', { count: isLowerBound ? `${count}+` : count })}
    </Text>
  );
}
