import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { DisclosureMenu, MenuButtonItem, MenuList } from './disclosure-menu';

function renderMenu({ trapFocus = false, onOpen = () => {} } = {}) {
  renderWithApp(
    <>
      <DisclosureMenu target="메뉴" trapFocus={trapFocus} onOpen={onOpen}>
        {(close) => (
          <MenuList>
            <MenuButtonItem onClick={close}>첫째</MenuButtonItem>
            <MenuButtonItem onClick={() => {}}>둘째</MenuButtonItem>
          </MenuList>
        )}
      </DisclosureMenu>
      <p>바깥</p>
    </>,
  );
  return screen.getByRole('button', { name: '메뉴' });
}

describe('disclosure menu', () => {
  it('Escape closes the list and focus goes back to its button', async () => {
    const button = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('button', { name: '첫째' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: '첫째' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('a click elsewhere closes the list', async () => {
    const button = renderMenu();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('바깥'));
    expect(screen.queryByRole('button', { name: '첫째' })).not.toBeInTheDocument();
  });

  it('an item that closes the list hands focus back to the button', async () => {
    const button = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: '첫째' }));
    expect(screen.queryByRole('button', { name: '첫째' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('with trapFocus the open list takes the focus and keeps Tab inside', async () => {
    const onOpen = vi.fn();
    const button = renderMenu({ trapFocus: true, onOpen });
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: '첫째' })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '둘째' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '첫째' })).toHaveFocus();
  });
});
