/**
 * The "…" menu of a table row or a card: a menu button whose Mantine Menu mounts on first use. A mounted
 * Menu runs floating-ui's hooks on every render, closed or not; twenty rows of them were a third of the
 * postings list's main-thread time on a phone (decision 0005). Until the first click, Enter, Space or
 * ArrowDown the row holds only the button; then the Menu mounts and opens, its items take the focus, and
 * closing returns the focus to the button as before.
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ActionIcon, Menu, type ActionIconProps } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';

export type RowMenuProps = {
  /** The button's accessible name, naming the row ("○○ 공고 메뉴"). */
  label: string;
  /** The menu's items (`Menu.Item`, `Menu.Divider`…). */
  children: ReactNode;
  width?: number;
  size?: ActionIconProps['size'];
  iconSize?: number;
  loading?: boolean;
};

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function RowMenu({ label, children, width, size, iconSize = 18, loading }: RowMenuProps) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The Menu's button is a new element: mount it closed and focus it, then open, so that closing returns the
  // focus to it.
  const open = () => {
    flushSync(() => setMounted(true));
    buttonRef.current?.focus();
    setOpened(true);
  };
  const button = (
    <ActionIcon
      ref={buttonRef}
      variant="subtle"
      color="gray"
      size={size}
      loading={loading}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={opened}
      {...(mounted
        ? {}
        : {
            onClick: open,
            onKeyDown: (event: KeyboardEvent) => {
              if (!OPENING_KEYS.has(event.key)) return;
              event.preventDefault();
              open();
            },
          })}
    >
      <IconDots size={iconSize} aria-hidden="true" />
    </ActionIcon>
  );
  if (!mounted) return button;
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md" width={width}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
