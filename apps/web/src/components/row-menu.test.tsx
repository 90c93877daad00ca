import { Menu } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { RowMenu } from './row-menu';

function rows(onEdit = vi.fn()) {
  return (
    <ul>
      {['첫 공고', '둘째 공고'].map((title) => (
        <li key={title}>
          {title}
          <RowMenu label={`${title} 메뉴`}>
            <Menu.Item
              onClick={() => {
                onEdit(title);
              }}
            >
              수정
            </Menu.Item>
            <Menu.Item>삭제</Menu.Item>
          </RowMenu>
        </li>
      ))}
    </ul>
  );
}

describe('RowMenu', () => {
  it('holds only a named menu button per row until it is used: no menu is mounted', () => {
    renderWithApp(rows());
    const button = screen.getByRole('button', { name: '첫 공고 메뉴' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on the first click, and its item acts for that row', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    renderWithApp(rows(onEdit));
    await user.click(screen.getByRole('button', { name: '둘째 공고 메뉴' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '둘째 공고 메뉴' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('menuitem', { name: '수정' }));
    expect(onEdit).toHaveBeenCalledWith('둘째 공고');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens from the keyboard, moves through the items with the arrows, and Escape returns the focus to the button', async () => {
    const user = userEvent.setup();
    renderWithApp(rows());
    await user.tab();
    expect(screen.getByRole('button', { name: '첫 공고 메뉴' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '수정' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '삭제' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: '첫 공고 메뉴' })).toHaveFocus());
  });

  it('opens again after closing, now as a mounted Menu', async () => {
    const user = userEvent.setup();
    renderWithApp(rows());
    const button = () => screen.getByRole('button', { name: '첫 공고 메뉴' });
    await user.click(button());
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.click(button());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
