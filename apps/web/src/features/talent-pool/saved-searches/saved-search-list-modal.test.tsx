import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { SavedSearchListModal } from './saved-search-list-modal';
import { makeSavedSearch, serveSavedSearches } from './saved-search-test-server';

function setup(count: number) {
  const server = serveSavedSearches(Array.from({ length: count }, (_, i) => makeSavedSearch(i + 1)));
  const onClose = vi.fn();
  const rendered = renderWithApp(<SavedSearchListModal opened onClose={onClose} />, { path: '/partners/job_seekers/search/index/3?query=파이썬' });
  return { ...server, ...rendered, onClose, user: userEvent.setup() };
}

const rowTitles = () => screen.getAllByRole('listitem').map((row) => row.getAttribute('aria-label'));

describe('saved-search list (spec §9: 5 per page)', () => {
  it('lists 5 saved searches per page and pages with the pagination', async () => {
    const { user } = setup(7);
    await waitFor(() => expect(rowTitles()).toEqual(['검색 조건 1', '검색 조건 2', '검색 조건 3', '검색 조건 4', '검색 조건 5']));
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(rowTitles()).toEqual(['검색 조건 6', '검색 조건 7']));
  });

  it('with nothing saved it says 저장한 검색 조건이 없습니다', async () => {
    setup(0);
    expect(await screen.findByText('저장한 검색 조건이 없습니다')).toBeInTheDocument();
  });

  it('delete asks for confirmation first and only then sends DELETE', async () => {
    const { user, writes } = setup(2);
    const row = await screen.findByRole('listitem', { name: '검색 조건 1' });
    await user.click(within(row).getByRole('button', { name: '삭제' }));
    expect(within(row).getByRole('alert')).toHaveTextContent('‘검색 조건 1’ 검색 조건을 삭제할까요?');
    expect(writes('DELETE')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: '취소' }));
    expect(writes('DELETE')).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: '삭제' }));
    await user.click(within(row).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(rowTitles()).toEqual(['검색 조건 2']));
    expect(writes('DELETE').map((c) => c.url)).toEqual(['/hr/save_search_queries/1']);
  });

  it('apply opens the saved tab on page 1 with the saved query, records apply_saved_search and closes', async () => {
    const { user, router, onClose, events } = setup(1);
    const row = await screen.findByRole('listitem', { name: '검색 조건 1' });
    await user.click(within(row).getByRole('button', { name: '적용' }));
    expect(router.state.location.pathname).toBe('/partners/job_seekers/search/index/1');
    expect(new URLSearchParams(router.state.location.search).get('query')).toBe('자바,스프링');
    expect(new URLSearchParams(router.state.location.search).get('yoe')).toBe('3;5');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(events()).toContainEqual(expect.objectContaining({ event: 'apply_saved_search', text: '검색 조건 1' })));
  });

  it('a saved search shares the link of its search (tab, page 1, saved conditions)', async () => {
    const { user } = setup(1);
    const row = await screen.findByRole('listitem', { name: '검색 조건 1' });
    await user.click(within(row).getByRole('button', { name: '검색 조건 1 검색 조건 링크 복사' }));
    expect(await screen.findByText('링크가 클립보드에 복사되었습니다')).toBeInTheDocument();
    const copied = new URL(await navigator.clipboard.readText());
    expect(copied.origin).toBe(window.location.origin);
    expect(copied.pathname).toBe('/partners/job_seekers/search/index/1');
    expect(copied.searchParams.get('query')).toBe('자바,스프링');
    expect(copied.searchParams.get('yoe')).toBe('3;5');
  });

  it('rename validates like saving, then PUTs the trimmed title', async () => {
    const { user, writes } = setup(1);
    const row = await screen.findByRole('listitem', { name: '검색 조건 1' });
    await user.click(within(row).getByRole('button', { name: '이름 변경' }));
    const input = within(row).getByRole('textbox', { name: '새 이름' });
    await user.clear(input);
    await user.type(input, '  ');
    await user.click(within(row).getByRole('button', { name: '저장' }));
    expect(within(row).getByText('검색 조건 이름을 입력해 주세요')).toBeInTheDocument();
    expect(writes('PUT')).toHaveLength(0);

    await user.type(input, ' 프론트엔드 신입 ');
    await user.click(within(row).getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('listitem', { name: '프론트엔드 신입' })).toBeInTheDocument();
    expect(writes('PUT')[0]?.body).toEqual({ hr_save_search_query: { title: '프론트엔드 신입' } });
  });

  it('the star toggles recommend with PUT', async () => {
    const { user, writes } = setup(1);
    const star = await screen.findByRole('button', { name: '검색 조건 1 추천' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(screen.getByRole('button', { name: '검색 조건 1 추천' })).toHaveAttribute('aria-pressed', 'true'));
    expect(writes('PUT')[0]).toMatchObject({ url: '/hr/save_search_queries/1', body: { hr_save_search_query: { recommend: true } } });
  });

  it('the owner shares a saved search with the 공유 switch (PUT shared) and unshares it', async () => {
    const { user, writes } = setup(1);
    const row = await screen.findByRole('listitem', { name: '검색 조건 1' });
    const toggle = within(row).getByRole('switch', { name: '‘검색 조건 1’ 검색 조건을 다른 운영자와 공유' });
    expect(toggle).not.toBeChecked();
    expect(within(row).queryByText('공유됨')).not.toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: '검색 조건 1' })).getByText('공유됨')).toBeInTheDocument());
    expect(writes('PUT')[0]).toMatchObject({ url: '/hr/save_search_queries/1', body: { hr_save_search_query: { shared: true } } });
    await user.click(within(screen.getByRole('listitem', { name: '검색 조건 1' })).getByRole('switch'));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: '검색 조건 1' })).queryByText('공유됨')).not.toBeInTheDocument());
    expect(writes('PUT')[1]?.body).toEqual({ hr_save_search_query: { shared: false } });
  });

  it("another operator's shared search shows the badge and its owner, and can be applied but not changed", async () => {
    serveSavedSearches([makeSavedSearch(1, { title: '팀 공유 검색', shared: true, mine: false, created_by: '이준호', recommend: true })]);
    const { router } = renderWithApp(<SavedSearchListModal opened onClose={vi.fn()} />, { path: '/partners/job_seekers/search/index/1' });
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem', { name: '팀 공유 검색' });
    expect(within(row).getByText('공유됨')).toBeInTheDocument();
    expect(within(row).getByText(/이준호 님이 공유/)).toBeInTheDocument();
    for (const name of ['이름 변경', '삭제', '팀 공유 검색 추천']) expect(within(row).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '적용' }));
    expect(new URLSearchParams(router.state.location.search).get('query')).toBe('자바,스프링');
  });
});
