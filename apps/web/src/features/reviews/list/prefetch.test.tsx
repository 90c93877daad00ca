import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../../i18n';
import { createQueryClient } from '../../../lib/query-client';
import { makeCompanyReview, serveReviews } from '../../../test/reviews-test-server';
import { renderReviews } from '../test/render-reviews';
import { prefetchCompanyReviewsPage } from './prefetch';

beforeAll(() => loadMessageSection('reviews'));

const endpointOf = (url: string) => url.split('?')[0];

describe('the company reviews page’s prefetch', () => {
  it('makes the calls the page makes first, so the page renders from them without calling again', async () => {
    const { calls } = serveReviews({
      company: [
        makeCompanyReview(1, { title: '최고의 동료들' }),
        makeCompanyReview(2, {
          title: '야근이 많아요',
          reply: {
            body: '소중한 의견 감사합니다.',
            author_name: '김관리',
            created_at: '2026-11-02T01:00:00.000Z',
            updated_at: '2026-11-02T01:00:00.000Z',
          },
        }),
      ],
    });
    // The app's client: its answers stay fresh for 5 minutes, so the page's queries take the prefetched ones.
    const queryClient = createQueryClient();
    prefetchCompanyReviewsPage(queryClient, new URL('https://console.test/partners/review_managements?replied=unreplied&order=oldest'));
    await waitFor(() => expect(calls).toHaveLength(2));
    const prefetched = calls.map((c) => c.url);
    expect(prefetched.map(endpointOf).sort()).toEqual(['/api/v5/partners/company_reviews', '/api/v5/partners/company_reviews/summary']);
    expect(prefetched.find((url) => endpointOf(url) === '/api/v5/partners/company_reviews')).toMatch(/replied=unreplied/);

    renderReviews('/partners/review_managements?replied=unreplied&order=oldest', {}, queryClient);
    expect(await screen.findByRole('heading', { name: '최고의 동료들' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '야근이 많아요' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '리뷰 요약' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(prefetched);
  }, 20_000);
});
