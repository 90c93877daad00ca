import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../i18n';
import { answer } from '../../test/contract-handlers';
import { server } from '../../test/msw-server';
import { makeAnalysis, serveSalaryAnalysis } from '../../test/salary-analysis-test-server';
import { renderRoutes } from '../../test/render';
import { SalaryAnalysisPage } from './salary-analysis-page';

beforeAll(() => loadMessageSection('salaryAnalysis'));

const PATH = '/partners/salary_analysis';

function renderList(search = '?status=list') {
  const view = renderRoutes([{ path: PATH, Component: SalaryAnalysisPage }], { path: `${PATH}${search}` });
  return { ...view, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: '연봉 분석 리포트' });
const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);

/** One of each status: completed 3, requested 1, analysing 4, reserved 11, cancelled 5. */
const mixed = () => [
  makeAnalysis(1, { status: 3 }),
  makeAnalysis(2, { status: 1 }),
  makeAnalysis(3, { status: 4 }),
  makeAnalysis(4, { status: 11, report_type: 'market' }),
  makeAnalysis(5, { status: 5 }),
];

describe('salary analysis report list (spec §3 status=list, §4 statuses)', { timeout: 30_000 }, () => {
  it('shows the spec’s columns and the status tabs with their counts (all, completed 3, analysable 1+4, reserved 11, cancelled 5)', async () => {
    serveSalaryAnalysis({ analyses: mixed() });
    renderList();
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['리포트 유형', '상태', '요청일', '분석 완료일', '관리']);
    const tabs = screen.getByRole('tablist', { name: '분석 상태' });
    const tab = (name: string) => within(tabs).getByRole('tab', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
    expect(tab('전체')).toHaveTextContent('5');
    expect(tab('분석 완료')).toHaveTextContent('1');
    expect(tab('분석 가능')).toHaveTextContent('2');
    expect(tab('예약')).toHaveTextContent('1');
    expect(tab('취소(이용권 환불)')).toHaveTextContent('1');

    // Newest first.
    const [cancelled, reserved, analysing, requested, completed] = await rows();
    expect(within(cancelled as HTMLElement).getByText('취소')).toBeInTheDocument();
    expect(within(reserved as HTMLElement).getByText('시장 연봉 리포트')).toBeInTheDocument();
    expect(within(reserved as HTMLElement).getByText('예약')).toBeInTheDocument();
    expect(within(analysing as HTMLElement).getByText('분석 중')).toBeInTheDocument();
    expect(within(requested as HTMLElement).getByText('분석 대기')).toBeInTheDocument();
    expect(within(completed as HTMLElement).getByText('제안 연봉 검토')).toBeInTheDocument();
    expect(within(completed as HTMLElement).getByText('백엔드 개발 · 경력 1년')).toBeInTheDocument();
    // Requested and completed dates, YYYY.MM.DD in Korea time; a request not analysed yet has none.
    expect(within(completed as HTMLElement).getAllByText('2026.11.20')).toHaveLength(2);
    expect(within(reserved as HTMLElement).getAllByText('2026.11.20')).toHaveLength(1);
    // Only a completed report opens (in a new tab); only 1, 4 and 11 can be cancelled.
    expect(within(completed as HTMLElement).getByRole('link', { name: /리포트 보기/ })).toHaveAttribute(
      'href',
      '/partners/salary_anaylysis/detail?id=1',
    );
    expect(within(completed as HTMLElement).getByRole('link', { name: /리포트 보기/ })).toHaveAttribute('target', '_blank');
    expect(within(completed as HTMLElement).queryByRole('button', { name: /분석 취소/ })).toBeNull();
    expect(within(reserved as HTMLElement).queryByRole('link', { name: /리포트 보기/ })).toBeNull();
    expect(within(reserved as HTMLElement).getByRole('button', { name: /분석 취소/ })).toBeInTheDocument();
  });

  it('filters by a tab and keeps the filter and the page in the URL', async () => {
    const many = Array.from({ length: 25 }, (_, i) => makeAnalysis(i + 1, { status: 3 }));
    const { calls } = serveSalaryAnalysis({ analyses: [...many, makeAnalysis(26, { status: 11 })] });
    const { user, router } = renderList();
    expect(await rows()).toHaveLength(20);
    expect(screen.getByText('총 26건')).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: '분석 리포트 페이지' })).getByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=list&page=2'));
    await waitFor(async () => expect(await rows()).toHaveLength(6));

    await user.click(screen.getByRole('tab', { name: /^예약/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=list&filter=reserved'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(calls.at(-1)?.url).toBe('/api/v5/partners/salary_analyses?status=reserved&page=1');
  });

  it('cancels after a confirmation that says the ticket is refunded', async () => {
    const { state, calls } = serveSalaryAnalysis({ tickets: 2, analyses: [makeAnalysis(7, { status: 1 })] });
    const { user } = renderList();
    const [row] = await rows();
    await user.click(within(row as HTMLElement).getByRole('button', { name: /분석 취소/ }));
    const dialog = await screen.findByRole('dialog', { name: '연봉 분석 취소' });
    expect(within(dialog).getByText('사용한 이용권 1회는 환불됩니다.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '분석 취소' }));

    expect(await screen.findByText('분석 요청을 취소하고 이용권 1회를 환불했습니다')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/v5/partners/salary_analyses/7/cancel')).toHaveLength(1);
    expect(state.tickets).toBe(3);
    await waitFor(async () => expect(within((await rows())[0] as HTMLElement).getByText('취소')).toBeInTheDocument());
  });

  it('a reserved request’s cancel says there is no ticket to refund; closing the dialog cancels nothing', async () => {
    const { calls } = serveSalaryAnalysis({ analyses: [makeAnalysis(8, { status: 11 })] });
    const { user } = renderList();
    const [row] = await rows();
    await user.click(within(row as HTMLElement).getByRole('button', { name: /분석 취소/ }));
    const dialog = await screen.findByRole('dialog', { name: '연봉 분석 취소' });
    expect(within(dialog).getByText('이 요청은 이용권을 사용하지 않아 환불할 이용권이 없습니다.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('follows a running analysis until it completes, then offers the report', async () => {
    serveSalaryAnalysis({ analyses: [makeAnalysis(9, { status: 4 })], completeAfterPolls: 1 });
    renderRoutes([{ path: PATH, Component: SalaryAnalysisPage }], { path: `${PATH}?status=list` });
    const [row] = await rows();
    expect(within(row as HTMLElement).getByText('분석 중')).toBeInTheDocument();
    expect(screen.getByText('분석 중인 요청이 있어 상태를 자동으로 새로 고칩니다.')).toBeInTheDocument();
    await waitFor(async () => expect(within((await rows())[0] as HTMLElement).getByText('분석 완료')).toBeInTheDocument(), { timeout: 8_000 });
    expect(within((await rows())[0] as HTMLElement).getByRole('link', { name: /리포트 보기/ })).toBeInTheDocument();
    expect(screen.queryByText('분석 중인 요청이 있어 상태를 자동으로 새로 고칩니다.')).toBeNull();
  });

  it('has a skeleton while loading, an empty state with a way to the form, and a failed state with a retry', async () => {
    serveSalaryAnalysis({ analyses: [] });
    renderList();
    expect(screen.getByRole('status', { name: '연봉 분석 정보를 불러오는 중' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('연봉 분석 리포트가 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '분석 요청하기' })).toHaveAttribute('href', `${PATH}?status=create`);
  });

  it('says so when the list cannot be loaded and tries again', async () => {
    serveSalaryAnalysis({ analyses: [makeAnalysis(1)] });
    server.use(answer('salaryAnalyses.list', () => HttpResponse.error()));
    const { user } = renderList();
    expect(await screen.findByText('분석 리포트 목록을 불러오지 못했습니다', {}, { timeout: 5_000 })).toBeInTheDocument();
    server.resetHandlers();
    serveSalaryAnalysis({ analyses: [makeAnalysis(1)] });
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await rows()).toHaveLength(1);
  });
});
