import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredRender } from './deferred-render';

describe('DeferredRender', () => {
  it('renders the new data as a transition of its own, without rendering the component that holds the data again', () => {
    const parentRenders: string[] = [];
    const shown: (string | undefined)[] = [];
    let setData: (data: string) => void = () => {};
    // The component above holds the data (a page holding its queries, each a store read in its render).
    function Holder() {
      const [data, set] = useState<string>();
      setData = set;
      parentRenders.push(data ?? '없음');
      return (
        <DeferredRender data={data}>
          {({ data: rendered, stale }) => {
            shown.push(rendered === undefined ? undefined : `${rendered}${stale ? ' (이전)' : ''}`);
            return null;
          }}
        </DeferredRender>
      );
    }
    render(<Holder />);
    act(() => setData('첫 페이지'));
    parentRenders.length = 0;
    shown.length = 0;
    act(() => setData('둘째 페이지'));
    // The urgent render keeps the page before, marked stale; the transition renders the new one.
    expect(shown).toEqual(['첫 페이지 (이전)', '둘째 페이지']);
    // The holder rendered once, at the urgent update: the transition did not render it (nor its stores' reads).
    expect(parentRenders).toEqual(['둘째 페이지']);
  });
});
