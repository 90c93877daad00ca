import { useLayoutEffect, useState } from 'react';
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

export function Modal({ opened, ...props }: ModalProps) {
  const { mounted, shown } = useFirstOpening(opened);
  return mounted ? <MantineModal opened={shown} {...props} /> : null;
}

export function Drawer({ opened, ...props }: DrawerProps) {
  const { mounted, shown } = useFirstOpening(opened);
  return mounted ? <MantineDrawer opened={shown} {...props} /> : null;
}
