import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@partners/contract';
import { loadMessageSection } from '../../../i18n';
import { errorModalStore } from '../../../lib/api';
import { server } from '../../../test/msw-server';
import { renderRecruitment } from '../test/render-recruitment';
import { makePosting, servePostings } from '../test/postings-test-server';

beforeAll(() => loadMessageSection('recruitment'));
afterEach(() => {
  errorModalStore.close();
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table');
const rowOf = async (title: string) => {
  const cell = await within(await table()).findByRole('link', { name: title });
  const row = cell.closest('tr');
  if (!row) throw new Error('no row');
  return row;
};
const openMenu = async (user: ReturnType<typeof renderRecruitment>['user'], title: string) => {
  await user.click(within(await rowOf(title)).getByRole('button', { name: `${title} 관리 메뉴` }));
  return screen.findByRole('menu');
};

function seed() {
  return [
    makePosting(1, { title: '결제 플랫폼 백엔드 개발자', status: 'open', applicant_count: 12, not_opened: 3 }),
    makePosting(2, { title: '프로덕트 디자이너', status: 'draft' }),
    makePosting(3, { title: '데이터 엔지니어', status: 'in_review' }),
    makePosting(4, { title: '지난 공고', status: 'closed', applicant_count: 4 }),
  ];
}

describe('postings list (spec §2 /job_management)', () => {
  it('shows the counts on the status tabs and keeps status, keyword, order and page in the URL', async () => {
    const { calls } = servePostings({ postings: seed() });
    const { user, router } = renderRecruitment('/partners/job_management');
    expect(await within(await table()).findByRole('link', { name: '결제 플랫폼 백엔드 개발자' })).toHaveAttribute(
      'href',
      '/partners/job/postings/1/edit',
    );
    const tabs = screen.getByRole('tablist', { name: '공고 상태' });
    expect(within(tabs).getByRole('tab', { name: /전체\s*4/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: /게시 중\s*1/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=open'));
    await waitFor(() => expect(screen.queryByText('프로덕트 디자이너')).not.toBeInTheDocument());

    await user.type(screen.getByRole('searchbox', { name: '공고 검색' }), '결제{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search_keyword')).toBe('결제'));
    expect(calls.some((c) => c.url.includes('search_keyword=%EA%B2%B0%EC%A0%9C') && c.url.includes('status=open'))).toBe(true);

    const row = await rowOf('결제 플랫폼 백엔드 개발자');
    expect(within(row).getByRole('link', { name: '12명' })).toHaveAttribute('href', '/partners/applicant_management/1');
    expect(within(row).getByText('미열람 3명')).toBeInTheDocument();
    // One statistics call for the page's postings.
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/v5/partners/job/statistics'))).not.toHaveLength(0));
  });

  it('offers exactly the actions each posting allows', async () => {
    servePostings({ postings: seed() });
    const { user } = renderRecruitment('/partners/job_management');
    const names = async (title: string) => {
      const menu = await openMenu(user, title);
      const items = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      return items;
    };
    expect(await names('결제 플랫폼 백엔드 개발자')).toEqual(['수정', '복사', '마감']);
    expect(await names('프로덕트 디자이너')).toEqual(['수정', '검수 요청', '복사', '삭제']);
    expect(await names('데이터 엔지니어')).toEqual(['수정', '복사', '검수 취소', '삭제']);
    expect(await names('지난 공고')).toEqual(['복사']);
  });

  it('shares a posting: its link is copied with the §8 message', async () => {
    servePostings({ postings: seed() });
    const { user } = renderRecruitment('/partners/job_management');
    const row = await rowOf('프로덕트 디자이너');
    await user.click(within(row).getByRole('button', { name: '프로덕트 디자이너 공고 링크 복사' }));
    expect(await screen.findByText('링크가 클립보드에 복사되었습니다')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/partners/job/postings/2/edit`);
  });

  it('copies a posting: a notification, and the copy appears in the list', async () => {
    servePostings({ postings: seed() });
    const { user } = renderRecruitment('/partners/job_management');
    const menu = await openMenu(user, '프로덕트 디자이너');
    await user.click(within(menu).getByRole('menuitem', { name: '복사' }));
    expect(await screen.findByText(/공고를 복사했습니다/)).toBeInTheDocument();
    expect(await within(await table()).findByRole('link', { name: '프로덕트 디자이너 (복사)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /임시 저장\s*2/ })).toBeInTheDocument();
  });

  it('refuses to delete a posting with applicants and offers to close it instead', async () => {
    const { state } = servePostings({ postings: [...seed(), makePosting(5, { title: '모바일 개발자', status: 'open' })] });
    const { user } = renderRecruitment('/partners/job_management');
    // Applicants arrived after the list was loaded: the row still offers delete.
    const menu = await openMenu(user, '모바일 개발자');
    const mobile = state.postings.find((p) => p.id === 5);
    if (mobile) mobile.applicant_count = 2;
    await user.click(within(menu).getByRole('menuitem', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '공고 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await within(dialog).findByText('지원자가 있는 공고는 삭제할 수 없습니다')).toBeInTheDocument();
    expect(within(dialog).getByText(/지원자가 2명 있는 공고는 삭제할 수 없습니다/)).toBeInTheDocument();
    expect(errorModalStore.title()).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '공고 마감하기' }));
    const confirm = await screen.findByRole('dialog', { name: '공고 마감' });
    await user.click(within(confirm).getByRole('button', { name: '마감' }));
    await waitFor(() => expect(state.postings.find((p) => p.id === 5)?.status).toBe('closed'));
    expect(await screen.findByText('공고를 마감했습니다')).toBeInTheDocument();
  });

  it('deletes a draft after confirmation', async () => {
    const { state } = servePostings({ postings: seed() });
    const { user } = renderRecruitment('/partners/job_management');
    const menu = await openMenu(user, '프로덕트 디자이너');
    await user.click(within(menu).getByRole('menuitem', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '공고 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(state.postings.map((p) => p.id)).not.toContain(2));
    await waitFor(() => expect(screen.queryByRole('link', { name: '프로덕트 디자이너' })).not.toBeInTheDocument());
  });

  it('shows a call to register the first posting when there are none, and clear filters when none match', async () => {
    servePostings({ postings: [] });
    const view = renderRecruitment('/partners/job_management');
    expect(await screen.findByText('아직 등록한 공고가 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '첫 공고 등록하기' })).toHaveAttribute('href', '/partners/job/postings/new');
    view.unmount();

    servePostings({ postings: seed() });
    const { user, router } = renderRecruitment('/partners/job_management?search_keyword=없는공고');
    expect(await screen.findByText('조건에 맞는 공고가 없습니다')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '필터 초기화' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await within(await table()).findByRole('link', { name: '지난 공고' })).toBeInTheDocument();
  });

  it('downloads the CSV with the current filters, showing rows of total', async () => {
    servePostings({ postings: seed() });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let url = '';
    server.use(
      http.get(ENDPOINTS['jobPostings.csv'].path, ({ request }) => {
        url = request.url;
        const encoder = new TextEncoder();
        const stream = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode('\uFEFF제목,상태\n결제,게시 중\n'));
            await released;
            controller.enqueue(encoder.encode('디자이너,임시 저장\n데이터,검수 중\n'));
            controller.close();
          },
        });
        return new HttpResponse(stream, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'x-row-count': '3',
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('채용공고.csv')}`,
          },
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderRecruitment('/partners/job_management?status=open&order=deadline');
    await rowOf('결제 플랫폼 백엔드 개발자');
    await user.click(screen.getByRole('button', { name: 'CSV 다운로드' }));
    const dialog = await screen.findByRole('dialog', { name: 'CSV 파일을 만드는 중' });
    expect(await within(dialog).findByText('3개 중 1개')).toBeInTheDocument();
    expect(url).toContain('status=open');
    expect(url).toContain('order=deadline');
    expect(url).not.toContain('page=');
    release();
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'CSV 파일을 만드는 중' })).not.toBeInTheDocument());
    click.mockRestore();
  });

  it('shows a failed state with a retry', async () => {
    const { state } = servePostings({ postings: seed() });
    state.fail = (call) => (call.url.startsWith('/api/v5/partners/job/postings?') ? HttpResponse.error() : null);
    const { user } = renderRecruitment('/partners/job_management');
    expect(await screen.findByText('공고 목록을 불러오지 못했습니다')).toBeInTheDocument();
    state.fail = undefined;
    errorModalStore.close();
    await user.click(screen.getAllByRole('button', { name: '다시 시도' })[0] as HTMLElement);
    expect(await within(await table()).findByRole('link', { name: '지난 공고' })).toBeInTheDocument();
  });
});
