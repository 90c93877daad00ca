import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessageSection } from '../../i18n';
import { errorModalStore } from '../../lib/api';
import { makeAnalysis, makeResult, serveSalaryAnalysis } from '../../test/salary-analysis-test-server';
import { renderRoutes } from '../../test/render';
import { SalaryReportPage } from './report-page';

beforeAll(() => loadMessageSection('salaryAnalysis'));
afterEach(() => {
  errorModalStore.close();
  vi.restoreAllMocks();
});

const PATH = '/partners/salary_anaylysis/detail';

function renderReport(search: string) {
  const view = renderRoutes([{ path: PATH, Component: SalaryReportPage }], { path: `${PATH}${search}` });
  return { ...view, user: userEvent.setup() };
}

describe('salary analysis report (spec §2 /salary_anaylysis/detail)', { timeout: 30_000 }, () => {
  it('shows the distribution chart with the desired, previous and proposed salaries marked, and where each stands', async () => {
    serveSalaryAnalysis({ analyses: [makeAnalysis(1)] });
    renderReport('?id=1');
    const chart = await screen.findByRole('figure', { name: '연봉 분포 차트' });
    // The histogram's bins, and a line for each marked salary.
    expect(chart.querySelectorAll('[class*="bin"]').length).toBeGreaterThan(4);
    expect(within(chart).getByText('희망 6,500만원')).toBeInTheDocument();
    expect(within(chart).getByText('비슷한 조건의 연봉 184건의 분포입니다. 세로선은 각 연봉의 위치입니다.')).toBeInTheDocument();
    const markers = within(chart).getByRole('list', { name: '표시한 연봉' });
    expect(within(markers).getByTestId('marker-hope')).toHaveTextContent('희망 6,500만원 (하위 77%)');
    expect(within(markers).getByTestId('marker-pre')).toHaveTextContent('직전 5,200만원 (하위 37%)');
    expect(within(markers).getByTestId('marker-propose')).toHaveTextContent('제안 6,000만원 (하위 62%)');
    expect(within(markers).getByTestId('marker-recommended')).toHaveTextContent('추천 범위 5,800만원 ~ 6,500만원');

    const positions = screen.getByRole('region', { name: '각 연봉의 위치' });
    expect(within(positions).getByTestId('position-hope')).toHaveTextContent('6,500만원');
    expect(within(positions).getByTestId('position-hope')).toHaveTextContent('같은 조건에서 77%가 이보다 적게 받습니다.');
  });

  it('shows p10–p90, the recommended range with its reasons in Korean, the cohort with each widening step, and the data date', async () => {
    serveSalaryAnalysis({ analyses: [makeAnalysis(1)] });
    renderReport('?id=1');
    expect(await screen.findByRole('heading', { level: 1, name: '연봉 분석 리포트' })).toBeInTheDocument();
    expect(screen.getByText('제안 연봉 검토')).toBeInTheDocument();
    const bands = screen.getByRole('table', { name: '백분위별 연봉' });
    expect(
      within(bands)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['하위 10%', '하위 25%', '중앙값', '상위 25%', '상위 10%']);
    expect(
      within(bands)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4,200만원', '4,900만원', '5,600만원', '6,400만원', '7,300만원']);

    const recommended = screen.getByRole('region', { name: '추천 제안 연봉' });
    expect(within(recommended).getByTestId('recommended-range')).toHaveTextContent('5,800만원 ~ 6,500만원');
    const reasons = within(recommended).getByRole('list', { name: '이렇게 추천한 이유' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '비슷한 조건의 연봉 184건의 중앙값(5,600만원)과 상·하위 25% 구간(4,900만원 ~ 6,400만원)을 기준으로 했습니다.',
      '그중 중앙값부터 상위 25% 수준까지를 기본 추천 범위로 잡았습니다.',
      '희망 연봉이 시장 상위 25%보다 높아, 범위의 상단을 희망 연봉까지 올렸습니다.',
      '범위의 하단을 직전 연봉에 이직 시 일반적인 인상 폭(5%)을 더한 금액 이상으로 맞췄습니다.',
      '조건에 맞는 데이터가 적어 비교 범위를 넓힌 결과를 반영했습니다.',
    ]);

    const cohort = screen.getByRole('region', { name: '비교 대상' });
    expect(within(cohort).getByTestId('cohort-size')).toHaveTextContent('연봉 데이터 184건');
    expect(within(cohort).getByRole('row', { name: /직무/ })).toHaveTextContent('개발 (대분류)');
    expect(within(cohort).getByRole('row', { name: /산업/ })).toHaveTextContent('IT/웹/통신 (대분류)');
    expect(within(cohort).getByRole('row', { name: /경력/ })).toHaveTextContent('4~6년');
    expect(within(cohort).getByRole('row', { name: /기업 규모/ })).toHaveTextContent('중견기업');
    expect(within(cohort).getByRole('row', { name: /데이터 연도/ })).toHaveTextContent('2024~2026년');
    const steps = within(cohort).getByRole('list', { name: '데이터가 적어 비교 범위를 넓힌 과정' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['직무를 대분류 전체로 넓힘 → 21건', '경력 범위를 ±1년으로 넓힘 → 184건']);
    expect(within(cohort).getByText('데이터가 30건 이상일 때 분석합니다.')).toBeInTheDocument();
    expect(screen.getByTestId('data-date')).toHaveTextContent('데이터 기준일 2026.11.19');

    const previous = screen.getByRole('region', { name: '직전 회사 기준 비교' });
    expect(within(previous).getByText('한빛소프트의 규모와 산업(대기업, IT/웹/통신)에서 같은 직무·경력의 연봉입니다.')).toBeInTheDocument();
    expect(within(previous).getByTestId('previous-position')).toHaveTextContent('이 기준에서 직전 연봉 5,200만원의 위치는 하위 23%입니다.');
  });

  it('says the cohort matched exactly and leaves out what was not given (a market report)', async () => {
    const result = makeResult({
      positions: { hope: { amount: 5000, percentile: 30 }, pre: null, propose: null },
      previous_company: null,
      recommended: { min: 5000, max: 5600, reasons: ['market_median_to_upper_quartile'] },
    });
    result.cohort.widened = [];
    result.cohort.company_size = null;
    serveSalaryAnalysis({ analyses: [makeAnalysis(2, { report_type: 'market', result })] });
    renderReport('?id=2');
    const chart = await screen.findByRole('figure', { name: '연봉 분포 차트' });
    expect(within(chart).getByTestId('marker-hope')).toBeInTheDocument();
    expect(within(chart).queryByTestId('marker-pre')).toBeNull();
    expect(within(chart).queryByTestId('marker-propose')).toBeNull();
    expect(screen.getByText('시장 연봉 리포트')).toBeInTheDocument();
    expect(screen.getByText('요청한 조건 그대로 비교했습니다.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '비교 대상' })).getByRole('row', { name: /기업 규모/ })).toHaveTextContent('전체 규모');
    expect(screen.queryByRole('region', { name: '직전 회사 기준 비교' })).toBeNull();
  });

  it('prints with the 인쇄 button (the browser’s print, to paper or PDF)', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    serveSalaryAnalysis({ analyses: [makeAnalysis(1)] });
    const { user } = renderReport('?id=1');
    await user.click(await screen.findByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('a reserved or cancelled request says why there is no report, without a print button', async () => {
    serveSalaryAnalysis({ analyses: [makeAnalysis(3, { status: 11 }), makeAnalysis(4, { status: 5 })] });
    renderReport('?id=3');
    expect(await screen.findByText('예약된 분석입니다')).toBeInTheDocument();
    expect(screen.getByText(/데이터가 모이면 분석한 뒤 이메일로 알려 드리며, 그 전에는 이용권이 사용되지 않습니다/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '인쇄' })).toBeNull();
  });

  it('follows an analysing request and shows the report once completed', async () => {
    serveSalaryAnalysis({ analyses: [makeAnalysis(5, { status: 4 })], completeAfterPolls: 1 });
    renderReport('?id=5');
    expect(await screen.findByText('분석하고 있습니다')).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: '연봉 분포 차트' }, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '인쇄' })).toBeInTheDocument();
  });

  it('a missing or another company’s id is the same not-found state, in the page and not in a modal', async () => {
    const { calls } = serveSalaryAnalysis({ analyses: [] });
    renderReport('?id=999');
    expect(await screen.findByText('연봉 분석 리포트를 찾을 수 없습니다')).toBeInTheDocument();
    expect(errorModalStore.title()).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/v5/partners/salary_analyses/999')).toHaveLength(1));
  });

  it('an id that is not a number asks nothing and says not found', async () => {
    const { calls } = serveSalaryAnalysis();
    renderReport('?id=abc');
    expect(await screen.findByText('연봉 분석 리포트를 찾을 수 없습니다')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/v5/partners/salary_analyses'))).toHaveLength(0);
  });
});
