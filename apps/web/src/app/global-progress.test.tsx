import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { spinner } from '../lib/api';
import { GlobalProgress } from './global-progress';

afterEach(() => act(() => spinner.reset()));

describe('GlobalProgress', () => {
  it('shows the bar while any request is pending and hides it when the last one ends', () => {
    render(<GlobalProgress />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => spinner.start());
    act(() => spinner.start());
    expect(screen.getByRole('progressbar')).toBeTruthy();
    act(() => spinner.done());
    expect(screen.getByRole('progressbar')).toBeTruthy();
    act(() => spinner.done());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the bar for a request that started before it mounted', () => {
    spinner.start();
    render(<GlobalProgress />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
});
