import { lazy, Suspense, useState, type ComponentType } from 'react';

type LazyModal<P> = ComponentType<P> & { preload: () => void; openerProps: { onPointerEnter: () => void; onFocus: () => void } };

type ModalProps = { opened: boolean };

/**
 * A modal whose module loads when it is first opened: a form modal brings the form helpers, zod and the contract's
 * schemas, which a screen's first load should not carry when the form is one click away (issue 31, decision
 * 0005). Once opened it stays mounted, so it closes with its transition and opens again at once. `preload`
 * starts the download early; `openerProps` does it from the opening button's pointer or focus. `isOpen` reads
 * whether the props open it, for a modal that opens on something other than `opened` (a seeker chosen, say).
 */
export function lazyModal<P extends ModalProps>(load: () => Promise<ComponentType<P>>): LazyModal<P>;
export function lazyModal<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): LazyModal<P>;
export function lazyModal<P extends object>(
  load: () => Promise<ComponentType<P>>,
  // The first overload's: its props have `opened`.
  isOpen: (props: P) => boolean = (props) => (props as ModalProps).opened,
): LazyModal<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  // A failed download is tried again at the next call.
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Modal = lazy(() => loadOnce().then((component) => ({ default: component })));
  /** Starts the download; a failure shows when the modal is opened (the opening tries again). */
  const preload = () => {
    loadOnce().catch(() => undefined);
  };

  function LazyModal(props: P) {
    const opened = isOpen(props);
    const [wasOpened, setWasOpened] = useState(opened);
    // Opened for the first time: it stays mounted from now on (a state update of this component in its render).
    if (opened && !wasOpened) setWasOpened(true);
    if (!opened && !wasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  }
  /** For the button that opens it: the download starts when the pointer or the focus reaches it. */
  const openerProps = { onPointerEnter: preload, onFocus: preload };
  return Object.assign(LazyModal, { preload, openerProps });
}
