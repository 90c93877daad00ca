import { act, screen, waitFor, within } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { koreanDay } from '@partners/contract/korea-time';
import { loadMessageSection } from '../../i18n';
import { ConsoleSessionProvider } from '../../lib/session';
import { calls } from '../../test/contract-handlers';
import { holdIdlePeriods } from '../../test/idle-periods';
import { makeInfo } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { serveDashboard } from '../../test/dashboard-test-server';
import { ReputationManagementPage } from './reputation-management-page';
import { WELCOME_CLOSED_KEY } from './welcome-tasks';

/**
 * What a phone's first screen shows renders at once; the slots below it render (and call) when they come near
 * the viewport or when the browser is idle. The viewport (IntersectionObserver) and the idle periods
 * (requestIdleCallback) are the test's to give.
 */

beforeAll(() => loadMessageSection('dashboard'));

const PATH = '/partners/reputation_management';
const BELOW = [
  'business_status',
  'external_summary',
  'external_reputation',
  'internal_summary',
  'internal_reputation',
  'job_postings',
  'sales_histories',
];

/** The observers the page made, to tell them an element came into view. */
const observers = new Set<FakeIntersectionObserver>();
class FakeIntersectionObserver {
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
}

function scrollNear(target: Element) {
  act(() => {
    for (const observer of [...observers].filter((o) => o.targets.has(target))) {
      // @ts-expect-error the callback is private to the fake; the test plays the browser.
      observer.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], observer);
    }
  });
}

let idle: ReturnType<typeof holdIdlePeriods>;
const idlePeriod = () => idle.idlePeriod();

beforeEach(() => {
  window.localStorage.setItem(WELCOME_CLOSED_KEY, koreanDay(new Date()));
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  idle = holdIdlePeriods();
});
afterEach(() => {
  idle.drain();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function renderDashboard(wrap: (page: ReactNode) => ReactNode = (page) => page) {
  return renderRoutes(
    [
      {
        path: PATH,
        element: <ConsoleSessionProvider value={makeInfo().data}>{wrap(<ReputationManagementPage />)}</ConsoleSessionProvider>,
      },
    ],
    { path: PATH },
  );
}

const placeholder = (slot: string) => document.querySelector(`[data-placeholder="${slot}"]`);
const card = (slot: string) => document.querySelector(`[data-slot="${slot}"]`);
const called = (path: string) => calls.filter((c) => c.url.startsWith(`/api/v3/business_center/${path}`)).length;

describe('home dashboard: the first screen first (issue 31)', { timeout: 60_000 }, () => {
  it('renders the first screen’s slots without waiting; the slots below neither render nor call until they come near', async () => {
    serveDashboard();
    renderDashboard();
    expect(await screen.findByAltText('방문자 데이터 리포트 캠페인')).toBeInTheDocument();
    expect(await screen.findByText("'백엔드 개발자 1' 공고에 새로운 지원자가 있습니다")).toBeInTheDocument();
    for (const slot of BELOW) {
      expect(placeholder(slot), slot).toBeInTheDocument();
      expect(card(slot), slot).toBeNull();
    }
    expect(called('sales_histories')).toBe(0);
    expect(called('dash_board/business_status')).toBe(0);

    // Scrolled down to the consulting requests: that slot renders and asks; the others still wait.
    const requests = placeholder('sales_histories')?.parentElement;
    if (!requests) throw new Error('no placeholder of sales_histories');
    scrollNear(requests);
    const loaded = await waitFor(() => {
      const element = card('sales_histories');
      if (!(element instanceof HTMLElement)) throw new Error('sales_histories not rendered');
      return element;
    });
    expect((await within(loaded).findAllByText('평판 관리 상담')).length).toBeGreaterThan(0);
    expect(called('sales_histories')).toBe(1);
    expect(placeholder('job_postings')).toBeInTheDocument();
    expect(called('job_postings')).toBe(0);
  });

  it('an idle browser brings the slots below, top down, one per idle period', async () => {
    serveDashboard();
    renderDashboard();
    expect(await screen.findByText("'백엔드 개발자 1' 공고에 새로운 지원자가 있습니다")).toBeInTheDocument();

    idlePeriod();
    await waitFor(() => expect(card('business_status')).toBeInTheDocument());
    expect(BELOW.slice(1).every((slot) => placeholder(slot))).toBe(true);

    for (const slot of BELOW.slice(1)) {
      idlePeriod();
      await waitFor(() => expect(card(slot), slot).toBeInTheDocument());
    }
    expect(document.querySelector('[data-placeholder]')).toBeNull();
    expect(await within(card('business_status') as HTMLElement).findByTestId('salary-tickets')).toHaveTextContent('7');
  });

  it('the welcome tasks open in the first idle period after the first screen, ahead of the slots below', async () => {
    window.localStorage.removeItem(WELCOME_CLOSED_KEY);
    serveDashboard();
    renderDashboard();
    expect(await screen.findByText("'백엔드 개발자 1' 공고에 새로운 지원자가 있습니다")).toBeInTheDocument();
    await waitFor(() => expect(called('info/usage')).toBe(1));
    // The usage items have answered; the modal still waits for the browser to be idle.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('dialog')).toBeNull();

    idlePeriod();
    expect(await screen.findByRole('dialog', { name: '시작하기: 다섯 가지만 해 보세요' })).toBeInTheDocument();
    expect(BELOW.every((slot) => placeholder(slot))).toBe(true);
  });

  it('does not render again when its calls settle with the same figures', async () => {
    serveDashboard();
    let commits = 0;
    const { queryClient } = renderDashboard((page) => (
      <Profiler id="dashboard" onRender={() => (commits += 1)}>
        {page}
      </Profiler>
    ));
    idle.drain();
    expect(await within(await waitFor(() => card('external_summary') as HTMLElement)).findByTestId('visits-30')).toHaveTextContent('90');
    // Everything settled: both charts drawn, every call answered.
    await waitFor(() => expect(document.querySelectorAll('figure[role="img"]')).toHaveLength(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const settled = commits;

    const before = calls.length;
    await act(async () => {
      await queryClient.refetchQueries({ queryKey: ['business_center'] });
      // The query cache tells its observers on a later task: give it a few.
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(calls.length - before).toBeGreaterThanOrEqual(9);
    expect(commits).toBe(settled);
  });
});
