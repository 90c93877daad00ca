import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../lib/notify';
import { theme } from './theme';
import { ToastHost } from './toast-host';

// The app's own host (component tests elsewhere keep toasts open, `keepOpen`): a toast closes by itself.
describe('ToastHost', () => {
  afterEach(() => vi.useRealTimers());

  it('closes a toast by itself 4 s after it shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <MantineProvider theme={theme} env="test">
        <ToastHost />
      </MantineProvider>,
    );
    act(() => notifySuccess('링크가 클립보드에 복사되었습니다'));
    expect(await screen.findByRole('alert')).toHaveTextContent('링크가 클립보드에 복사되었습니다');

    await act(() => vi.advanceTimersByTimeAsync(3_500));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
