import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * requestIdleCallback played by the test: what the page asks for waits until the test gives it an idle
 * period. `drain` runs whatever is left (call it after each test), so RenderWhenNear's page-wide idle queue
 * starts the next test empty.
 */
export function holdIdlePeriods() {
  let held: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => held.push(callback));
  const idlePeriod = () => {
    const pending = held;
    held = [];
    act(() => pending.forEach((callback) => callback()));
  };
  return {
    idlePeriod,
    drain() {
      while (held.length > 0) idlePeriod();
    },
  };
}
