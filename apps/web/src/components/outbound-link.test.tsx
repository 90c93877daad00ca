import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOUND_LINK_FALLBACK_MS } from '@partners/contract';
import { browserLocation } from '../lib/api';
import { renderWithApp } from '../test/render';
import { OutboundLink } from './outbound-link';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderLink(onFollow: () => Promise<unknown>, target?: '_blank') {
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  renderWithApp(
    <OutboundLink href="https://example.com/intro" target={target} onFollow={onFollow}>
      서비스 소개
    </OutboundLink>,
  );
  // fireEvent, not user-event: it returns whether the browser's own navigation was allowed to go on.
  const click = (init: MouseEventInit = {}) => fireEvent.click(screen.getByRole('link', { name: '서비스 소개' }), init);
  return { assign, click };
}

describe('outbound link (spec §9: follow after the event, or after 250 ms)', () => {
  it('the fallback is the spec’s 250 ms', () => {
    expect(OUTBOUND_LINK_FALLBACK_MS).toBe(250);
  });

  it('follows the link as soon as its event is sent', async () => {
    let sent: () => void = () => undefined;
    const onFollow = vi.fn(() => new Promise<void>((resolve) => (sent = resolve)));
    const { assign, click } = renderLink(onFollow);
    expect(click()).toBe(false);
    expect(onFollow).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(assign).not.toHaveBeenCalled();
    sent();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://example.com/intro'));
  });

  it('follows it after 250 ms when the event is slow, and only once', async () => {
    vi.useFakeTimers();
    const { assign, click } = renderLink(() => new Promise(() => undefined));
    click();
    await vi.advanceTimersByTimeAsync(OUTBOUND_LINK_FALLBACK_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('a failed event does not hold the link either', async () => {
    const { assign, click } = renderLink(() => Promise.reject(new Error('offline')));
    click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('a link to a new window, or a modified click, is left to the browser: the event is sent, nothing waits', () => {
    const onFollow = vi.fn(() => new Promise(() => undefined));
    const blank = renderLink(onFollow, '_blank');
    expect(blank.click()).toBe(true);
    expect(onFollow).toHaveBeenCalledTimes(1);
    expect(blank.assign).not.toHaveBeenCalled();
  });

  it('a ctrl-click on a same-window link opens it elsewhere without waiting', () => {
    const onFollow = vi.fn(() => new Promise(() => undefined));
    const { assign, click } = renderLink(onFollow);
    expect(click({ ctrlKey: true })).toBe(true);
    expect(onFollow).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });
});
