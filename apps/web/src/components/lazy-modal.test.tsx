import { Component, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { spinner } from '../lib/api';
import { renderWithApp } from '../test/render';
import { lazyModal } from './lazy-modal';

type Props = { opened: boolean; onClose: () => void };

function FakeModal({ opened }: Props) {
  return <div role="dialog" aria-label="모달" data-opened={opened} />;
}

const noop = () => undefined;

/** A button that opens the lazy modal; the modal's onClose closes it, as every host's does. */
function Opener({ Modal }: { Modal: ComponentType<Props> }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>열기</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

describe('lazyModal', () => {
  it('loads nothing until first opened, then stays mounted when closed', async () => {
    const load = vi.fn(() => Promise.resolve(FakeModal));
    const Modal = lazyModal(load);
    const { rerender } = render(<Modal opened={false} onClose={noop} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(<Modal opened onClose={noop} />);
    expect(await screen.findByRole('dialog', { name: '모달' })).toHaveAttribute('data-opened', 'true');
    rerender(<Modal opened={false} onClose={noop} />);
    // Still mounted, closed: Mantine's modal then plays its closing transition.
    expect(screen.getByRole('dialog', { name: '모달' })).toHaveAttribute('data-opened', 'false');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the download once, and a failed one is tried again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(FakeModal);
    const Modal = lazyModal(load);
    Modal.preload();
    expect(load).toHaveBeenCalledTimes(1);
    // Let the failure settle (no error reaches the page: preload swallows it).
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The failed download is not kept: opening downloads again.
    render(<Modal opened onClose={noop} />);
    expect(await screen.findByRole('dialog', { name: '모달' })).toBeInTheDocument();
    Modal.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the top progress bar while its module downloads', async () => {
    let resolve: (component: ComponentType<Props>) => void = noop;
    const Modal = lazyModal(() => new Promise<ComponentType<Props>>((r) => (resolve = r)));
    const user = userEvent.setup();
    renderWithApp(<Opener Modal={Modal} />);
    expect(spinner.count()).toBe(0);
    await user.click(screen.getByRole('button', { name: '열기' }));
    await waitFor(() => expect(spinner.count()).toBe(1));
    resolve(FakeModal);
    expect(await screen.findByRole('dialog', { name: '모달' })).toBeInTheDocument();
    expect(spinner.count()).toBe(0);
  });

  it('closes with a toast when its module cannot be downloaded, and the next opening downloads again', async () => {
    // React reports the error its boundary caught on the console.
    vi.spyOn(console, 'error').mockImplementation(noop);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(FakeModal);
    const Modal = lazyModal(load);
    const user = userEvent.setup();
    renderWithApp(<Opener Modal={Modal} />);
    const opener = screen.getByRole('button', { name: '열기' });

    await user.click(opener);
    expect(await screen.findByText('화면을 불러오지 못했습니다. 연결을 확인하고 다시 시도해 주세요')).toBeInTheDocument();
    // The page is still there (no error page) and nothing is left downloading.
    expect(opener).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '모달' })).not.toBeInTheDocument();
    expect(spinner.count()).toBe(0);

    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: '모달' })).toHaveAttribute('data-opened', 'true');
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('leaves an error of the modal’s own render to the page’s error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(noop);
    function Broken(): ReactNode {
      throw new Error('render bug');
    }
    class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
      override state = { error: null };
      static getDerivedStateFromError(error: Error) {
        return { error: error.message };
      }
      override render() {
        return this.state.error ? <p>{this.state.error}</p> : this.props.children;
      }
    }
    const Modal = lazyModal(() => Promise.resolve(Broken));
    render(
      <Boundary>
        <Modal opened onClose={noop} />
      </Boundary>,
    );
    expect(await screen.findByText('render bug')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
