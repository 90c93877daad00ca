/**
 * A drop-down of links and actions for site navigation (the WAI disclosure-navigation pattern): the
 * header's menus and the bell. A button with aria-expanded opens a list; Tab and the arrow keys move
 * through it, Escape or a click elsewhere closes it and focus returns to the button. The list hangs
 * under its button by CSS: the header needs no positioning engine, so the first load carries neither
 * Mantine's Popover nor floating-ui (~20 KB gzip), nor Mantine's Menu, which pulls in more still.
 */
import {
  forwardRef,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type MouseEventHandler,
  type ReactNode,
  type RefObject,
} from 'react';
import { UnstyledButton } from '@mantine/core';
import { useClickOutside, useFocusTrap, useMergedRef } from '@mantine/hooks';
import classes from './disclosure-menu.module.css';

const HOVER_CLOSE_DELAY_MS = 150;
const HOVER_CLICK_GRACE_MS = 600;
const WINDOW_MARGIN = 8;

export type DisclosureMenuProps = {
  /** Content of the button that opens the list. */
  target: ReactNode;
  targetClassName?: string | undefined;
  targetLabel?: string | undefined;
  targetActive?: boolean | undefined;
  /** Opens on hover too (top menu); the click and the keyboard always work. */
  openOnHover?: boolean;
  /** The button's edge the list lines up with; the other one when the list would leave the window. */
  position?: 'bottom-start' | 'bottom-end';
  minWidth?: number;
  /** Focus moves into the open list and Tab stays in it (the bell's panel). */
  trapFocus?: boolean;
  onOpen?: () => void;
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
  trapFocus = false,
  onOpen,
  children,
}: DisclosureMenuProps) {
  const [opened, setOpened] = useState(false);
  const dropdownId = useId();
  const dropdownRef = useRef<HTMLDivElement>(null);
  const targetRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const focusFirstOnOpen = useRef(false);
  const hoverOpenedAt = useRef(0);
  const align = position === 'bottom-end' ? 'end' : 'start';

  const open = () => {
    if (!opened) onOpen?.();
    setOpened(true);
  };
  const close = () => setOpened(false);
  const wrapperRef = useClickOutside<HTMLDivElement>(close, null, undefined, opened);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  useEffect(() => {
    if (!opened || !focusFirstOnOpen.current || !dropdownRef.current) return;
    focusFirstOnOpen.current = false;
    focusables(dropdownRef.current)[0]?.focus();
  }, [opened]);

  const handleTargetKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirstOnOpen.current = true;
      if (opened && dropdownRef.current) focusables(dropdownRef.current)[0]?.focus();
      open();
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

  const handleEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && opened) close();
  };

  const hoverHandlers: { onMouseEnter?: MouseEventHandler; onMouseLeave?: MouseEventHandler } = openOnHover
    ? {
        onMouseEnter: () => {
          window.clearTimeout(hoverTimer.current);
          if (!opened) hoverOpenedAt.current = Date.now();
          open();
        },
        onMouseLeave: () => {
          window.clearTimeout(hoverTimer.current);
          hoverTimer.current = window.setTimeout(close, HOVER_CLOSE_DELAY_MS);
        },
      }
    : {};

  return (
    <div ref={wrapperRef} className={classes.wrapper} onKeyDown={handleEscape} {...hoverHandlers}>
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
          if (justHovered || !opened) open();
          else close();
        }}
        onKeyDown={handleTargetKeyDown}
      >
        {target}
      </UnstyledButton>
      {opened ? (
        <DisclosureList
          id={dropdownId}
          ref={dropdownRef}
          targetRef={targetRef}
          align={align}
          minWidth={minWidth}
          trapFocus={trapFocus}
          onKeyDown={handleDropdownKeyDown}
          onClick={(event) => {
            // Following a link closes the list; buttons decide themselves.
            if ((event.target as HTMLElement).closest('a[href]')) close();
          }}
        >
          {children(close)}
        </DisclosureList>
      ) : null}
    </div>
  );
}

type DisclosureListProps = {
  id: string;
  ref: RefObject<HTMLDivElement | null>;
  targetRef: RefObject<HTMLButtonElement | null>;
  align: 'start' | 'end';
  minWidth: number;
  trapFocus: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onClick: (event: MouseEvent<HTMLDivElement>) => void;
  children: ReactNode;
};

function DisclosureList(props: DisclosureListProps) {
  const { id, ref, targetRef, align, minWidth, trapFocus, onKeyDown, onClick, children } = props;
  const trapRef = useFocusTrap(trapFocus);
  const mergedRef = useMergedRef(ref, trapRef);

  useLayoutEffect(() => {
    const list = ref.current;
    const target = targetRef.current;
    if (!list) return undefined;
    // A list that would leave the window moves back into it (floating-ui's shift, on one axis); the
    // start edge wins on a window narrower than the list.
    const { left, right } = list.getBoundingClientRect();
    const maxRight = document.documentElement.clientWidth - WINDOW_MARGIN;
    let shift = right > maxRight ? maxRight - right : 0;
    if (left + shift < WINDOW_MARGIN) shift = WINDOW_MARGIN - left;
    if (right > left && shift !== 0) list.style.translate = `${shift}px 0`;
    // Runs before React removes the list: focus inside it goes back to the button, not to the page's start.
    return () => {
      if (list.contains(document.activeElement)) target?.focus();
    };
  }, [ref, targetRef, align]);

  return (
    <div
      id={id}
      ref={mergedRef}
      className={classes.dropdown}
      data-align={align}
      style={{ minWidth: `min(${minWidth}px, 100vw - ${2 * WINDOW_MARGIN}px)` }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {children}
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
