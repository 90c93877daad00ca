import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { koreanMonth } from '@partners/contract/korea-time';
import { loadMessageSection } from '../../i18n';
import { calls, contractError } from '../../test/contract-handlers';
import { server } from '../../test/msw-server';
import { answer } from '../../test/contract-handlers';
import { renderRoutes } from '../../test/render';
import { addMonths } from './period';
import { ScoreStatisticsPage } from './score-statistics-page';
import { makeScores, serveData, type DataSeed } from './test/data-test-server';

const PATH = '/partners/score_statistics';

beforeAll(() => loadMessageSection('data'));

function setup(seed: DataSeed = {}) {
  const served = serveData(seed);
  const view = renderRoutes([{ path: PATH, Component: ScoreStatisticsPage }], { path: PATH });
  return { ...served, ...view, user: userEvent.setup() };
}

const current = () => {
  const { year, month } = koreanMonth(new Date());
  return `${year}-${String(month).padStart(2, '0')}`;
};
const scoreCalls = () => calls.filter((c) => c.url.startsWith('/api/v5/partners/data/scores?')).map((c) => c.url);
const monthsTable = () => screen.findByRole('table', { name: '월별 총점과 리뷰 수' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('score statistics (spec §1, §2; decision 0025)', { timeout: 30_000 }, () => {
  it('the last 12 months by default: the ratings with their labels, the counts, the months newest first and the category averages', async () => {
    setup();
    const table = await monthsTable();
    const to = current();
    expect(scoreCalls()).toEqual([`/api/v5/partners/data/scores?from_date=${addMonths(to, -11)}&to_date=${to}`]);
    expect(screen.getByText('완벽').closest('[data-rating]')).toHaveAttribute('data-rating', 'GOOD');
    expect(screen.getByText('점검 요청').closest('[data-rating]')).toHaveAttribute('data-rating', 'LOW_MID');
    expect(screen.getByText('비교 산업: 솔루션·SI')).toBeInTheDocument();
    const rows = bodyRows(table);
    expect(rows).toHaveLength(12);
    // The fake's company has reviews every other month from the first: the newest (12th) month has none.
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([`${Number(to.slice(0, 4))}년 ${Number(to.slice(5, 7))}월`, '–', '0', '3.20', '30']);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1),
    ).toEqual(['3.50', '2', '3.20', '30']);
    const categories = screen.getByRole('table', { name: '항목별 평균 (조회 기간)' });
    expect(
      within(categories)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['총점', '승진 기회 및 가능성', '복지 및 급여', '업무와 삶의 균형', '사내문화', '경영진']);
    expect(
      within(within(categories).getByRole('rowheader', { name: '우리 기업' }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3.50', '3.00', '3.50', '3.75', '3.50', '2.50']);
    // 6 months with 2 reviews each in the period; 150 over all time.
    expect(screen.getByText('조회 기간').closest('div')).toHaveTextContent('12건');
    expect(screen.getByText('누적').closest('div')).toHaveTextContent('150건');
  });

  it('24 and 36 months ask for those periods', async () => {
    const { user } = setup();
    await monthsTable();
    await user.click(screen.getByText('최근 24개월'));
    const to = current();
    await waitFor(() => expect(scoreCalls().at(-1)).toBe(`/api/v5/partners/data/scores?from_date=${addMonths(to, -23)}&to_date=${to}`));
    await waitFor(async () => expect(bodyRows(await monthsTable())).toHaveLength(24));
    await user.click(screen.getByText('최근 36개월'));
    await waitFor(() => expect(scoreCalls().at(-1)).toBe(`/api/v5/partners/data/scores?from_date=${addMonths(to, -35)}&to_date=${to}`));
  });

  it('MID has no label (spec §1: blank); BAD says 관리 필요', async () => {
    setup({ scores: (from, to) => ({ ...makeScores(from, to), company_rating: 'MID', industry_rating: 'BAD' }) });
    await monthsTable();
    expect(screen.getByLabelText('등급 표시 없음')).toHaveTextContent('–');
    expect(screen.getByText('관리 필요').closest('[data-rating]')).toHaveAttribute('data-rating', 'BAD');
    expect(screen.queryByText('완벽')).toBeNull();
  });

  it('a period without company reviews says so, and keeps the industry line', async () => {
    setup({
      scores: (from, to) => {
        const base = makeScores(from, to);
        const none = { count: 0, overall: null, career: null, pay_benefits: null, work_life: null, culture: null, management: null };
        return { ...base, months: base.months.map((m) => ({ ...m, company: none })), period: { ...base.period, company: none } };
      },
    });
    expect(await screen.findByText('조회 기간에 등록된 기업 리뷰가 없습니다')).toBeInTheDocument();
    expect(bodyRows(await monthsTable())).toHaveLength(12);
  });

  it('a failure shows the page’s error with a retry', async () => {
    serveData();
    server.use(answer('scores.statistics', () => contractError('bad_request')));
    const user = userEvent.setup();
    renderRoutes([{ path: PATH, Component: ScoreStatisticsPage }], { path: PATH });
    expect(await screen.findByText('점수 현황을 불러오지 못했습니다')).toBeInTheDocument();
    serveData();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await monthsTable()).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    setup();
    expect(screen.getByRole('status', { name: '점수 현황을 불러오는 중' })).toBeInTheDocument();
    await monthsTable();
  });
});
