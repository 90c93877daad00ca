import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealed } from './use-revealed';

function List({ items }: { items: readonly string[] | undefined }) {
  const shown = useRevealed(items, 2, 3);
  if (!shown) return <p>불러오는 중</p>;
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const shownItems = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
const nextTask = () => act(() => vi.advanceTimersByTime(0));
const page = (name: string, count: number) => Array.from({ length: count }, (_, i) => `${name} ${i + 1}`);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useRevealed', () => {
  it('shows the first batch at once, then a batch more in each later task, until all are shown', async () => {
    const items = page('인재', 7);
    render(<List items={items} />);
    expect(shownItems()).toEqual(items.slice(0, 2));
    await nextTask();
    expect(shownItems()).toEqual(items.slice(0, 5));
    await nextTask();
    expect(shownItems()).toEqual(items);
    await nextTask();
    expect(shownItems()).toEqual(items);
  });

  it('new items keep as many shown as before (nothing vanishes under a reader); a short list is shown whole', async () => {
    const first = page('1쪽', 9);
    const { rerender } = render(<List items={first} />);
    await nextTask();
    expect(shownItems()).toEqual(first.slice(0, 5));
    // A refetch (after an action on a row) while five are shown: still five, then the rest.
    const refetched = page('1쪽', 9);
    rerender(<List items={refetched} />);
    expect(shownItems()).toEqual(refetched.slice(0, 5));
    await nextTask();
    expect(shownItems()).toEqual(refetched.slice(0, 8));
    await nextTask();
    expect(shownItems()).toEqual(refetched);
    rerender(<List items={['한 명']} />);
    expect(shownItems()).toEqual(['한 명']);
    rerender(<List items={undefined} />);
    expect(screen.getByText('불러오는 중')).toBeInTheDocument();
  });

  it('items replaced before the next batch: that batch is the new items’ next', async () => {
    const first = page('1쪽', 6);
    const { rerender } = render(<List items={first} />);
    const second = page('2쪽', 6);
    rerender(<List items={second} />);
    expect(shownItems()).toEqual(second.slice(0, 2));
    await nextTask();
    expect(shownItems()).toEqual(second.slice(0, 5));
    await nextTask();
    expect(shownItems()).toEqual(second);
  });
});
