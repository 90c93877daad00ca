import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { HoverTooltip } from './hover-tooltip';

describe('HoverTooltip', () => {
  it('mounts nothing until the first mouse hover, which opens it; leaving closes it', async () => {
    const user = userEvent.setup();
    // A mounted Tooltip updates again as it commits (its id, its positioning): a row's tooltip is not mounted
    // with the page, so its first commit is the only one.
    const phases: string[] = [];
    renderWithApp(
      <Profiler id="row" onRender={(_id, phase) => phases.push(phase)}>
        <HoverTooltip label="링크 복사">
          <button type="button" aria-label="공고 링크 복사">
            ⧉
          </button>
        </HoverTooltip>
      </Profiler>,
    );
    expect(phases).toEqual(['mount']);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: '공고 링크 복사' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('링크 복사');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // Mounted now: the next hover opens it as Mantine's Tooltip does.
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('링크 복사');
  });

  it('keeps the element: a click after the hover reaches it, and its own pointer handler still runs', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onPointerEnter = vi.fn();
    renderWithApp(
      <HoverTooltip label="삭제">
        <button type="button" onClick={onClick} onPointerEnter={onPointerEnter}>
          삭제하기
        </button>
      </HoverTooltip>,
    );
    const button = screen.getByRole('button', { name: '삭제하기' });
    await user.click(button);
    expect(screen.getByRole('button', { name: '삭제하기' })).toBe(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onPointerEnter).toHaveBeenCalled();
  });

  it('does not open on touch, as Mantine’s does not', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <HoverTooltip label="메모 있음">
        <button type="button">메모</button>
      </HoverTooltip>,
    );
    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('button', { name: '메모' }) });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
