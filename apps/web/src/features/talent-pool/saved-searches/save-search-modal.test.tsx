import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorModalStore } from '../../../lib/api';
import { createQueryClient } from '../../../lib/query-client';
import { contractError } from '../../../test/contract-handlers';
import { renderWithApp } from '../../../test/render';
import { SaveSearchModal } from './save-search-modal';
import { serveSavedSearches } from './saved-search-test-server';

const QUERY = 'query=자바,스프링&yoe=3;5&edu=bachelor&deg=graduated&order_by=updated_at';

function setup(options: Parameters<typeof serveSavedSearches>[1] = {}) {
  const server = serveSavedSearches([], options);
  const onClose = vi.fn();
  renderWithApp(<SaveSearchModal opened onClose={onClose} tab="index" query={QUERY} />, { queryClient: createQueryClient() });
  const dialog = screen.getByRole('dialog', { name: '검색 조건 저장' });
  const title = within(dialog).getByRole('textbox', { name: '검색 조건 이름' });
  const save = within(dialog).getByRole('button', { name: '저장' });
  return { ...server, onClose, dialog, title, save, user: userEvent.setup() };
}

afterEach(() => {
  errorModalStore.close();
});

describe('save search modal (spec §5 text length)', () => {
  it('shows the current conditions read-only, as the filter bar summarises them', () => {
    const { dialog } = setup();
    const conditions = within(dialog).getByRole('list', { name: '저장할 검색 조건' });
    expect(
      within(conditions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['인재 검색', '자바 외 1개', '경력 3~5년', '학사 졸업', '이력서 업데이트순']);
  });

  it('a blank or whitespace-only title is refused', async () => {
    const { title, save, writes, onClose, user, dialog } = setup();
    await user.click(save);
    expect(within(dialog).getByText('검색 조건 이름을 입력해 주세요')).toBeInTheDocument();
    await user.type(title, '   ');
    await user.click(save);
    expect(within(dialog).getByText('검색 조건 이름을 입력해 주세요')).toBeInTheDocument();
    expect(writes('POST')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a title of 41 characters is refused and the counter shows n/40', async () => {
    const { title, save, writes, user, dialog } = setup();
    expect(within(dialog).getByText('0/40')).toBeInTheDocument();
    await user.type(title, '가'.repeat(41));
    expect(within(dialog).getByText('41/40')).toBeInTheDocument();
    await user.click(save);
    expect(within(dialog).getByText('검색 조건 이름은 40자 이내로 입력해 주세요')).toBeInTheDocument();
    expect(writes('POST')).toHaveLength(0);
  });

  it('saving sends the trimmed title with the query and tab, records save_search, then closes', async () => {
    const { title, save, writes, events, onClose, user } = setup();
    await user.type(title, '  백엔드 3~5년  ');
    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes('POST')[0]?.body).toEqual({ hr_save_search_query: { title: '백엔드 3~5년', query: QUERY, tab: 'index' } });
    await waitFor(() => expect(events()).toContainEqual(expect.objectContaining({ event: 'save_search', text: '백엔드 3~5년' })));
  });

  it('a failed save says so in the modal (no error modal over it, spec §8) and keeps the typed title', async () => {
    const { dialog, title, save, onClose, user } = setup({
      fail: (call) => (call.method === 'POST' && call.url === '/hr/save_search_queries' ? contractError('bad_request', 'Bad Request') : null),
    });
    await user.type(title, '백엔드');
    await user.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('잘못된 요청입니다');
    expect(errorModalStore.title()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(title).toHaveValue('백엔드');
  });
});
