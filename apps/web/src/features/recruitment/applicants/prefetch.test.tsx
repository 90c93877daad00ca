import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../../i18n';
import { createQueryClient } from '../../../lib/query-client';
import { ConsoleSessionProvider } from '../../../lib/session';
import { makeInfo } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { RecruitmentLayout } from '../left-menu/recruitment-layout';
import { makeFitCandidate, serveApplicants } from '../test/applicants-test-server';
import { makeSummary, servePostings } from '../test/postings-test-server';
import { seed } from './applicants-page.fixtures';
import { ApplicantsPage } from './applicants-page';
import { prefetchApplicantsPage } from './prefetch';

beforeAll(() => Promise.all([loadMessageSection('recruitment'), loadMessageSection('applicants'), loadMessageSection('talent')]));

const endpointOf = (url: string) => url.split('?')[0];

/** The applicants page inside the recruitment layout (its left menu), as the area module nests them. */
function renderApplicants(path: string, queryClient: QueryClient) {
  return renderRoutes(
    [
      {
        element: (
          <ConsoleSessionProvider value={makeInfo().data}>
            <RecruitmentLayout />
          </ConsoleSessionProvider>
        ),
        children: [{ path: '/partners/applicant_management/:jobPostingId?', Component: ApplicantsPage }],
      },
    ],
    { path, queryClient },
  );
}

/** The applicants and the left menu's summary from one call log. */
function serve(fit = seed.fit) {
  servePostings({ summary: [makeSummary(1, { title: '백엔드 개발자 (Java/Spring)' })] });
  return serveApplicants({ ...seed, fit });
}

describe('the applicants page’s prefetch', () => {
  it('makes the calls a posting’s list makes first, so the page renders from them without calling again', async () => {
    const { calls } = serve();
    // The app's client: its answers stay fresh for 5 minutes, so the page's queries take the prefetched ones.
    const queryClient = createQueryClient();
    const path = '/partners/applicant_management/1?stage=applied&order=oldest';
    prefetchApplicantsPage(queryClient, new URL(`https://console.test${path}`));
    await waitFor(() => expect(calls).toHaveLength(2));
    const prefetched = calls.map((c) => c.url);
    expect(prefetched.map(endpointOf).sort()).toEqual(['/api/v5/partners/job/applicants', '/api/v5/partners/job/postings/summary']);
    expect(prefetched).toContain('/api/v5/partners/job/applicants?job_posting_id=1&stage=applied&order=oldest&page=1');

    renderApplicants(path, queryClient);
    expect(await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '진행 중인 공고' })).getByText('백엔드 개발자 (Java/Spring)')).toBeInTheDocument();
    expect(screen.queryByText('이서준')).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(prefetched);
  });

  it('in the fit view, makes the posting’s list call and its fit candidates’ call', async () => {
    const { calls } = serve([makeFitCandidate(1, { name: '정○○' })]);
    const queryClient = createQueryClient();
    const path = '/partners/applicant_management/1?status=fit';
    prefetchApplicantsPage(queryClient, new URL(`https://console.test${path}`));
    await waitFor(() => expect(calls).toHaveLength(3));
    const prefetched = calls.map((c) => c.url);
    expect(prefetched.map(endpointOf).sort()).toEqual([
      '/api/v5/partners/job/applicants',
      '/api/v5/partners/job/postings/1/fit_candidates',
      '/api/v5/partners/job/postings/summary',
    ]);
    expect(prefetched).toContain('/api/v5/partners/job/applicants?job_posting_id=1&stage=all&order=newest&page=1');

    renderApplicants(path, queryClient);
    expect(await within(await screen.findByRole('list', { name: '적합 인재 목록' })).findByText('정○○')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '백엔드 개발자 (Java/Spring)' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(prefetched);
  });

  it('leaves an open résumé to its drawer (an audited contact view), and a bad posting id to the page', async () => {
    const { calls } = serve();
    const queryClient = createQueryClient();
    prefetchApplicantsPage(queryClient, new URL('https://console.test/partners/applicant_management?applicant=1'));
    prefetchApplicantsPage(queryClient, new URL('https://console.test/partners/applicant_management/0'));
    await waitFor(() => expect(calls.map((c) => endpointOf(c.url))).toContain('/api/v5/partners/job/applicants'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/api/v5/partners/job/applicants?stage=all&order=newest&page=1',
      '/api/v5/partners/job/postings/summary',
    ]);
  });
});
