// Styles of the one Mantine component the shell does not load for every page.
import '@mantine/core/styles/Tooltip.css';
import { cloneElement, useState, type PointerEvent, type ReactElement } from 'react';
import { Tooltip, type TooltipProps } from '@mantine/core';

type Hoverable = ReactElement<{ onPointerEnter?: (event: PointerEvent<HTMLElement>) => void }>;

/**
 * Mantine's Tooltip, mounted on the first mouse hover instead of with the page. A mounted Tooltip keeps a
 * portal, a transition and floating-ui's positioning, and each of them updated once more as the page
 * committed: twenty rows with a share button were 100 extra updates in the postings page's first commit.
 * The element stays where it is (the tooltip is set beside it on its node, not around it), so the hover that
 * mounts the tooltip opens it and a click that follows reaches the same element. It shows as Mantine's does:
 * on a mouse hover, not on touch or focus. The element's accessible name is its own, so nothing is lost before
 * the first hover.
 */
export function HoverTooltip({ children, ...props }: Omit<TooltipProps, 'children' | 'target' | 'defaultOpened'> & { children: Hoverable }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  return (
    <>
      {cloneElement(children, {
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          children.props.onPointerEnter?.(event);
          if (event.pointerType === 'mouse' && target === null) setTarget(event.currentTarget);
        },
      })}
      {target ? <Tooltip {...props} target={target} defaultOpened /> : null}
    </>
  );
}
