import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { SavedSearchActions } from './saved-search-actions';
import { makeSavedSearch, serveSavedSearches } from './saved-search-test-server';

describe('saved-search toolbar (spec §4)', () => {
  it('the button counts the saved searches', async () => {
    serveSavedSearches([makeSavedSearch(1), makeSavedSearch(2), makeSavedSearch(3)]);
    renderWithApp(<SavedSearchActions tab="index" query="" />);
    expect(await screen.findByRole('button', { name: '저장한 검색 조건 (3)' })).toBeInTheDocument();
  });

  it('the display switch PUTs display_toggle and shows the saved searches as chips that apply them', async () => {
    const { writes } = serveSavedSearches([makeSavedSearch(1, { title: '백엔드 시니어', query: 'yoe=5;11' })]);
    const { router } = renderWithApp(<SavedSearchActions tab="index" query="" />);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: '저장한 검색 조건 표시' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(screen.queryByRole('group', { name: '저장한 검색 조건 바로 적용' })).not.toBeInTheDocument();

    await user.click(toggle);
    const chips = await screen.findByRole('group', { name: '저장한 검색 조건 바로 적용' });
    expect(writes('PUT')[0]?.body).toEqual({ display: true });
    await user.click(await within(chips).findByRole('button', { name: '백엔드 시니어' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/partners/job_seekers/search/index/1?yoe=5;11');
  });

  it('after the first saved search the display is on (the server switches it) and the chip appears', async () => {
    serveSavedSearches([]);
    renderWithApp(<SavedSearchActions tab="company" query="query=자바" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '검색 조건 저장' }));
    await user.type(await screen.findByRole('textbox', { name: '검색 조건 이름' }), '자바 개발자');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('switch', { name: '저장한 검색 조건 표시' })).toBeChecked();
    const chips = await screen.findByRole('group', { name: '저장한 검색 조건 바로 적용' });
    expect(await within(chips).findByRole('button', { name: '자바 개발자' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '저장한 검색 조건 (1)' })).toBeInTheDocument();
  });

  it('the count comes from the pool context, asked again after each change (spec §7 "refresh context")', async () => {
    const { calls } = serveSavedSearches([makeSavedSearch(1)]);
    const contextCalls = () => calls.filter((c) => c.url.startsWith('/hr/job_seekers/context'));
    renderWithApp(<SavedSearchActions tab="company" query="query=자바" />);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: '저장한 검색 조건 (1)' })).toBeInTheDocument();
    expect(contextCalls().map((c) => c.url)).toEqual(['/hr/job_seekers/context?pool=company_pool']);

    await user.click(screen.getByRole('button', { name: '검색 조건 저장' }));
    await user.type(await screen.findByRole('textbox', { name: '검색 조건 이름' }), '자바 개발자');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('button', { name: '저장한 검색 조건 (2)' })).toBeInTheDocument();
    expect(contextCalls()).toHaveLength(2);
  });
});
