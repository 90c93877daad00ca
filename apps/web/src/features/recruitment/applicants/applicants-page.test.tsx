import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLICANT_CONTACT_VIEWS_PER_DAY, ERROR_MESSAGES } from '@partners/contract';
import { loadMessageSection } from '../../../i18n';
import { browserLocation, errorModalStore } from '../../../lib/api';
import { contractError } from '../../../test/contract-handlers';
import { renderRoutes } from '../../../test/render';
import { makeApplicant, makeFitCandidate, serveApplicants, type ApplicantsSeed } from '../test/applicants-test-server';
import { ApplicantsPage } from './applicants-page';

beforeAll(() => loadMessageSection('applicants'));

afterEach(() => {
  errorModalStore.close();
  vi.restoreAllMocks();
});

function setup(seed: ApplicantsSeed, path: string) {
  const served = serveApplicants(seed);
  const view = renderRoutes(
    [
      { path: '/partners/applicant_management/:jobPostingId?', Component: ApplicantsPage },
      { path: '/partners/job_seekers/profile/:enc', element: <h1>인재 프로필</h1> },
      { path: '/partners/job_seekers/search/:tab/:page', element: <h1>인재 검색</h1> },
    ],
    { path },
  );
  return { ...served, ...view, user: userEvent.setup() };
}

const seed: ApplicantsSeed = {
  postings: [
    { id: 1, title: '백엔드 개발자 (Java/Spring)', status: 'open' },
    { id: 2, title: '프로덕트 디자이너', status: 'closed' },
  ],
  applicants: [
    makeApplicant(1, { name: '김지원', applied_at: '2026-11-20T01:00:00.000Z' }),
    makeApplicant(2, {
      name: '이서준',
      stage: 'reviewing',
      opened: true,
      has_note: true,
      gender: 'male',
      years_of_experience: 0,
      applied_at: '2026-11-19T01:00:00.000Z',
    }),
    makeApplicant(3, { name: '박하은', stage: 'interview', opened: true, years_of_experience: 12, applied_at: '2026-11-18T01:00:00.000Z' }),
    makeApplicant(4, {
      name: '최유나',
      job_posting: { id: 2, title: '프로덕트 디자이너' },
      occupation_name: '프로덕트 디자인',
      applied_at: '2026-11-17T01:00:00.000Z',
    }),
  ],
};

const table = () => screen.getByRole('table', { name: '지원자 목록' });
const row = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
const tabs = () => screen.getByRole('navigation', { name: '전형 단계' });
const listCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/v5/partners/job/applicants?'));

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
    expect(within(row('김지원')).getByText('면접')).toBeInTheDocument();
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

/** Opens the download menu and picks one of its two downloads. */
async function chooseDownload(user: ReturnType<typeof userEvent.setup>, withContacts: boolean) {
  await user.click(screen.getByRole('button', { name: '지원자 다운로드' }));
  await user.click(await screen.findByRole('menuitem', { name: withContacts ? '연락처 포함 다운로드 (본인 인증 필요)' : '연락처 제외 다운로드' }));
}

describe('applicants CSV', () => {
  it('downloads with the current filters, without contacts, showing rows of total, and saves the file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:applicants');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, calls } = setup(seed, '/partners/applicant_management/1?stage=applied');
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
    await chooseDownload(user, false);
    expect(await screen.findByText('지원자 파일을 저장했습니다')).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('applicants.csv'))?.url).toBe('/api/v5/partners/job/postings/1/applicants.csv?stage=applied');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('지원자_백엔드.csv');
  });

  it('with contacts: without a step-up, goes to the one-time-password page and back to this list', async () => {
    window.history.pushState({}, '', '/partners/applicant_management/1?stage=applied');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user, calls } = setup(seed, '/partners/applicant_management/1?stage=applied');
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
    await chooseDownload(user, true);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `/partners/certify_otp?redirect_url=${encodeURIComponent('/partners/applicant_management/1?stage=applied')}`,
      ),
    );
    expect(calls.find((c) => c.url.includes('applicants.csv'))?.url).toBe(
      '/api/v5/partners/job/postings/1/applicants.csv?stage=applied&contacts=true',
    );
    expect(screen.queryByRole('dialog', { name: '지원자 다운로드' })).not.toBeInTheDocument();
    expect(errorModalStore.title()).toBeNull();
  });

  it('with contacts after a step-up: the file has the contact column', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:applicants');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = setup({ ...seed, steppedUp: true }, '/partners/applicant_management/1');
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
    await chooseDownload(user, true);
    expect(await screen.findByText('지원자 파일을 저장했습니다')).toBeInTheDocument();
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(await blob?.text()).toContain('이름,휴대폰');
  });

  it('shows progress while rows arrive and can be cancelled', async () => {
    const encoder = new TextEncoder();
    let release: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('이름,연락처\n김지원,010\n이서준,010\n'));
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        controller.close();
      },
    });
    const { user } = setup({ ...seed, csv: { body, rows: 5 } }, '/partners/applicant_management/1');
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
    await chooseDownload(user, false);
    const dialog = await screen.findByRole('dialog', { name: '지원자 다운로드' });
    expect(await within(dialog).findByText('2 / 5명')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: '지원자 다운로드' })).toHaveAttribute('aria-valuenow', '40');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(await screen.findByText('다운로드를 취소했습니다')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '지원자 다운로드' })).not.toBeInTheDocument());
    release();
  });

  it('shows a failed download in the dialog', async () => {
    const { user } = setup(
      { ...seed, fail: (call) => (call.url.includes('applicants.csv') ? contractError('internal') : null) },
      '/partners/applicant_management/1',
    );
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
    await chooseDownload(user, false);
    const dialog = await screen.findByRole('dialog', { name: '지원자 다운로드' });
    expect(await within(dialog).findByText('다운로드하지 못했습니다')).toBeInTheDocument();
    expect(within(dialog).getByText('일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요')).toBeInTheDocument();
  });
});
