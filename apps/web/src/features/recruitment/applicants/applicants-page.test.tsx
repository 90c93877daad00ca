import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation, errorModalStore } from '../../../lib/api';
import { contractError } from '../../../test/contract-handlers';
import { setup, seed, table, row, tabs, listCalls, setUpApplicantsPageTests } from './applicants-page.fixtures';

/** The applicants page: the lists, tabs and filters, and the bulk stage move. */
setUpApplicantsPageTests();

describe('applicant lists', () => {
  it('lists every posting’s applicants with stage tabs and counts, unopened rows marked', async () => {
    setup(seed, '/partners/applicant_management');
    expect(await screen.findByRole('heading', { level: 1, name: '전체 지원자' })).toBeInTheDocument();
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
    expect(
      within(tabs())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['전체4', '미열람2', '서류 접수2', '서류 검토1', '면접1', '최종 합격0', '불합격0']);
    const kim = row('김지원');
    expect(within(kim).getByRole('img', { name: '미열람' })).toBeInTheDocument();
    expect(within(kim).getByText('1994년생')).toBeInTheDocument();
    expect(within(kim).getByText('4년차')).toBeInTheDocument();
    expect(within(kim).getByText('학사')).toBeInTheDocument();
    expect(within(kim).getByText('2026.11.20')).toBeInTheDocument();
    expect(within(kim).getByText('백엔드 개발자 (Java/Spring)')).toBeInTheDocument();
    expect(within(row('이서준')).queryByRole('img', { name: '미열람' })).not.toBeInTheDocument();
    expect(within(row('이서준')).getByText('신입')).toBeInTheDocument();
    expect(within(row('이서준')).getByText('남성')).toBeInTheDocument();
    expect(within(row('이서준')).getByRole('img', { name: '메모 있음' })).toBeInTheDocument();
    expect(within(row('박하은')).getByText('10년 이상')).toBeInTheDocument();
    expect(within(row('박하은')).getByText('면접')).toBeInTheDocument();
  });

  it('keeps the stage, the keyword (Enter) and the order in the URL and asks the server with them', async () => {
    const { router, user, calls } = setup(seed, '/partners/applicant_management/1');
    expect(await screen.findByRole('heading', { level: 1, name: '백엔드 개발자 (Java/Spring)' })).toBeInTheDocument();
    expect(screen.getByText('게시 중')).toBeInTheDocument();
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
    expect(within(table()).queryByText('최유나')).not.toBeInTheDocument();

    await user.click(within(tabs()).getByRole('link', { name: /서류 검토/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?stage=reviewing'));
    await waitFor(() => expect(within(table()).queryByText('김지원')).not.toBeInTheDocument());
    expect(within(tabs()).getByRole('link', { name: /서류 검토/ })).toHaveAttribute('aria-current', 'page');

    await user.type(screen.getByRole('searchbox', { name: '지원자 검색' }), '이서준{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?stage=reviewing&keyword=%EC%9D%B4%EC%84%9C%EC%A4%80'));
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '이름순');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('order')).toBe('name'));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url).toBe(
        `/api/v5/partners/job/applicants?job_posting_id=1&stage=reviewing&order=name&keyword=${encodeURIComponent('이서준')}&page=1`,
      ),
    );
  });

  it('no match offers to clear the filters; a posting without applicants points to fit candidates', async () => {
    const { user, router } = setup(seed, '/partners/applicant_management?stage=passed');
    expect(await screen.findByText('조건에 맞는 지원자가 없습니다')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '조건 초기화' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
  });

  it('an empty posting says so and links to its fit candidates', async () => {
    setup({ postings: [{ id: 5, title: '데이터 엔지니어', status: 'open' }] }, '/partners/applicant_management/5');
    expect(await screen.findByText('아직 지원자가 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '적합 인재 보기' })).toHaveAttribute('href', '/partners/applicant_management/5?status=fit');
  });

  it('an unknown posting shows a not-found state with a way back, not the global 404 rule', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    setup(seed, '/partners/applicant_management/99');
    expect(await screen.findByText('공고를 찾을 수 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '전체 지원자 보기' })).toHaveAttribute('href', '/partners/applicant_management');
    expect(assign).not.toHaveBeenCalled();
    expect(errorModalStore.title()).toBeNull();
  });

  it('a failed list shows an error with retry', async () => {
    let failing = true;
    setup(
      { ...seed, fail: (call) => (failing && call.url.startsWith('/api/v5/partners/job/applicants?') ? contractError('bad_request') : null) },
      '/partners/applicant_management',
    );
    expect(await screen.findByText('지원자 목록을 불러오지 못했습니다')).toBeInTheDocument();
    failing = false;
    errorModalStore.close();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
  });
});

describe('bulk stage move', () => {
  it('selects rows (or the page), asks to confirm, moves them in one call and updates the list', async () => {
    const { user, writes, queryClient } = setup(seed, '/partners/applicant_management/1');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
    await user.click(within(row('김지원')).getByRole('checkbox', { name: '김지원 선택' }));
    await user.click(within(row('이서준')).getByRole('checkbox', { name: '이서준 선택' }));
    expect(screen.getByText('2명 선택')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '이 페이지의 지원자 모두 선택' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: '단계 이동' }));
    await user.click(await screen.findByRole('menuitem', { name: '면접' }));
    const dialog = await screen.findByRole('dialog', { name: '전형 단계 이동' });
    expect(within(dialog).getByText('선택한 지원자 2명을 면접으로 이동할까요?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '이동' }));

    expect(await screen.findByText('지원자 2명을 면접으로 이동했습니다')).toBeInTheDocument();
    expect(writes('PATCH', '/api/v5/partners/job/applicants/stage')[0]?.body).toEqual({ ids: [1, 2], stage: 'interview' });
    await waitFor(() => expect(within(tabs()).getByRole('link', { name: /면접/ })).toHaveTextContent('면접3'));
    // The rows follow their data as a transition (ListScaffold), a moment after the tabs.
    await waitFor(() => expect(within(row('김지원')).getByText('면접')).toBeInTheDocument());
    expect(screen.queryByText('2명 선택')).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['recruitment', 'postings', 'summary'] });
  });

  it('select-all takes the whole page; cancelling the confirmation sends nothing', async () => {
    const { user, writes } = setup(seed, '/partners/applicant_management/1');
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
    await user.click(screen.getByRole('checkbox', { name: '이 페이지의 지원자 모두 선택' }));
    expect(screen.getByText('3명 선택')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '단계 이동' }));
    await user.click(await screen.findByRole('menuitem', { name: '불합격' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }));
    expect(writes('PATCH', '/api/v5/partners/job/applicants/stage')).toEqual([]);
  });
});
