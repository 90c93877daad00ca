import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST_AUTOSAVE_MS } from '@partners/contract';
import { loadMessageSection } from '../../../i18n';
import { makePost, serveCompanyPage } from '../../../test/company-page-test-server';
import type { RecordedCall } from '../../../test/contract-handlers';
import { renderCompanyPage } from '../test-render';

beforeAll(() => loadMessageSection('companyPage'));
afterEach(() => {
  vi.useRealTimers();
});

const EDITOR = '/partners/business_managements/newsroom_editor';
const saves = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PUT' || (c.method === 'POST' && c.url.endsWith('/posts')));

describe('newsroom editor (spec §2 /business_managements/newsroom_editor)', { timeout: 30_000 }, () => {
  it('autosaves a draft POST_AUTOSAVE_MS after the last change, with its revision, and says when', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, state } = serveCompanyPage({ posts: [makePost(5, { title: '채용 설명회 안내', revision: 3 })] });
    const { user } = renderCompanyPage(`${EDITOR}?id=5`, { advanceTimers: vi.advanceTimersByTime });
    const title = await screen.findByRole('textbox', { name: /제목/ });
    await user.type(title, ' 2차');
    expect(screen.getByText('저장하지 않은 변경 사항')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(POST_AUTOSAVE_MS - 500));
    expect(saves(calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toMatchObject({ title: '채용 설명회 안내 2차', revision: 3 });
    expect(await screen.findByText(/^저장됨 (오전|오후) \d{1,2}:\d{2}$/)).toBeInTheDocument();
    expect(state.posts[0]?.revision).toBe(4);
  });

  it('a stale revision opens the conflict modal; reloading shows the latest version', async () => {
    const { state } = serveCompanyPage({ posts: [makePost(5, { title: '채용 설명회 안내', revision: 3 })] });
    const { user } = renderCompanyPage(`${EDITOR}?id=5`);
    const title = await screen.findByRole('textbox', { name: /제목/ });
    // Another window saved meanwhile.
    const post = state.posts[0];
    if (post) Object.assign(post, { revision: 9, title: '다른 창에서 고친 제목', content: { ...post.content, title: '다른 창에서 고친 제목' } });
    await user.type(title, '!');
    const dialog = await screen.findByRole('dialog', { name: '다른 곳에서 먼저 저장했습니다' }, { timeout: POST_AUTOSAVE_MS + 3000 });
    await user.click(within(dialog).getByRole('button', { name: '최신 내용 불러오기' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /제목/ })).toHaveValue('다른 창에서 고친 제목'));
    expect(screen.queryByRole('dialog', { name: '다른 곳에서 먼저 저장했습니다' })).not.toBeInTheDocument();
  });

  it('a new post is created by its first save once it has a title, and the URL gets its id', async () => {
    const { calls } = serveCompanyPage();
    const { user, router } = renderCompanyPage(`${EDITOR}?kind=story`);
    expect(await screen.findByRole('heading', { name: '새 기업 스토리 쓰기' })).toBeInTheDocument();
    expect(screen.getByText('제목을 입력하면 자동으로 저장됩니다')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /제목/ }), '개발팀 이야기');
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?id=\d+$/), { timeout: POST_AUTOSAVE_MS + 3000 });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ kind: 'story', title: '개발팀 이야기' });
    expect(screen.getByRole('textbox', { name: /제목/ })).toHaveValue('개발팀 이야기');
  });

  it("previews the server's sanitised HTML, and publishes", async () => {
    const { state } = serveCompanyPage({
      posts: [
        makePost(5, { title: '보안 점검 결과', content: { title: '보안 점검 결과', summary: '요약', body_html: '<p>안전합니다</p>', cover: null } }),
      ],
    });
    const { user } = renderCompanyPage(`${EDITOR}?id=5`);
    await user.click(await screen.findByRole('tab', { name: '미리보기' }));
    const article = await screen.findByRole('article', { name: '미리보기' });
    expect(within(article).getByRole('heading', { name: '보안 점검 결과' })).toBeInTheDocument();
    expect(within(article).getByTestId('preview-body').innerHTML).toBe('<p>안전합니다</p>');
    await user.click(screen.getByRole('button', { name: '게시' }));
    expect(await screen.findByText('글을 게시했습니다')).toBeInTheDocument();
    expect(state.posts[0]?.status).toBe('published');
    expect(screen.getByRole('button', { name: '게시 중단' })).toBeInTheDocument();
  });

  it('a published post with saved edits says the live page shows the old version, and can discard them', async () => {
    const { state } = serveCompanyPage({
      posts: [
        makePost(5, {
          title: '창립 10주년',
          status: 'published',
          draft: { title: '창립 10주년 (수정)', summary: null, body_html: '<p>수정본</p>', cover: null, saved_at: '2026-11-20T06:04:00.000Z' },
        }),
      ],
    });
    const { user } = renderCompanyPage(`${EDITOR}?id=5`);
    expect(await screen.findByText(/게시 중인 기업 페이지에는 아직 이전 내용이 보입니다/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /제목/ })).toHaveValue('창립 10주년 (수정)');
    await user.click(screen.getByRole('button', { name: '변경 사항 취소' }));
    await user.click(within(await screen.findByRole('dialog', { name: '변경 사항 취소' })).getByRole('button', { name: '변경 사항 취소' }));
    expect(await screen.findByText('변경 사항을 취소했습니다')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /제목/ })).toHaveValue('창립 10주년');
    expect(state.posts[0]?.draft).toBeNull();
  });

  it('a missing post and a link without id or kind say so', async () => {
    serveCompanyPage();
    const { unmount } = renderCompanyPage(`${EDITOR}?id=404`);
    expect(await screen.findByText('글을 찾을 수 없습니다')).toBeInTheDocument();
    unmount();
    renderCompanyPage(EDITOR);
    expect(await screen.findByText('편집할 글이나 게시판이 주소에 없습니다')).toBeInTheDocument();
  });

  it('a malformed id gives way to the kind, and an unknown kind is no link to the editor', async () => {
    serveCompanyPage();
    const { unmount } = renderCompanyPage(`${EDITOR}?id=abc&kind=news`);
    expect(await screen.findByRole('heading', { name: '새 기업 소식 쓰기' })).toBeInTheDocument();
    unmount();
    renderCompanyPage(`${EDITOR}?kind=memo`);
    expect(await screen.findByText('편집할 글이나 게시판이 주소에 없습니다')).toBeInTheDocument();
  });
});
