import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { koreanDay } from '@partners/contract/korea-time';
import { loadMessageSection } from '../../i18n';
import { browserLocation, errorModalStore } from '../../lib/api';
import { createQueryClient } from '../../lib/query-client';
import { ConsoleSessionProvider } from '../../lib/session';
import { calls } from '../../test/contract-handlers';
import { makeInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { SLOTS, SLOT_TEXT, makeEvents, serveDashboard } from '../../test/dashboard-test-server';
import { ReputationManagementPage } from './reputation-management-page';
import { WELCOME_CLOSED_KEY } from './welcome-tasks';

beforeAll(() => loadMessageSection('dashboard'));

const PATH = '/partners/reputation_management';

function Session({ children }: { children: ReactNode }) {
  return <ConsoleSessionProvider value={makeInfo().data}>{children}</ConsoleSessionProvider>;
}

/** The app's own query client (its global error rules: error modal, error pages), without retries. */
function appQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

function renderDashboard() {
  const view = renderRoutes(
    [
      {
        path: PATH,
        element: (
          <Session>
            <ReputationManagementPage />
          </Session>
        ),
      },
      { path: '*', element: <p>다른 화면</p> },
    ],
    { path: PATH, queryClient: appQueryClient() },
  );
  return { ...view, user: userEvent.setup() };
}

/** A slot's card, once it is on the page (the slots below the first screen come when the page is idle). */
const slot = (name: string) =>
  waitFor(() => {
    const element = document.querySelector(`[data-slot="${name}"]`);
    if (!(element instanceof HTMLElement)) throw new Error(`slot ${name} is not on the page`);
    return element;
  });
const SLOT_ATTR: Record<(typeof SLOTS)[number], string> = {
  'dashboard.eventLog': 'event_log',
  'dashboard.banner': 'banner',
  'dashboard.businessStatus': 'business_status',
  'dashboard.externalSummary': 'external_summary',
  'dashboard.externalReputation': 'external_reputation',
  'dashboard.internalSummary': 'internal_summary',
  'dashboard.internalReputation': 'internal_reputation',
  'dashboard.jobPostings': 'job_postings',
  'dashboard.salesHistories': 'sales_histories',
};

async function loadedText(name: (typeof SLOTS)[number]) {
  const { loaded } = SLOT_TEXT[name];
  if (name === 'dashboard.banner') return within(await slot('banner')).findByAltText(loaded);
  // A category's name is both a chart label and a table row's heading.
  const [first] = await within(await slot(SLOT_ATTR[name])).findAllByText(loaded, { exact: false });
  return first;
}

beforeEach(() => {
  // The welcome modal is tested on its own below; here it stays away (closed for today).
  window.localStorage.setItem(WELCOME_CLOSED_KEY, koreanDay(new Date()));
});
afterEach(() => {
  window.localStorage.clear();
  errorModalStore.close();
  vi.restoreAllMocks();
});

describe('home dashboard (decision 0025)', { timeout: 60_000 }, () => {
  it('renders every slot from its own call', async () => {
    serveDashboard();
    renderDashboard();
    for (const name of SLOTS) expect(await loadedText(name)).toBeInTheDocument();
    // Each slot is one call of its own (and the usage items one more, shared with the welcome tasks).
    for (const name of SLOTS) expect(calls.filter((c) => c.url.startsWith(pathOf(name))).length).toBe(1);
    // §1 labels: GOOD 완벽, LOW_MID 점검 요청; figures from the slots.
    expect(within(await slot('external_reputation')).getByText('완벽')).toBeInTheDocument();
    expect(within(await slot('external_reputation')).getByTestId('average-rating')).toHaveTextContent('3.9');
    expect(within(await slot('business_status')).getByTestId('salary-tickets')).toHaveTextContent('7');
    expect(within(await slot('external_summary')).getByTestId('visits-30')).toHaveTextContent('90');
    expect(within(await slot('external_summary')).getByText('50% 증가')).toBeInTheDocument();
    expect(within(await slot('sales_histories')).getAllByText('평판 관리 상담').length).toBeGreaterThan(0);
    // The usage card folded into business status: one usage rate on the page.
    expect(screen.getAllByText('서비스 이용률')).toHaveLength(1);
  });

  it.each(SLOTS)('a 500 of %s shows that slot’s message and retry, leaves the other eight, opens no error modal', async (failing) => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const state = serveDashboard({ failing: new Set([failing]) });
    const { user, router } = renderDashboard();
    const failedSlot = await slot(SLOT_ATTR[failing]);
    expect(await within(failedSlot).findByText(SLOT_TEXT[failing].failed)).toBeInTheDocument();
    for (const other of SLOTS.filter((s) => s !== failing)) expect(await loadedText(other)).toBeInTheDocument();
    expect(errorModalStore.title()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(PATH);

    // 다시 시도 asks again, and the slot fills in.
    state.failing.clear();
    await user.click(within(failedSlot).getByRole('button', { name: '다시 시도' }));
    expect(await loadedText(failing)).toBeInTheDocument();
  });

  it('lists live postings as the recruitment menu does: counts capped at 999+, no applicants yet to the fit candidates', async () => {
    serveDashboard();
    renderDashboard();
    const postings = await slot('job_postings');
    const busy = (await within(postings).findByText('프론트엔드 개발자 (React)')).closest('a');
    expect(busy).toHaveAttribute('href', '/partners/applicant_management/11');
    expect(within(busy as HTMLElement).getByText('999+')).toBeInTheDocument();
    const none = within(postings).getByText('백엔드 개발자 (Java)').closest('a');
    expect(none).toHaveAttribute('href', '/partners/applicant_management/13?status=fit');
  });

  it('pages the event log with page_info', async () => {
    serveDashboard({ events: makeEvents(14) });
    const { user } = renderDashboard();
    const log = await slot('event_log');
    expect(await within(log).findByText("'백엔드 개발자 1' 공고에 새로운 지원자가 있습니다")).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(10);
    await user.click(within(log).getByRole('button', { name: '2' }));
    expect(await within(log).findByText("'백엔드 개발자 13' 공고에 새로운 지원자가 있습니다")).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(4);
    expect(calls.some((c) => c.url === '/api/v3/business_center/event_log?page=2&per=10')).toBe(true);
    // Each event links to where it is handled.
    expect(within(log).getByRole('link', { name: /백엔드 개발자 13/ })).toHaveAttribute('href', '/partners/applicant_management/13');
  });

  it('shows the empty states', async () => {
    serveDashboard({ events: [], requests: [], visits: 0 });
    renderDashboard();
    expect(await within(await slot('event_log')).findByText('최근 90일 동안의 소식이 없습니다')).toBeInTheDocument();
    expect(await within(await slot('sales_histories')).findByText('아직 상담을 요청한 내역이 없습니다')).toBeInTheDocument();
    expect(await within(await slot('external_summary')).findByText('최근 60일 동안 방문 기록이 없습니다')).toBeInTheDocument();
  });

  it('while the visit history is still being written, the visits slot says 데모 데이터 준비 중, not 0 visits, and fills in when done', async () => {
    const state = serveDashboard({ visits: 0, preparing: { done: 250_000, total: 1_000_000 } });
    renderDashboard();
    const visits = await slot('external_summary');
    expect(await within(visits).findByText('데모 데이터 준비 중')).toBeInTheDocument();
    expect(within(visits).getByText(/방문 기록을 만들고 있습니다 \(25%\)/)).toBeInTheDocument();
    expect(within(visits).queryByText('최근 60일 동안 방문 기록이 없습니다')).toBeNull();
    expect(within(visits).queryByTestId('visits-30')).toBeNull();
    // The slot asks again by itself (every 3 s) and shows the figures once the history is written.
    Object.assign(state, { visits: 3, preparing: null });
    expect(await within(visits).findByTestId('visits-30', {}, { timeout: 6_000 })).toHaveTextContent('90');
    expect(within(visits).queryByText('데모 데이터 준비 중')).toBeNull();
  });
});

describe('welcome tasks (spec §4, §9)', { timeout: 60_000 }, () => {
  beforeEach(() => window.localStorage.removeItem(WELCOME_CLOSED_KEY));

  const dialog = () => screen.findByRole('dialog', { name: '시작하기: 다섯 가지만 해 보세요' });
  const task = (box: HTMLElement, key: string) => {
    const item = box.querySelector(`[data-task="${key}"]`);
    if (!(item instanceof HTMLElement)) throw new Error(`task ${key} missing`);
    return item;
  };

  it('lists the five tasks ticked from the usage items, each linking to where it is done', async () => {
    serveDashboard({ inUse: new Set(['profile', 'cover_photo']) });
    renderDashboard();
    const box = await dialog();
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-task')),
    ).toEqual(['profile', 'cover_photo', 'review_comments', 'interview_comments', 'job_postings']);
    expect(task(box, 'profile')).toHaveAttribute('data-done', 'true');
    expect(within(task(box, 'cover_photo')).getByText('완료')).toBeInTheDocument();
    expect(task(box, 'review_comments')).toHaveAttribute('data-done', 'false');
    expect(within(box).getByText('2/5 완료')).toBeInTheDocument();
    expect(within(task(box, 'interview_comments')).getByRole('link')).toHaveAttribute('href', '/partners/interview_managements');
    expect(within(task(box, 'cover_photo')).getByRole('link')).toHaveAttribute('href', '/partners/business_managements/cover_image');
  });

  it('closes itself when all five are done', async () => {
    const state = serveDashboard({ inUse: new Set(['profile', 'cover_photo', 'review_comments', 'interview_comments']) });
    const { queryClient } = renderDashboard();
    await dialog();
    state.inUse.add('job_postings');
    await queryClient.invalidateQueries({ queryKey: ['business_center', 'usage'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not open when all five are done', async () => {
    serveDashboard({ inUse: new Set(['profile', 'cover_photo', 'review_comments', 'interview_comments', 'job_postings']) });
    renderDashboard();
    expect(await within(await slot('business_status')).findByText('연봉 분석 이용권')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/v3/business_center/info/usage'))).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('오늘 하루 보지 않기 stores today’s Korean date, unticking removes it, and a stored date keeps it away', async () => {
    serveDashboard();
    const { user, unmount } = renderDashboard();
    const box = await dialog();
    const stop = within(box).getByRole('checkbox', { name: '오늘 하루 보지 않기' });
    await user.click(stop);
    expect(window.localStorage.getItem(WELCOME_CLOSED_KEY)).toBe(koreanDay(new Date()));
    await user.click(stop);
    expect(window.localStorage.getItem(WELCOME_CLOSED_KEY)).toBeNull();
    await user.click(stop);
    await user.click(within(box).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();

    // The next visit the same Korean day: not shown. A date of another day: shown again.
    renderDashboard();
    expect(await within(await slot('business_status')).findByText('연봉 분석 이용권')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a close date of an earlier day does not keep it away', async () => {
    window.localStorage.setItem(WELCOME_CLOSED_KEY, '2020-01-01');
    serveDashboard();
    renderDashboard();
    expect(await dialog()).toBeInTheDocument();
  });
});

function pathOf(name: (typeof SLOTS)[number]): string {
  const paths: Record<(typeof SLOTS)[number], string> = {
    'dashboard.eventLog': '/api/v3/business_center/event_log',
    'dashboard.banner': '/api/v3/business_center/banner',
    'dashboard.businessStatus': '/api/v3/business_center/dash_board/business_status',
    'dashboard.externalSummary': '/api/v3/business_center/external_summary',
    'dashboard.externalReputation': '/api/v3/business_center/external_reputation',
    'dashboard.internalSummary': '/api/v3/business_center/internal_summary',
    'dashboard.internalReputation': '/api/v3/business_center/internal_reputation',
    'dashboard.jobPostings': '/api/v3/business_center/job_postings',
    'dashboard.salesHistories': '/api/v3/business_center/sales_histories',
  };
  return paths[name];
}
