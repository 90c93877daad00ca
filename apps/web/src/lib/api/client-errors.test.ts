import { describe, expect, it, vi } from 'vitest';
import { LOGIN_CHECK_ERROR_FLAG } from '@partners/contract';

import { createQueryClient } from '../query-client';
import { call as callEndpoint } from './client';
import { errorModalStore } from './error-modal-store';
import { handleApiError, onPrivacyAgreementRequired } from './error-rules';
import { setLang } from '../../i18n';
import { browserLocation } from './navigation';
import { redirectStack } from '../redirect-stack';
import { fetchConsoleInfo } from '../session';
import { makeInfo } from '../../test/fixtures';
import { navigate, fail, serveAll, setUpClientTests } from './client.fixtures';

/** The API client's error rules (spec §8). */
setUpClientTests();

describe('error rules (spec §8)', () => {
  it('401 sends the user to sign-in with the current page as redirect_url', () => {
    handleApiError(fail(401), { kind: 'query' });
    expect(navigate).toHaveBeenCalledWith(`/user-session/sign-in?redirect_url=${encodeURIComponent('/partners/reputation_management?tab=1')}`, {});
  });

  it('403 goes to the access error page', () => {
    handleApiError(fail(403, { code: 'forbidden' }), { kind: 'query' });
    expect(navigate).toHaveBeenCalledWith('/partners/access_error', {});
  });

  it('403 on the access error page does not redirect again', () => {
    window.history.pushState({}, '', '/partners/access_error');
    handleApiError(fail(403, { code: 'forbidden' }), { kind: 'query' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('403 with the login_check_error flag set does not redirect', () => {
    window.localStorage.setItem(LOGIN_CHECK_ERROR_FLAG, 'true');
    handleApiError(fail(403, { code: 'no_permission' }), { kind: 'mutation' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the login check (the console-user call) answering 403 sets login_check_error, so its 403 does not redirect', async () => {
    serveAll(() => ({ status: 403, body: { code: 'forbidden', message: '접근 권한이 없습니다' } }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['info'], queryFn: () => fetchConsoleInfo() })).rejects.toMatchObject({ status: 403 });
    expect(window.localStorage.getItem(LOGIN_CHECK_ERROR_FLAG)).toBe('true');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a login check that passes clears login_check_error; a 403 elsewhere then goes to the access error page again', async () => {
    window.localStorage.setItem(LOGIN_CHECK_ERROR_FLAG, 'true');
    serveAll(() => ({ body: makeInfo() }));
    await expect(fetchConsoleInfo()).resolves.toMatchObject({ user: { email: makeInfo().data.user.email } });
    expect(window.localStorage.getItem(LOGIN_CHECK_ERROR_FLAG)).toBeNull();
    handleApiError(fail(403, { code: 'forbidden' }), { kind: 'query' });
    expect(navigate).toHaveBeenCalledWith('/partners/access_error', {});
  });

  it('401, step_up_required and 230 put the page the user is on onto the redirect stack (spec §4)', () => {
    handleApiError(fail(401), { kind: 'query' });
    expect(redirectStack.entries()).toEqual(['/partners/reputation_management?tab=1']);
    window.history.pushState({}, '', '/partners/operator_managements');
    handleApiError(fail(403, { code: 'step_up_required' }), { kind: 'mutation' });
    window.history.pushState({}, '', '/partners/applicant_management/7');
    handleApiError(
      fail(230, { code: 'redirect_required', redirect_url: '/partners/agreements/tos_recruitment?redirect_url=%2Fpartners%2Fjob_management' }),
      {
        kind: 'query',
      },
    );
    expect(redirectStack.entries()).toEqual([
      '/partners/reputation_management?tab=1',
      '/partners/operator_managements',
      '/partners/applicant_management/7',
    ]);
  });

  it("230's own redirect_url is replaced by the page the user is on: the server names only its area's first page", () => {
    window.history.pushState({}, '', '/partners/applicant_management/7?stage=new');
    handleApiError(
      fail(230, { code: 'redirect_required', redirect_url: '/partners/agreements/tos_recruitment?redirect_url=%2Fpartners%2Fjob_management' }),
      {
        kind: 'query',
      },
    );
    expect(navigate).toHaveBeenCalledWith(
      `/partners/agreements/tos_recruitment?redirect_url=${encodeURIComponent('/partners/applicant_management/7?stage=new')}`,
      {},
    );
  });

  it('403 privacy_agreement_required asks the talent-pool gate for the agreement instead of the access error page', () => {
    const askForAgreement = vi.fn();
    const unsubscribe = onPrivacyAgreementRequired(askForAgreement);
    handleApiError(fail(403, { code: 'privacy_agreement_required', message: '인재풀을 이용하려면 개인정보 처리에 동의해 주세요' }), {
      kind: 'query',
    });
    unsubscribe();
    expect(askForAgreement).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(errorModalStore.title()).toBeNull();
  });

  it('403 step_up_required sends the user to the one-time-password page and back to where they were', () => {
    handleApiError(fail(403, { code: 'step_up_required', message: '중요한 작업이라 본인 확인이 필요합니다. 인증번호를 확인해 주세요' }), {
      kind: 'mutation',
    });
    expect(navigate).toHaveBeenCalledWith(`/partners/certify_otp?redirect_url=${encodeURIComponent('/partners/reputation_management?tab=1')}`, {});
    expect(errorModalStore.title()).toBeNull();
  });

  it('403 step_up_required on the one-time-password page itself goes nowhere', () => {
    window.history.pushState({}, '', '/partners/certify_otp?redirect_url=%2Fpartners%2Fx');
    handleApiError(fail(403, { code: 'step_up_required' }), { kind: 'query' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('230 with redirect_url navigates there', () => {
    handleApiError(fail(230, { code: 'redirect_required', redirect_url: '/partners/certify_otp' }), { kind: 'query' });
    expect(navigate).toHaveBeenCalledWith('/partners/certify_otp', {});
  });

  it('404 goes to the main host', () => {
    handleApiError(fail(404, { code: 'not_found' }), { kind: 'query' });
    expect(browserLocation.assign).toHaveBeenCalledWith('https://www.jobplanet.co.kr');
  });

  it('500 and 503 go to the maintenance pages', () => {
    handleApiError(fail(500), { kind: 'query' });
    handleApiError(fail(503), { kind: 'mutation' });
    expect(navigate.mock.calls).toEqual([
      ['/error/500', {}],
      ['/error/503', {}],
    ]);
  });

  it('a generic failure shows the Korean server message as the modal title', () => {
    handleApiError(fail(409, { code: 'conflict', message: '이미 처리된 요청입니다' }), { kind: 'mutation' });
    expect(errorModalStore.title()).toBe('이미 처리된 요청입니다');
  });

  it('a non-Korean server message shows 잘못된 요청입니다', () => {
    handleApiError(fail(400, { code: 'bad_request', message: 'Bad Request' }), { kind: 'mutation' });
    expect(errorModalStore.title()).toBe('잘못된 요청입니다');
  });

  it('a domain error shows the server message in Korean, and its code rendered with params in English', async () => {
    const body = {
      code: 'proposal.daily_limit',
      message: '오늘 보낼 수 있는 포지션 제안 수(1,000건)를 모두 사용했습니다. 내일 다시 시도해 주세요',
      params: { limit: 1000 },
    };
    handleApiError(fail(429, body), { kind: 'mutation' });
    expect(errorModalStore.title()).toBe(body.message);
    errorModalStore.close();
    await setLang('en');
    try {
      handleApiError(fail(429, body), { kind: 'mutation' });
      expect(errorModalStore.title()).toBe('You have used all 1,000 position proposals for today. Please try again tomorrow');
      errorModalStore.close();
      handleApiError(fail(409, { code: 'proposal.from_the_future', message: '새 오류입니다' }), { kind: 'mutation' });
      expect(errorModalStore.title()).toBe('Invalid request');
    } finally {
      await setLang('ko');
    }
  });

  it('the error body read from the wire keeps code and params', async () => {
    serveAll(() => ({ status: 429, body: { code: 'proposal.daily_limit', message: '한도', params: { limit: 3, bad: { nested: true } } } }));
    const error = await callEndpoint('notifications.list', { query: { noti_for: 'all', page: 1 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'proposal.daily_limit', params: { limit: 3 } });
  });

  it('never opens a second error modal while one is open', () => {
    handleApiError(fail(409, { message: '첫 번째 오류입니다' }), { kind: 'mutation' });
    handleApiError(fail(409, { message: '두 번째 오류입니다' }), { kind: 'mutation' });
    expect(errorModalStore.title()).toBe('첫 번째 오류입니다');
    errorModalStore.close();
    handleApiError(fail(409, { message: '세 번째 오류입니다' }), { kind: 'mutation' });
    expect(errorModalStore.title()).toBe('세 번째 오류입니다');
  });

  it('a failed visitor-data GET shows no error modal, other GETs do', () => {
    handleApiError(fail(400, { message: '잘못된 기간입니다' }), { kind: 'query', meta: { visitorData: true } });
    expect(errorModalStore.title()).toBeNull();
    handleApiError(fail(400, { message: '잘못된 기간입니다' }), { kind: 'query' });
    expect(errorModalStore.title()).toBe('잘못된 기간입니다');
  });

  it('a failed visitor-data GET stays on its page (404, 500, 503: the section shows it), sign-in still applies', () => {
    for (const status of [404, 500, 503]) handleApiError(fail(status), { kind: 'query', meta: { visitorData: true } });
    expect(navigate).not.toHaveBeenCalled();
    expect(errorModalStore.title()).toBeNull();
    handleApiError(fail(401), { kind: 'query', meta: { visitorData: true } });
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a silent call is left to its caller', () => {
    handleApiError(fail(401), { kind: 'mutation', meta: { silent: true } });
    expect(navigate).not.toHaveBeenCalled();
    expect(errorModalStore.title()).toBeNull();
  });

  it('statuses a page shows itself skip the rules; other statuses still follow them', () => {
    const meta = { inPageStatuses: [403, 404] };
    handleApiError(fail(403, { code: 'forbidden' }), { kind: 'query', meta });
    handleApiError(fail(403, { code: 'privacy_agreement_required', message: '인재풀을 이용하려면 개인정보 처리에 동의해 주세요' }), {
      kind: 'query',
      meta,
    });
    handleApiError(fail(404, { code: 'not_found' }), { kind: 'query', meta });
    expect(navigate).not.toHaveBeenCalled();
    expect(errorModalStore.title()).toBeNull();
    handleApiError(fail(401), { kind: 'query', meta });
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
