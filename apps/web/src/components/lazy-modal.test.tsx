import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModal } from './lazy-modal';

function FakeModal({ opened }: { opened: boolean }) {
  return <div role="dialog" aria-label="모달" data-opened={opened} />;
}

describe('lazyModal', () => {
  it('loads nothing until first opened, then stays mounted when closed', async () => {
    const load = vi.fn(() => Promise.resolve(FakeModal));
    const Modal = lazyModal(load);
    const { rerender } = render(<Modal opened={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(<Modal opened />);
    expect(await screen.findByRole('dialog', { name: '모달' })).toHaveAttribute('data-opened', 'true');
    rerender(<Modal opened={false} />);
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
    render(<Modal opened />);
    expect(await screen.findByRole('dialog', { name: '모달' })).toBeInTheDocument();
    Modal.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
