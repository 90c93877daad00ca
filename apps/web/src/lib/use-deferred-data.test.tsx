import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredData, type DeferredData } from './use-deferred-data';

/** Records every render's result, so that the urgent render and the deferred one can be told apart. */
function renders() {
  const seen: DeferredData<string[]>[] = [];
  function Probe({ latest }: { latest: string[] | undefined }) {
    seen.push(useDeferredData(latest));
    return null;
  }
  return { seen, Probe };
}

describe('useDeferredData', () => {
  it('keeps what was rendered at the urgent render, marked stale, then renders the new data', () => {
    const { seen, Probe } = renders();
    const first = ['첫 페이지'];
    const second = ['둘째 페이지'];
    const { rerender } = render(<Probe latest={first} />);
    expect(seen.at(-1)).toEqual({ data: first, stale: false });
    seen.length = 0;
    act(() => rerender(<Probe latest={second} />));
    expect(seen[0]).toEqual({ data: first, stale: true });
    expect(seen.at(-1)).toEqual({ data: second, stale: false });
  });

  it('passes no data on at once, so a new query shows its skeleton straight away', () => {
    const { seen, Probe } = renders();
    const { rerender } = render(<Probe latest={['첫 페이지']} />);
    seen.length = 0;
    act(() => rerender(<Probe latest={undefined} />));
    expect(seen[0]).toEqual({ data: undefined, stale: false });
  });
});
