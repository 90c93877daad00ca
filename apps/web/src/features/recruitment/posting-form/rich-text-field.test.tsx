import { useLayoutEffect } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { RichTextField } from './rich-text-field';

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Runs the timers that are due between the commit and the passive effects: in the browser, after a
 * slow first render, the commit is painted and a due timer task can run before React's effects task.
 */
function TimersRunBeforeEffects() {
  useLayoutEffect(() => {
    vi.runOnlyPendingTimers();
  }, []);
  return null;
}

it('shows its value when its first editor was destroyed between the commit and the effects (a slow first render)', async () => {
  // useEditor makes the editor during the render and destroys it on a 1 ms timer unless its effect has
  // run by then.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  render(
    <MantineProvider env="test">
      <RichTextField label="상세 내용" value="<p>첫 문단</p>" onChange={() => undefined} />
      <TimersRunBeforeEffects />
    </MantineProvider>,
  );
  vi.useRealTimers();
  expect(await screen.findByRole('textbox')).toHaveTextContent('첫 문단');
});
