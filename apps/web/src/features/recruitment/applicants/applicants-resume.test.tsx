import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { APPLICANT_CONTACT_VIEWS_PER_DAY, ERROR_MESSAGES } from '@partners/contract';
import { contractError } from '../../../test/contract-handlers';
import { setup, seed, row, tabs, setUpApplicantsPageTests } from './applicants-page.fixtures';

/** The applicants page's résumé drawer: contacts, the note, the stage. */
setUpApplicantsPageTests();

describe('the résumé', () => {
  it('opens from a row (Enter too), keeps ?applicant= in the URL and marks the row opened', async () => {
    const { user, router, queryClient, writes } = setup(seed, '/partners/applicant_management/1');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
    row('김지원').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?applicant=1'));
    const drawer = await screen.findByRole('dialog', { name: '김지원 이력서' });
    expect(within(drawer).getByRole('heading', { name: '김지원' })).toBeInTheDocument();
    expect(within(drawer).getByText('010-1234-5678')).toBeInTheDocument();
    expect(within(drawer).getByText('applicant1@example.com')).toBeInTheDocument();
    expect(within(drawer).getByText('페이랩')).toBeInTheDocument();
    expect(within(drawer).getByText('한국대학교')).toBeInTheDocument();
    expect(within(drawer).getByText('컴퓨터공학 · 학사 졸업')).toBeInTheDocument();
    expect(within(drawer).getByText('정보처리기사')).toBeInTheDocument();
    await waitFor(() => expect(within(row('김지원')).queryByRole('img', { name: '미열람' })).not.toBeInTheDocument());
    expect(within(tabs()).getByRole('link', { name: /미열람/ })).toHaveTextContent('미열람0');
    // Marked read by the page's own call, not by the GET a cross-site link could reach (decision 0027).
    expect(writes('PUT', '/api/v5/partners/job/applicants/1/read')).toHaveLength(1);
    // The left menu's not-opened markers and the postings' counts follow.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['recruitment', 'postings', 'summary'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['recruitment', 'postings', 'list'] });

    await user.click(within(drawer).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('survives a reload: ?applicant= opens the drawer at once, and the list shows it opened', async () => {
    setup(seed, '/partners/applicant_management?applicant=1');
    expect(await screen.findByRole('dialog', { name: '김지원 이력서' })).toBeInTheDocument();
    await waitFor(() => expect(within(row('김지원')).queryByRole('img', { name: '미열람' })).not.toBeInTheDocument());
  });

  it('words the daily cap on opened applicants in the drawer, and marks nothing read', async () => {
    const message = ERROR_MESSAGES['applicant.contact_daily_limit']({ limit: APPLICANT_CONTACT_VIEWS_PER_DAY });
    const { writes } = setup(
      {
        ...seed,
        fail: (call) =>
          call.url.startsWith('/api/v5/partners/job/applicants/1')
            ? contractError('applicant.contact_daily_limit', message, { params: { limit: APPLICANT_CONTACT_VIEWS_PER_DAY } })
            : null,
      },
      '/partners/applicant_management/1?applicant=1',
    );
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(message);
    expect(message).toContain('200명');
    expect(await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원')).toBeInTheDocument();
    expect(within(row('김지원')).getByRole('img', { name: '미열람' })).toBeInTheDocument();
    expect(writes('PUT', '/api/v5/partners/job/applicants/1/read')).toEqual([]);
  });

  it('changes the stage from the drawer at once, with a notification', async () => {
    const { user, writes } = setup(seed, '/partners/applicant_management/1?applicant=1');
    const drawer = await screen.findByRole('dialog', { name: '김지원 이력서' });
    await user.selectOptions(within(drawer).getByRole('combobox', { name: '전형 단계' }), '서류 검토');
    expect(await screen.findByText('김지원 님을 서류 검토 단계로 이동했습니다')).toBeInTheDocument();
    expect(writes('PATCH', '/api/v5/partners/job/applicants/stage')[0]?.body).toEqual({ ids: [1], stage: 'reviewing' });
    await waitFor(() => expect(within(row('김지원')).getByText('서류 검토')).toBeInTheDocument());
  });

  it('saves a private note with a counter and shows who edited it', async () => {
    const { user, writes } = setup(seed, '/partners/applicant_management/1?applicant=1');
    const drawer = await screen.findByRole('dialog', { name: '김지원 이력서' });
    expect(within(drawer).getByText('아직 남긴 메모가 없습니다')).toBeInTheDocument();
    expect(within(drawer).getByText('0/1,000')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '메모 저장' })).toBeDisabled();
    await user.type(within(drawer).getByRole('textbox', { name: '지원자 메모' }), '1차 면접 12/2 오후 2시');
    expect(within(drawer).getByText('16/1,000')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '메모 저장' }));
    expect(await screen.findByText('메모를 저장했습니다')).toBeInTheDocument();
    expect(writes('PUT', '/api/v5/partners/job/applicants/1/note')[0]?.body).toEqual({ note: '1차 면접 12/2 오후 2시' });
    expect(within(drawer).getByText('박운영 · 2026.11.25 12:30 수정')).toBeInTheDocument();
    await waitFor(() => expect(within(row('김지원')).getByRole('img', { name: '메모 있음' })).toBeInTheDocument());
  });

  it('refuses a note over the limit', async () => {
    const { user } = setup(seed, '/partners/applicant_management/1?applicant=1');
    const drawer = await screen.findByRole('dialog', { name: '김지원 이력서' });
    const box = within(drawer).getByRole('textbox', { name: '지원자 메모' });
    await user.click(box);
    await user.paste('가'.repeat(1001));
    expect(within(drawer).getByText('1,001/1,000')).toBeInTheDocument();
    expect(within(drawer).getByText('메모는 1,000자까지 쓸 수 있습니다')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '메모 저장' })).toBeDisabled();
  });

  it('copies the phone number and e-mail, and says when copying fails', async () => {
    const { user } = setup(seed, '/partners/applicant_management/1?applicant=1');
    const drawer = await screen.findByRole('dialog', { name: '김지원 이력서' });
    await user.click(within(drawer).getByRole('button', { name: '전화번호 복사' }));
    expect(await screen.findByText('전화번호가 클립보드에 복사되었습니다')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('010-1234-5678');
    await user.click(within(drawer).getByRole('button', { name: '이메일 복사' }));
    expect(await screen.findByText('이메일이 클립보드에 복사되었습니다')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('applicant1@example.com');

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(drawer).getByRole('button', { name: '전화번호 복사' }));
    expect(await screen.findByText('복사에 실패했습니다. 다시 시도해 주세요')).toBeInTheDocument();
  });
});
