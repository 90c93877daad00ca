import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../../i18n';
import { createQueryClient } from '../../../lib/query-client';
import { renderRecruitment } from '../test/render-recruitment';
import { makePosting, servePostings } from '../test/postings-test-server';
import { prefetchPostingsPage } from './prefetch';

beforeAll(() => loadMessageSection('recruitment'));

const endpointOf = (url: string) => url.split('?')[0];

describe('the postings page’s prefetch', () => {
  it('makes the calls the page makes first, so the page renders from them without calling again', async () => {
    const { calls } = servePostings({
      postings: [
        makePosting(1, { title: '결제 플랫폼 백엔드 개발자', status: 'open' }),
        makePosting(2, { title: '프로덕트 디자이너', status: 'open' }),
        makePosting(3, { title: '지난 공고', status: 'closed' }),
      ],
    });
    // The app's client: its answers stay fresh for 5 minutes, so the page's queries take the prefetched ones.
    const queryClient = createQueryClient();
    prefetchPostingsPage(queryClient, new URL('https://console.test/partners/job_management?status=open&order=deadline'));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/v5/partners/job/statistics'))).toBe(true));
    const prefetched = calls.map((c) => c.url);
    expect(prefetched.map(endpointOf).sort()).toEqual([
      '/api/v5/partners/job/postings',
      '/api/v5/partners/job/postings/occupations',
      '/api/v5/partners/job/postings/summary',
      '/api/v5/partners/job/statistics',
    ]);
    expect(prefetched.find((url) => endpointOf(url) === '/api/v5/partners/job/postings')).toMatch(/status=open&order=deadline/);

    renderRecruitment('/partners/job_management?status=open&order=deadline', {}, queryClient);
    expect(await within(await screen.findByRole('table')).findByRole('link', { name: '결제 플랫폼 백엔드 개발자' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '지난 공고' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(prefetched);
  });
});
