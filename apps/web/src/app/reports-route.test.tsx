import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REPORT_DETAIL_MAX } from '@partners/contract';
import { answer, contractError } from '../test/contract-handlers';
import { makeInfo } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderRoutes } from '../test/render';
import { makeCompanyReview, serveReviews } from '../test/reviews-test-server';
import { patchRoutesOnNavigation, routes } from './routes';

const signedIn = () => server.use(answer('info.get', () => makeInfo()));
const NEW = '/reports/new?reportable_id=3&reportable_type=company_review&report_reason_id=6';

describe('/reports/new (spec §7: the additional information of a form_required reason)', () => {
  it('shows the reason, requires the information with a counter, files it with detail and shows the §8 message', async () => {
    signedIn();
    const { state, calls } = serveReviews({ company: [makeCompanyReview(3)] });
    renderRoutes(routes, { patchRoutesOnNavigation, path: NEW });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '리뷰 신고' })).toBeInTheDocument();
    expect(screen.getByText('명예훼손에 해당해요')).toBeInTheDocument();
    expect(screen.getByText('기업 리뷰 #3')).toBeInTheDocument();
    // No top menu: the page sits outside the console shell.
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();
    expect(screen.getByText(`0/${REPORT_DETAIL_MAX}`)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /추가 정보/ }), '   ');
    await user.click(screen.getByRole('button', { name: '신고 접수' }));
    expect(screen.getByText('추가 정보를 입력해 주세요')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /추가 정보/ }), '대표 실명과 사실이 아닌 내용이 적혀 있습니다.');
    await user.click(screen.getByRole('button', { name: '신고 접수' }));
    expect(await screen.findByText('신고가 접수되었습니다. 신고된 게시물은 내부 검토 후 결과에 따라 처리됩니다.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reportable_type: 'company_review',
      reportable_id: 3,
      report_reason_id: 6,
      detail: '대표 실명과 사실이 아닌 내용이 적혀 있습니다.',
    });
    expect(state.reports[0]).toMatchObject({ id: 3, reason: 6, via: 'reports' });
  }, 20_000);

  it.each([
    ['missing params', '/reports/new'],
    ['an unknown type', '/reports/new?reportable_id=3&reportable_type=post&report_reason_id=6'],
    ['a malformed id', '/reports/new?reportable_id=abc&reportable_type=company_review&report_reason_id=6'],
    ['an unknown reason', '/reports/new?reportable_id=3&reportable_type=company_review&report_reason_id=99'],
  ])('%s shows the not-normal-access message', async (_case, path) => {
    signedIn();
    serveReviews({ company: [makeCompanyReview(3)] });
    renderRoutes(routes, { patchRoutesOnNavigation, path });
    expect(await screen.findByRole('heading', { name: '정상적인 접근이 아닙니다' })).toBeInTheDocument();
    expect(screen.getByText(/리뷰 관리 화면에서 다시 신고해 주세요/)).toBeInTheDocument();
  });

  it('a review already reported shows the server message', async () => {
    signedIn();
    serveReviews({ company: [makeCompanyReview(3, { reported: true })] });
    renderRoutes(routes, { patchRoutesOnNavigation, path: NEW });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /추가 정보/ }), '사실이 아닙니다');
    await user.click(screen.getByRole('button', { name: '신고 접수' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 신고한 리뷰입니다');
  }, 20_000);

  it('signed out, it goes to sign-in and comes back to the same report', async () => {
    server.use(answer('info.get', () => contractError('unauthorized', '로그인이 필요합니다')));
    const { router } = renderRoutes(routes, { patchRoutesOnNavigation, path: NEW });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-session/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('redirect_url')).toBe(NEW);
  });
});
