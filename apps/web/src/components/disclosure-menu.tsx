/**
 * A drop-down of links and actions for site navigation (the WAI disclosure-navigation pattern):
 * a button with aria-expanded opens a list; Tab and the arrow keys move through it, Escape closes
 * and returns focus. Built on Mantine's Popover, which the bell needs anyway, so the first load does
 * not also carry Mantine's Menu.
 */
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
import { Popover, UnstyledButton, type PopoverProps } from '@mantine/core';
import classes from './disclosure-menu.module.css';

const HOVER_CLOSE_DELAY_MS = 150;
const HOVER_CLICK_GRACE_MS = 600;

export type DisclosureMenuProps = {
  /** Content of the button that opens the list. */
  target: ReactNode;
  targetClassName?: string | undefined;
  targetLabel?: string | undefined;
  targetActive?: boolean | undefined;
  /** Opens on hover too (top menu); the click and the keyboard always work. */
  openOnHover?: boolean;
  position?: PopoverProps['position'];
  minWidth?: number;
  /** The list; `close` is for items that act (links close by themselves). */
  children: (close: () => void) => ReactNode;
};

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
}

export function DisclosureMenu({
  target,
  targetClassName,
  targetLabel,
  targetActive,
  openOnHover = false,
  position = 'bottom-start',
  minWidth = 200,
  children,
}: DisclosureMenuProps) {
  const [opened, setOpened] = useState(false);
  const dropdownId = useId();
  const dropdownRef = useRef<HTMLDivElement>(null);
  const targetRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const focusFirstOnOpen = useRef(false);
  const hoverOpenedAt = useRef(0);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  useEffect(() => {
    if (!opened || !focusFirstOnOpen.current || !dropdownRef.current) return;
    focusFirstOnOpen.current = false;
    focusables(dropdownRef.current)[0]?.focus();
  }, [opened]);

  const close = () => setOpened(false);

  const handleTargetKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirstOnOpen.current = true;
      if (opened && dropdownRef.current) focusables(dropdownRef.current)[0]?.focus();
      setOpened(true);
    }
  };

  const handleDropdownKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = focusables(event.currentTarget);
    const index = items.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number | undefined> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined || items.length === 0) return;
    event.preventDefault();
    items[next]?.focus();
  };

  const hoverHandlers: { onMouseEnter?: MouseEventHandler; onMouseLeave?: MouseEventHandler } = openOnHover
    ? {
        onMouseEnter: () => {
          window.clearTimeout(hoverTimer.current);
          if (!opened) hoverOpenedAt.current = Date.now();
          setOpened(true);
        },
        onMouseLeave: () => {
          window.clearTimeout(hoverTimer.current);
          hoverTimer.current = window.setTimeout(() => setOpened(false), HOVER_CLOSE_DELAY_MS);
        },
      }
    : {};

  return (
    <div className={classes.wrapper} {...hoverHandlers}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position={position}
        offset={4}
        withRoles={false}
        withinPortal={false}
        returnFocus
        shadow="md"
        radius="md"
      >
        <Popover.Target>
          <UnstyledButton
            ref={targetRef}
            className={targetClassName}
            aria-expanded={opened}
            aria-controls={dropdownId}
            aria-label={targetLabel}
            data-active={targetActive || undefined}
            onClick={() => {
              // The pointer that just opened the list by hovering clicks to open it too, not to close it.
              const justHovered = Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS;
              setOpened((value) => (justHovered ? true : !value));
            }}
            onKeyDown={handleTargetKeyDown}
          >
            {target}
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown
          id={dropdownId}
          ref={dropdownRef}
          p={4}
          miw={minWidth}
          onKeyDown={handleDropdownKeyDown}
          onClick={(event) => {
            // Following a link closes the list; buttons decide themselves.
            if ((event.target as HTMLElement).closest('a[href]')) close();
          }}
        >
          {children(close)}
        </Popover.Dropdown>
      </Popover>
    </div>
  );
}

export function MenuList({ children }: { children: ReactNode }) {
  return <ul className={classes.list}>{children}</ul>;
}

export function MenuSectionLabel({ children }: { children: ReactNode }) {
  return <li className={classes.label}>{children}</li>;
}

export function MenuDivider() {
  return <li className={classes.divider} aria-hidden="true" />;
}

export type MenuButtonItemProps = {
  onClick: () => void;
  leftSection?: ReactNode;
  children: ReactNode;
  disabled?: boolean;
  lang?: string;
};

export const MenuButtonItem = forwardRef<HTMLButtonElement, MenuButtonItemProps>(function MenuButtonItem(
  { onClick, leftSection, children, disabled, lang },
  ref,
) {
  return (
    <li>
      <button ref={ref} type="button" className={classes.item} onClick={onClick} disabled={disabled} lang={lang}>
        {leftSection ? <span className={classes.icon}>{leftSection}</span> : null}
        {children}
      </button>
    </li>
  );
});

export const menuItemClassName = classes.item;
export const menuIconClassName = classes.icon;
