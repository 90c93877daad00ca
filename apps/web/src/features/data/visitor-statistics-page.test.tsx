import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessageSection } from '../../i18n';
import { browserLocation, errorModalStore } from '../../lib/api';
import { createQueryClient } from '../../lib/query-client';
import { calls, contractError } from '../../test/contract-handlers';
import { renderRoutes } from '../../test/render';
import { makeFilters, serveData, type DataSeed } from './test/data-test-server';
import { VisitorStatisticsPage } from './visitor-statistics-page';

const PATH = '/partners/visitor_statistics';

beforeAll(() => loadMessageSection('data'));
afterEach(() => {
  errorModalStore.close();
  vi.restoreAllMocks();
});

/** The app's own query client (its error rules), without the retries' waits. */
function appQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 300_000 }, mutations: { retry: false } });
  return client;
}

function setup(seed: DataSeed = {}) {
  const served = serveData(seed);
  const view = renderRoutes([{ path: PATH, Component: VisitorStatisticsPage }], { path: PATH, queryClient: appQueryClient() });
  return { ...served, ...view, user: userEvent.setup() };
}

const BASIC = makeFilters({ detail: false, year_periods: false, company_rank: false });
const STANDARD = makeFilters({ detail: true, year_periods: false, company_rank: false });

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const callsTo = (path: string) => calls.filter((c) => c.url.startsWith(`/api/v5/partners/data/visitors/${path}?`)).map((c) => queryOf(c.url));
const seriesTable = () => screen.findByRole('table', { name: '기간별 방문 수' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('visitor statistics (spec §2, §6, §8, §9; decision 0025)', { timeout: 30_000 }, () => {
  it('while the visit history is still being written says 데모 데이터 준비 중 with its progress, asks for no figures, then shows them', async () => {
    const seed: DataSeed = { filters: makeFilters({}, { done: 600_000, total: 1_000_000 }) };
    setup(seed);
    expect(await screen.findByText('데모 데이터 준비 중')).toBeInTheDocument();
    expect(screen.getByText(/방문 기록을 만들고 있습니다 \(60%\)/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '데모 데이터 준비 중' })).toHaveAttribute('aria-valuetext', '60%');
    expect(callsTo('overview')).toEqual([]);
    // The page asks again by itself (every 3 s): once the history is written, the figures come.
    seed.filters = makeFilters();
    expect(await screen.findByRole('table', { name: '기간별 방문 수' }, { timeout: 6_000 })).toBeInTheDocument();
    expect(screen.queryByText('데모 데이터 준비 중')).toBeNull();
  });

  it('shows the last 12 months: total, the change against the 12 before, the chart’s table and the categories’ counts', async () => {
    setup();
    const table = await seriesTable();
    expect(callsTo('overview')).toEqual([{ period_type: 'month', from_date: '2025-12', to_date: '2026-11', chip: 'all' }]);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(12);
    // Visits of all categories in a month: 10+20+…+70 = 280, plus 7 × the month's number.
    expect(cellsOf(rows[0] as HTMLElement)).toEqual(['2025년 12월', String(280 + 7 * 12)]);
    expect(cellsOf(rows[11] as HTMLElement)).toEqual(['2026년 11월', String(280 + 7 * 11)]);
    const total = 12 * 280 + 7 * 78;
    expect(screen.getByTestId('visitor-total')).toHaveTextContent(total.toLocaleString('ko-KR'));
    // The 12 months before (2024-12..2025-11) had the same visits: no change.
    expect(screen.getByText('이전 같은 기간과 같습니다')).toBeInTheDocument();
    const categories = screen.getByRole('radiogroup', { name: '카테고리' });
    expect(within(categories).getByRole('radio', { name: /^전체/ })).toBeChecked();
    expect(within(categories).getByText('뉴스룸').closest('label')).toHaveTextContent(`뉴스룸${(12 * 10 + 78).toLocaleString('ko-KR')}`);
    for (const label of ['전체', '뉴스룸', '프리미엄 리뷰', '리뷰', '연봉', '면접', '복지', '채용공고'])
      expect(within(categories).getByRole('radio', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
  });

  it('a custom period shows the month pickers (loaded when chosen) at the current period, and a month picked asks for it', async () => {
    const { user } = setup();
    await seriesTable();
    expect(screen.queryByRole('button', { name: /^시작 월/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '직접 선택' }));
    const from = await screen.findByRole('button', { name: /^시작 월/ });
    expect(from).toHaveTextContent('2025년 12월');
    expect(screen.getByRole('button', { name: /^끝 월/ })).toHaveTextContent('2026년 11월');
    await user.click(from);
    await user.click(await screen.findByRole('button', { name: '3월' }));
    // The calendar opens at the start's year (2025); with the year periods there is no 12-month bound.
    await waitFor(() => expect(callsTo('overview').at(-1)).toEqual({ period_type: 'month', from_date: '2025-03', to_date: '2026-11', chip: 'all' }));
  });

  it('a category chip and a shorter period ask for them; the keyboard reaches the chips', async () => {
    const { user } = setup();
    await seriesTable();
    await user.click(screen.getByRole('radio', { name: /^채용공고/ }));
    await waitFor(() => expect(callsTo('overview').at(-1)).toMatchObject({ chip: 'job_postings', from_date: '2025-12' }));
    screen.getByRole('radio', { name: '3개월' }).focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(callsTo('overview').at(-1)).toEqual({ period_type: 'month', from_date: '2026-09', to_date: '2026-11', chip: 'job_postings' }),
    );
    await waitFor(async () => expect(bodyRows(await seriesTable())).toHaveLength(3));
    // A category's total is compared with the same category's: 채용공고 (70 + month) 79+80+81 = 240 against 76+77+78 = 231.
    expect(await screen.findByText('이전 같은 기간보다 3.9% 늘었습니다')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^전체/ }));
    // All categories, 3 months against the 3 before (2026-06..08): 3 × 280 + 7 × (9+10+11) = 1,050 against 3 × 280 + 7 × 21 = 987.
    expect(await screen.findByText('이전 같은 기간보다 6.4% 늘었습니다')).toBeInTheDocument();
  });

  it('a year chip reaching before 2022-08 starts there and says so; the breakdown starts at 2023-11 and says so', async () => {
    const { user } = setup();
    await seriesTable();
    await user.click(screen.getByRole('radio', { name: '8년' }));
    await waitFor(() => expect(callsTo('overview').at(-1)).toEqual({ period_type: 'year', from_date: '2022-08', to_date: '2026-11', chip: 'all' }));
    expect(await screen.findByText('방문 데이터는 2022년 8월부터 있어 그달부터 보여 드립니다')).toBeInTheDocument();
    await waitFor(async () =>
      expect(bodyRows(await seriesTable()).map((r) => r.firstChild?.textContent)).toEqual(['2022년', '2023년', '2024년', '2025년', '2026년']),
    );
    await waitFor(() => expect(callsTo('detail').at(-1)).toMatchObject({ period_type: 'year', from_date: '2023-11', to_date: '2026-11' }));
    expect(screen.getByText('방문자 정보는 2023년 11월부터 수집되어 분석은 그달부터 보여 드립니다')).toBeInTheDocument();
    // The overview before the data: no previous period to compare with.
    expect(screen.getByText('이전 같은 기간의 데이터가 없어 비교하지 않습니다')).toBeInTheDocument();
  });

  it('the breakdown: a tab per dimension with a table and ratios, an occupation filter, and the company rank table', async () => {
    const { user } = setup();
    const ageTable = await screen.findByRole('table', { name: '연령·성별별 방문' });
    expect(bodyRows(ageTable).map(cellsOf)).toEqual([
      ['1', '30대 여성', '420', '42.0%'],
      ['2', '20대 남성', '380', '38.0%'],
      ['3', '40대 남성', '200', '20.0%'],
    ]);
    const tabs = screen.getByRole('tablist', { name: '분석 기준' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['연령·성별', '지역', '학력', '직무·경력', '산업', '스킬', '재직 기업']);
    await user.click(within(tabs).getByRole('tab', { name: '지역' }));
    expect(bodyRows(await screen.findByRole('table', { name: '지역별 방문' })).map(cellsOf)[0]).toEqual(['1', '서울', '700', '70.0%']);
    await user.click(within(tabs).getByRole('tab', { name: '직무·경력' }));
    expect(bodyRows(await screen.findByRole('table', { name: '직무·경력별 방문' })).map(cellsOf)[0]).toEqual(['1', '개발 · 4~6년', '10', '100.0%']);
    await user.click(screen.getByRole('combobox', { name: '직무' }));
    await user.click(await screen.findByRole('option', { name: '디자인' }));
    await waitFor(() => expect(callsTo('detail').at(-1)).toMatchObject({ dimension: 'occupation_year', occupation_id: '11700' }));
    await user.click(within(tabs).getByRole('tab', { name: '재직 기업' }));
    const rank = await screen.findByRole('table', { name: '방문 기업 순위' });
    expect(
      within(rank)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['순위', '방문 기업', '기업 평점', '방문 비율']);
    expect(bodyRows(rank).map(cellsOf)).toEqual([
      ['1', '한빛소프트웨어', '3.8', '60.0%'],
      ['2', '바른제약', '평점 없음', '40.0%'],
    ]);
  });

  it('standard: the breakdown but no year chips and no company rank, each with a plain explanation', async () => {
    const { user } = setup({ filters: STANDARD });
    await screen.findByRole('table', { name: '연령·성별별 방문' });
    for (const n of [2, 4, 6, 8]) expect(screen.getByRole('radio', { name: `${n}년` })).toBeDisabled();
    expect(screen.getByText('연 단위 기간(2년 이상)은 브랜딩 상품을 이용하는 기업에 제공됩니다')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '재직 기업' }));
    expect(await screen.findByText('재직 기업 순위는 브랜딩 상품을 이용하는 기업에 제공됩니다')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '방문 기업 순위' })).toBeNull();
    expect(callsTo('detail').some((q) => q.dimension === 'current_company')).toBe(false);
  });

  it('basic: the overview only, and the visitor-data inquiry in place of the breakdown (confirm disabled until complete, §8 messages)', async () => {
    const { user, inquiries } = setup({ filters: BASIC });
    await seriesTable();
    expect(screen.queryByRole('tablist', { name: '분석 기준' })).toBeNull();
    expect(callsTo('detail')).toEqual([]);
    // The inquiry's chunk loads only for a company that sees it.
    expect(await screen.findByRole('heading', { name: '방문자 데이터 문의' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: '문의하기' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /이름/ }), '김담당');
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /연락처/ }), '010-1234-5678');
    await user.type(screen.getByRole('textbox', { name: /이메일/ }), 'kim@company');
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집/ }));
    // Not an e-mail yet (the simple pattern wants a dot in the domain).
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /이메일/ }), '.co.kr');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('방문자 데이터 문의가 완료되었습니다')).toBeInTheDocument();
    expect(screen.getByText('영업일 기준 3일 이내에 담당자가 연락드릴 예정입니다')).toBeInTheDocument();
    expect(inquiries).toEqual([
      {
        customer_name: '김담당',
        customer_phone: '010-1234-5678',
        customer_email: 'kim@company.co.kr',
        customer_rank: '',
        apply_on: 'visitor_statistics',
        tos_privacy: true,
      },
    ]);
  });

  it('the inquiry: a malformed phone stays in the form; a field the server refuses shows under it, with no error modal', async () => {
    const { user, inquiries } = setup({
      filters: BASIC,
      consulting: contractError('bad_request', '이메일 형식이 올바르지 않습니다', { field: 'body.customer_email' }),
    });
    await seriesTable();
    await user.type(await screen.findByRole('textbox', { name: /이름/ }), '김담당');
    await user.type(screen.getByRole('textbox', { name: /연락처/ }), '12345');
    await user.type(screen.getByRole('textbox', { name: /이메일/ }), 'kim@company.co.kr');
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집/ }));
    await user.click(screen.getByRole('button', { name: '문의하기' }));
    expect(await screen.findByText(/올바른 연락처 형식이 아닙니다/)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/v5/partners/consulting')).toBe(false);
    await user.clear(screen.getByRole('textbox', { name: /연락처/ }));
    await user.type(screen.getByRole('textbox', { name: /연락처/ }), '010-1234-5678');
    await user.click(screen.getByRole('button', { name: '문의하기' }));
    expect(await screen.findByText('이메일 형식이 올바르지 않습니다')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /이메일/ })).toHaveAttribute('aria-invalid', 'true');
    expect(errorModalStore.title()).toBeNull();
    expect(screen.queryByText('방문자 데이터 문의가 완료되었습니다')).toBeNull();
    expect(inquiries).toEqual([]);
  });

  it('a failed visitor GET opens no error modal and leaves the page: the section says so, and retry loads it', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user, router } = setup({ overview: contractError('bad_request'), detail: contractError('internal') });
    expect(await screen.findByText('방문 추이를 불러오지 못했습니다')).toBeInTheDocument();
    expect(await screen.findByText('방문자 분석을 불러오지 못했습니다')).toBeInTheDocument();
    expect(errorModalStore.title()).toBeNull();
    expect(router.state.location.pathname).toBe(PATH);
    expect(assign).not.toHaveBeenCalled();
    serveData();
    const [overviewRetry] = screen.getAllByRole('button', { name: '다시 시도' });
    await user.click(overviewRetry as HTMLElement);
    expect(await seriesTable()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('table', { name: '연령·성별별 방문' })).toBeInTheDocument();
    expect(errorModalStore.title()).toBeNull();
  });

  it('a failed filters call shows the page’s own error with a retry, no modal', async () => {
    const { user } = setup({ filters: contractError('internal') });
    expect(await screen.findByText('방문자 현황을 불러오지 못했습니다')).toBeInTheDocument();
    expect(errorModalStore.title()).toBeNull();
    serveData();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await seriesTable()).toBeInTheDocument();
  });

  it('a company nobody visited sees empty states, not zeros in a chart', async () => {
    setup({ empty: true });
    expect(await screen.findByText('방문 기록이 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '기간별 방문 수' })).toBeNull();
    expect(await screen.findByText('이 기간에 방문자 정보가 있는 방문이 없습니다')).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    setup();
    expect(screen.getByRole('status', { name: '방문 추이를 불러오는 중' })).toBeInTheDocument();
    await seriesTable();
  });
});
