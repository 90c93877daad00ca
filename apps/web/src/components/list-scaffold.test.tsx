import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../test/render';
import { ListScaffold, type ListQuery } from './list-scaffold';
import { StatePanel } from './state-panel';

type Page = { rows: string[]; totalPages: number };

function renderList(query: ListQuery<Page>, onPage = vi.fn()) {
  const view = renderWithApp(
    <ListScaffold
      query={query}
      isEmpty={(data) => data.rows.length === 0}
      loadingLabel="목록을 불러오는 중"
      failed={{ title: '목록을 불러오지 못했습니다', description: '잠시 후 다시 시도해 주세요.' }}
      empty={() => <StatePanel icon={null} title="아직 항목이 없습니다" description="새 항목을 등록해 보세요." />}
      paging={{ totalPages: query.data?.totalPages ?? 0, page: 2, onChange: onPage, label: '목록 페이지' }}
    >
      {(data, stale) => (
        <ul aria-label="항목" data-stale={stale || undefined}>
          {data.rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </ListScaffold>,
  );
  return { ...view, onPage };
}

describe('ListScaffold', () => {
  it('loading: skeleton rows named for screen readers, no rows and no paging', () => {
    renderList({ data: undefined, isError: false, refetch: vi.fn() });
    expect(screen.getByRole('status', { name: '목록을 불러오는 중' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('failed: an alert with the screen’s words, and 다시 시도 fetches again', async () => {
    const refetch = vi.fn();
    renderList({ data: undefined, isError: true, refetch });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('목록을 불러오지 못했습니다');
    expect(alert).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('empty: the screen’s empty state instead of the rows', () => {
    renderList({ data: { rows: [], totalPages: 0 }, isError: false, refetch: vi.fn() });
    expect(screen.getByText('아직 항목이 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('loaded: the rows, the kit’s named pagination, and a page change', async () => {
    const { onPage } = renderList({ data: { rows: ['가', '나'], totalPages: 3 }, isError: false, isPlaceholderData: true, refetch: vi.fn() });
    expect(screen.getByRole('list', { name: '항목' })).toHaveAttribute('data-stale', 'true');
    const nav = screen.getByRole('navigation', { name: '목록 페이지' });
    expect(nav).toContainElement(screen.getByRole('button', { name: '다음 페이지' }));
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('a failed refresh keeps the page it has; one page needs no pagination', () => {
    renderList({ data: { rows: ['가'], totalPages: 1 }, isError: true, refetch: vi.fn() });
    expect(screen.getByRole('list', { name: '항목' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
