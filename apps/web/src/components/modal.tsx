import { useLayoutEffect, useRef, useState } from 'react';
import { Drawer as MantineDrawer, Modal as MantineModal, type DrawerProps, type ModalProps } from '@mantine/core';

/**
 * Mantine's Modal and Drawer, in the page from their first opening on (issue 31, decision 0005). A closed Mantine
 * modal still mounts its portal, whose node is created in a layout effect: a synchronous re-render in the middle
 * of the page's first commit for each one (a review card with an official reply held its delete confirmation, so a
 * page of reviews had several). Mantine remembers the element to give the focus back to when `opened` changes, not
 * when it mounts, so the first opening mounts the modal closed and opens it in the same frame, before the browser
 * paints. Once opened it stays mounted: it closes with its transition and opens again at once.
 */
function useFirstOpening(opened: boolean): { mounted: boolean; shown: boolean } {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => {
    // The one render this causes is the point: Mantine's modal has to see `opened` change after its mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- deliberate: a second render before paint, on the first opening only
    if (opened && !mounted) setMounted(true);
  }, [opened, mounted]);
  return { mounted: mounted || opened, shown: opened && mounted };
}

/**
 * A host that closes its modal by unmounting it (the API error, the company switch): Mantine gives the focus back
 * when `opened` turns false, which then never happens, and the focus would be left on the page's body. The
 * element that had the focus when the modal opened gets it back, unless something else has taken it since.
 */
function useFocusReturnOnUnmount(opened: boolean): void {
  const returnTo = useRef<Element | null>(null);
  useLayoutEffect(() => {
    returnTo.current = opened ? document.activeElement : null;
  }, [opened]);
  useLayoutEffect(
    () => () => {
      const element = returnTo.current;
      if (!(element instanceof HTMLElement)) return;
      // After the modal's nodes have left the page (the focus is then on the body).
      window.setTimeout(() => {
        if (element.isConnected && (document.activeElement === null || document.activeElement === document.body)) element.focus();
      }, 0);
    },
    [],
  );
}

export function Modal({ opened, ...props }: ModalProps) {
  const { mounted, shown } = useFirstOpening(opened);
  useFocusReturnOnUnmount(opened);
  return mounted ? <MantineModal opened={shown} {...props} /> : null;
}

export function Drawer({ opened, ...props }: DrawerProps) {
  const { mounted, shown } = useFirstOpening(opened);
  useFocusReturnOnUnmount(opened);
  return mounted ? <MantineDrawer opened={shown} {...props} /> : null;
}
