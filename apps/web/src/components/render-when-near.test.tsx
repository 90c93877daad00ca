import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdlePeriods } from '../test/idle-periods';
import { RenderWhenNear } from './render-when-near';

let idle: ReturnType<typeof holdIdlePeriods>;
const idlePeriod = () => idle.idlePeriod();

beforeEach(() => {
  // No IntersectionObserver here: nothing comes near the viewport unless the test says so.
  vi.stubGlobal('IntersectionObserver', undefined);
  idle = holdIdlePeriods();
});
afterEach(() => {
  idle.drain();
  vi.unstubAllGlobals();
});

describe('RenderWhenNear', () => {
  it('renders its content when it comes near the viewport, before the browser is idle', () => {
    type Entries = { isIntersecting: boolean }[];
    const watched: { callback: (entries: Entries) => void; rootMargin?: string; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Entries) => void, options?: IntersectionObserverInit) {
          watched.push({ callback, rootMargin: options?.rootMargin });
        }
        observe(target: Element) {
          const last = watched.at(-1);
          if (last) last.target = target;
        }
        disconnect() {}
      },
    );
    render(
      <RenderWhenNear placeholder={<p>자리</p>} rootMargin="300px">
        <p>내용</p>
      </RenderWhenNear>,
    );
    const observer = watched[0];
    if (!observer) throw new Error('no IntersectionObserver made');
    expect(observer.rootMargin).toBe('300px');
    expect(observer.target).toBe(screen.getByText('자리').parentElement);
    act(() => {
      observer.callback([{ isIntersecting: false }]);
    });
    expect(screen.queryByText('내용')).toBeNull();
    act(() => {
      observer.callback([{ isIntersecting: true }]);
    });
    expect(screen.getByText('내용')).toBeInTheDocument();
  });

  it('gives each waiting content an idle period of its own; one unmounted before its turn gives up its place', () => {
    const waiting = (names: string[]) => (
      <>
        {names.map((name) => (
          <RenderWhenNear key={name} placeholder={<p>{name} 자리</p>}>
            <p>{name}</p>
          </RenderWhenNear>
        ))}
      </>
    );
    const { rerender } = render(waiting(['첫째', '둘째', '셋째']));
    idlePeriod();
    expect(screen.getByText('첫째')).toBeInTheDocument();
    expect(screen.getByText('둘째 자리')).toBeInTheDocument();

    rerender(waiting(['첫째', '셋째']));
    idlePeriod();
    expect(screen.getByText('셋째')).toBeInTheDocument();
    expect(screen.queryByText('둘째')).toBeNull();
  });
});
