import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProposalReport, ProposalReportFigures } from '@partners/contract';
import { answer, calls } from '../../../test/contract-handlers';
import { server } from '../../../test/msw-server';
import { renderRoutes } from '../../../test/render';
import { recentMonths } from './months';
import { ProposalReportPage } from './proposal-report-page';

const PATH = '/partners/job_seekers/proposal_report';

function figures(f: Partial<ProposalReportFigures>): ProposalReportFigures {
  return { sent: 0, read: 0, accepted: 0, rejected: 0, expired: 0, open: 0, response_rate: null, median_hours_to_answer: null, ...f };
}

const MARCH = figures({ sent: 3, read: 2, accepted: 1, rejected: 1, expired: 1, response_rate: 0.6667, median_hours_to_answer: 15 });
const APRIL = figures({ sent: 3, read: 2, accepted: 1, open: 2, response_rate: 0.3333, median_hours_to_answer: 50 });
const TOTAL = figures({ sent: 6, read: 4, accepted: 2, rejected: 1, expired: 1, open: 2, response_rate: 0.5, median_hours_to_answer: 10 });

function report(from: string, to: string, empty = false): ProposalReport {
  if (empty) return { from_date: from, to_date: to, total: figures({}), by_project: [], by_month: [{ month: from, ...figures({}) }] };
  return {
    from_date: from,
    to_date: to,
    total: TOTAL,
    by_project: [
      { project_id: 11, project_name: '2026 하반기 백엔드 개발자', active: true, ...figures({ ...TOTAL, sent: 5, open: 1 }) },
      { project_id: 12, project_name: '디자인 리드', active: false, ...figures({ sent: 1, open: 1, response_rate: 0 }) },
    ],
    by_month: [
      { month: '2026-03', ...MARCH },
      { month: '2026-04', ...APRIL },
    ],
  };
}

function serve(options: { empty?: boolean; wait?: boolean } = {}) {
  server.use(
    answer('proposals.report', async ({ query }) => {
      if (options.wait) await delay('infinite');
      return { code: 200, data: report(query.from_date, query.to_date, options.empty) };
    }),
  );
  const requests = () =>
    calls.filter((c) => c.url.startsWith('/api/v5/partners/hr/proposal_reports')).map((c) => new URL(c.url, 'http://x').searchParams);
  return { requests };
}

function render(search = '?from_date=2026-03&to_date=2026-04') {
  const view = renderRoutes([{ path: PATH, Component: ProposalReportPage }], { path: `${PATH}${search}` });
  return { ...view, user: userEvent.setup() };
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('proposal response report (issue 21)', { timeout: 30_000 }, () => {
  it('shows the totals, the monthly rates chart and a table per project and per month', async () => {
    const { requests } = serve();
    render();
    const byProject = await screen.findByRole('table', { name: '프로젝트별' });
    expect(requests()[0]?.get('from_date')).toBe('2026-03');
    expect(requests()[0]?.get('to_date')).toBe('2026-04');
    expect(
      within(byProject)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['프로젝트', '보냄', '열람', '수락', '거절', '만료', '응답 대기', '응답률', '응답까지 (중앙값)']);
    const [first, second, total] = within(byProject).getAllByRole('row').slice(1);
    expect(cells(first as HTMLElement)).toEqual(['2026 하반기 백엔드 개발자', '5', '4', '2', '1', '1', '1', '50%', '10시간']);
    expect(within(second as HTMLElement).getByText('비활성')).toBeInTheDocument();
    expect(cells(total as HTMLElement)[0]).toBe('합계');

    const byMonth = screen.getByRole('table', { name: '월별' });
    const [march, april] = within(byMonth).getAllByRole('row').slice(1);
    expect(cells(march as HTMLElement)).toEqual(['2026년 3월', '3', '2', '1', '1', '1', '0', '66.7%', '15시간']);
    // Two days or more read in days and hours.
    expect(cells(april as HTMLElement)).toEqual(['2026년 4월', '3', '2', '1', '0', '0', '2', '33.3%', '2일 2시간']);

    expect(screen.getByLabelText('보낸 제안 6')).toBeInTheDocument();
    expect(screen.getByLabelText('응답률 50%')).toBeInTheDocument();
    expect(screen.getByLabelText('수락률 33.3%')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: '월별 열람률, 응답률, 수락률 차트' })).toBeInTheDocument();
  });

  it('shows a skeleton while the report loads', async () => {
    serve({ wait: true });
    render();
    expect(await screen.findByRole('status', { name: '제안 응답 리포트를 불러오는 중' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says so when no proposal was sent in the period, with the way to the talent search', async () => {
    serve({ empty: true });
    render();
    expect(await screen.findByText('이 기간에 보낸 포지션 제안이 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '인재 검색으로 가기' })).toHaveAttribute('href', '/partners/job_seekers/search/index/1');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('an end month before the start month is refused on the page, without a request', async () => {
    const { requests } = serve();
    render('?from_date=2026-05&to_date=2026-04');
    expect(await screen.findByRole('alert')).toHaveTextContent('종료 월은 시작 월과 같거나 뒤여야 하고, 기간은 최대 24개월입니다.');
    await new Promise((r) => setTimeout(r, 50));
    expect(requests()).toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a month missing from the address, or malformed there, is the default period of the last six months', async () => {
    const { requests } = serve();
    const months = recentMonths(new Date(), 6);
    render('?from_date=2026-13');
    await waitFor(() => expect(requests()).toHaveLength(1));
    expect(requests()[0]?.get('from_date')).toBe(months[5]);
    expect(requests()[0]?.get('to_date')).toBe(months[0]);
  });

  it('changing the start month asks for the new period', async () => {
    const { requests } = serve();
    const months = recentMonths(new Date(), 12);
    const { user, router } = render(`?from_date=${months[5]}&to_date=${months[0]}`);
    await waitFor(() => expect(requests().some((q) => q.get('from_date') === months[5])).toBe(true));
    const target = months[8] ?? '';
    await user.click(screen.getByRole('combobox', { name: '시작 월' }));
    await user.click(await screen.findByRole('option', { name: `${target.slice(0, 4)}년 ${Number(target.slice(5))}월` }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('from_date')).toBe(target));
    await waitFor(() => expect(requests().some((q) => q.get('from_date') === target && q.get('to_date') === months[0])).toBe(true));
  });
});
