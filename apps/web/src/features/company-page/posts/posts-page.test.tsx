import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../../i18n';
import { errorModalStore } from '../../../lib/api';
import { makePost, serveCompanyPage } from '../../../test/company-page-test-server';
import { renderCompanyPage } from '../test-render';

beforeAll(() => loadMessageSection('companyPage'));
afterEach(() => {
  errorModalStore.close();
});

const PATH = '/partners/business_managements/news';

function seed() {
  return [
    makePost(1, { title: '2026 하반기 공개 채용', status: 'published', position: 1, published_at: '2026-11-01T00:00:00.000Z' }),
    makePost(2, { title: '사내 해커톤 후기', status: 'draft', position: 2 }),
    makePost(3, {
      title: '신규 오피스 이전',
      status: 'published',
      position: 3,
      draft: { title: '신규 오피스 이전 (수정)', summary: null, body_html: '<p>수정</p>', cover: null, saved_at: '2026-11-20T00:00:00.000Z' },
    }),
    makePost(4, { kind: 'story', title: '다른 게시판의 글', position: 1 }),
  ];
}

const rowOf = async (title: string) => {
  const link = await screen.findByRole('link', { name: title });
  const row = link.closest('tr');
  if (!row) throw new Error('no row');
  return row;
};

describe('newsroom boards (spec §2 /business_managements/news, story, press_releases)', { timeout: 30_000 }, () => {
  it('lists the board with status counts, badges and the editor links; the tab lives in the URL', async () => {
    serveCompanyPage({ posts: seed() });
    const { user, router } = renderCompanyPage(PATH);
    const row = await rowOf('신규 오피스 이전');
    expect(within(row).getByText('수정 중인 내용 있음')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '신규 오피스 이전' })).toHaveAttribute(
      'href',
      '/partners/business_managements/newsroom_editor?id=3',
    );
    expect(screen.queryByText('다른 게시판의 글')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '새 글 쓰기' })).toHaveAttribute('href', '/partners/business_managements/newsroom_editor?kind=news');
    const tabs = screen.getByRole('tablist', { name: '글 상태' });
    expect(within(tabs).getByRole('tab', { name: /전체\s*3/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: /임시 저장\s*1/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft'));
    await waitFor(() => expect(screen.queryByText('2026 하반기 공개 채용')).not.toBeInTheDocument());
    // Ordering is offered in the 'all' view only.
    expect(screen.queryByRole('button', { name: /위로 이동/ })).not.toBeInTheDocument();
  });

  it('publishes and unpublishes from the row menu', async () => {
    const { state } = serveCompanyPage({ posts: seed() });
    const { user } = renderCompanyPage(PATH);
    await user.click(within(await rowOf('사내 해커톤 후기')).getByRole('button', { name: '사내 해커톤 후기 관리 메뉴' }));
    await user.click(await screen.findByRole('menuitem', { name: '게시' }));
    expect(await screen.findByText('글을 게시했습니다')).toBeInTheDocument();
    expect(state.posts.find((p) => p.id === 2)?.status).toBe('published');
    await user.click(within(await rowOf('2026 하반기 공개 채용')).getByRole('button', { name: '2026 하반기 공개 채용 관리 메뉴' }));
    await user.click(await screen.findByRole('menuitem', { name: '게시 중단' }));
    expect(await screen.findByText('게시를 중단했습니다')).toBeInTheDocument();
    expect(state.posts.find((p) => p.id === 1)?.status).toBe('draft');
  });

  it('deletes only after confirmation', async () => {
    const { state, calls } = serveCompanyPage({ posts: seed() });
    const { user } = renderCompanyPage(PATH);
    await user.click(within(await rowOf('사내 해커톤 후기')).getByRole('button', { name: '사내 해커톤 후기 관리 메뉴' }));
    await user.click(await screen.findByRole('menuitem', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '글 삭제' });
    expect(within(dialog).getByText('‘사내 해커톤 후기’ 글을 삭제할까요?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(await rowOf('사내 해커톤 후기')).getByRole('button', { name: '사내 해커톤 후기 관리 메뉴' }));
    await user.click(await screen.findByRole('menuitem', { name: '삭제' }));
    await user.click(within(await screen.findByRole('dialog', { name: '글 삭제' })).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('글을 삭제했습니다')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('사내 해커톤 후기')).not.toBeInTheDocument());
    expect(state.posts.some((p) => p.id === 2)).toBe(false);
  });

  it("moves a post with the keyboard-reachable arrows, sending the whole board's order", async () => {
    const { calls } = serveCompanyPage({ posts: seed() });
    const { user } = renderCompanyPage(PATH);
    const first = await rowOf('2026 하반기 공개 채용');
    expect(within(first).getByRole('button', { name: '2026 하반기 공개 채용 위로 이동' })).toBeDisabled();
    expect(within(await rowOf('신규 오피스 이전')).getByRole('button', { name: '신규 오피스 이전 아래로 이동' })).toBeDisabled();
    within(first).getByRole('button', { name: '2026 하반기 공개 채용 아래로 이동' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('순서를 바꿨습니다')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/v5/partners/company/posts/order')?.body).toEqual({ kind: 'news', ids: [2, 1, 3] });
    await waitFor(() => {
      const titles = screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('link')[0]?.textContent);
      expect(titles).toEqual(['사내 해커톤 후기', '2026 하반기 공개 채용', '신규 오피스 이전']);
    });
  });

  it('shows the empty state with a first-post link, and a failed load with a retry', async () => {
    serveCompanyPage({ posts: [] });
    const { unmount } = renderCompanyPage(PATH);
    expect(await screen.findByText('아직 올린 글이 없습니다')).toBeInTheDocument();
    unmount();
    serveCompanyPage({ fail: () => HttpResponse.error() });
    renderCompanyPage(PATH);
    expect(await screen.findByText('글 목록을 불러오지 못했습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
