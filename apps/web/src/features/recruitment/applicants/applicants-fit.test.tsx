import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation, errorModalStore } from '../../../lib/api';
import { contractError } from '../../../test/contract-handlers';
import { makeFitCandidate } from '../test/applicants-test-server';
import { setup, seed, setUpApplicantsPageTests } from './applicants-page.fixtures';

/** The applicants page's fit candidates (?status=fit). */
setUpApplicantsPageTests();

describe('fit candidates (?status=fit)', () => {
  it('lists the talent pool’s matches with the criteria, each linking to the profile', async () => {
    const { user, router } = setup(
      { ...seed, fit: [makeFitCandidate(1), makeFitCandidate(2, { name: '정○○', skills: [] })] },
      '/partners/applicant_management/1?status=fit',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '백엔드 개발자 (Java/Spring)' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '적합 인재 목록' });
    expect(screen.getByText('백엔드 개발, 서버 개발 · 경력 3~7년')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '적합 인재' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getAllByText('백엔드 개발 · 5년차 · 학사')).toHaveLength(2);
    expect(within(list).getAllByText('이력서 업데이트 2026.11.20')).toHaveLength(2);
    await user.click(within(list).getByRole('link', { name: '정○○ 프로필 보기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/job_seekers/profile/enc0000000002'));
  });

  it('says no match yet with a way to talent search', async () => {
    setup(seed, '/partners/applicant_management/1?status=fit');
    expect(await screen.findByText('조건에 맞는 인재가 아직 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '인재 검색으로 가기' })).toHaveAttribute('href', '/partners/job_seekers/search/index/1');
  });

  it('explains when the company cannot use the talent pool (the talent gate’s 403), without the error modal or the access-error page', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { router } = setup({ ...seed, fit: contractError('forbidden') }, '/partners/applicant_management/1?status=fit');
    expect(await screen.findByText('적합 인재 추천을 이용할 수 없습니다')).toBeInTheDocument();
    expect(errorModalStore.title()).toBeNull();
    expect(router.state.location.pathname).toBe('/partners/applicant_management/1');
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for the talent pool’s privacy agreement with a link to the talent pool', async () => {
    setup({ ...seed, fit: contractError('privacy_agreement_required') }, '/partners/applicant_management/1?status=fit');
    expect(await screen.findByText('개인정보 처리 동의가 필요합니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '인재풀로 가서 동의하기' })).toHaveAttribute('href', '/partners/job_seekers/search/index/1');
    expect(errorModalStore.title()).toBeNull();
  });
});
