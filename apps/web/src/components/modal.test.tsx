import { useState } from 'react';
import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { Drawer, Modal } from './modal';

function Opener({ kind }: { kind: 'modal' | 'drawer' }) {
  const [opened, setOpened] = useState(false);
  const Overlay = kind === 'modal' ? Modal : Drawer;
  return (
    <>
      <Button onClick={() => setOpened(true)}>열기</Button>
      <Overlay opened={opened} onClose={() => setOpened(false)} title="안내">
        <Button>확인</Button>
      </Overlay>
    </>
  );
}

describe.each(['modal', 'drawer'] as const)('the kit’s %s', (kind) => {
  it('is not in the page until first opened, then opens with the focus inside and gives it back when closed', async () => {
    const user = userEvent.setup();
    renderWithApp(<Opener kind={kind} />);
    // Closed: no portal, no dialog.
    expect(document.querySelector('[data-portal]')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const opener = screen.getByRole('button', { name: '열기' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '안내' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    // Opened again: the same, from the modal already mounted.
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: '안내' })).toBeInTheDocument();
  });
});

/** A host that closes its modal by unmounting it, as the API error's and the company switch's do. */
function UnmountingOpener({ kind }: { kind: 'modal' | 'drawer' }) {
  const [opened, setOpened] = useState(false);
  const Overlay = kind === 'modal' ? Modal : Drawer;
  return (
    <>
      <Button onClick={() => setOpened(true)}>열기</Button>
      {opened ? (
        <Overlay opened onClose={() => setOpened(false)} title="안내">
          <Button onClick={() => setOpened(false)}>확인</Button>
        </Overlay>
      ) : null}
    </>
  );
}

describe.each(['modal', 'drawer'] as const)('the kit’s %s unmounted by its host', (kind) => {
  it('gives the focus back to the element that had it when it opened', async () => {
    const user = userEvent.setup();
    renderWithApp(<UnmountingOpener kind={kind} />);
    const opener = screen.getByRole('button', { name: '열기' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '안내' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
