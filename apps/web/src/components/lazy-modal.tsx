import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { spinner } from '../lib/api';
import { notifyError } from '../lib/notify';
import { useT } from '../i18n';
import { preloadable } from './lazy-part';

type LazyModal<P> = ComponentType<P> & { preload: () => void; openerProps: { onPointerEnter: () => void; onFocus: () => void } };

type ModalProps = { opened: boolean; onClose: () => void };

/**
 * A modal whose module loads when it is first opened: a form modal brings the form helpers, zod and the contract's
 * schemas, which a screen's first load should not carry when the form is one click away (issue 31, decision
 * 0005). Once opened it stays mounted, so it closes with its transition and opens again at once. `preload`
 * starts the download early; `openerProps` does it from the opening button's pointer or focus. `isOpen` reads
 * whether the props open it, for a modal that opens on something other than `opened` (a seeker chosen, say).
 *
 * While the module downloads, the console's top progress bar shows (the one its calls show). A download that
 * fails closes the modal with a toast; the page stays as it was and the next opening downloads again.
 */
export function lazyModal<P extends ModalProps>(load: () => Promise<ComponentType<P>>): LazyModal<P>;
export function lazyModal<P extends Pick<ModalProps, 'onClose'>>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): LazyModal<P>;
export function lazyModal<P extends Pick<ModalProps, 'onClose'>>(
  load: () => Promise<ComponentType<P>>,
  // The first overload's: its props have `opened`.
  isOpen: (props: P) => boolean = (props) => (props as unknown as ModalProps).opened,
): LazyModal<P> {
  const { load: loadOnce, preload } = preloadable(load);
  const lazyComponent = () =>
    lazy(() =>
      loadOnce().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          throw new ModalLoadError(error);
        },
      ),
    );
  // React.lazy keeps a failure for good: after one, the next opening gets a new lazy component.
  let Modal = lazyComponent();

  function LazyModal(props: P) {
    const t = useT();
    const opened = isOpen(props);
    const [wasOpened, setWasOpened] = useState(opened);
    const [failed, setFailed] = useState(false);
    // Opened for the first time: it stays mounted from now on (state updates of this component in its render).
    if (opened && !wasOpened) setWasOpened(true);
    // Closed after a failed download: as if never opened, so the next opening downloads again.
    if (!opened && failed) {
      setFailed(false);
      setWasOpened(false);
    }
    if ((!opened && !wasOpened) || failed) return null;
    const onFailure = () => {
      Modal = lazyComponent();
      setFailed(true);
      notifyError(t('app.part_load_failed'));
      props.onClose();
    };
    return (
      <LoadFailure onFailure={onFailure}>
        <Suspense fallback={<Downloading />}>
          <Modal {...props} />
        </Suspense>
      </LoadFailure>
    );
  }
  /** For the button that opens it: the download starts when the pointer or the focus reaches it. */
  const openerProps = { onPointerEnter: preload, onFocus: preload };
  return Object.assign(LazyModal, { preload, openerProps });
}

/** The top progress bar while the modal's module downloads. */
function Downloading() {
  useEffect(() => {
    spinner.start();
    return spinner.done;
  }, []);
  return null;
}

/** The modal's module could not be downloaded. */
class ModalLoadError extends Error {
  constructor(cause: unknown) {
    super('The modal could not be loaded', { cause });
  }
}

/**
 * Catches the module's failed download (rendering nothing) and reports it once. Any other error (the modal's
 * own render failing) goes on to the route's error page, which reports it to the server.
 */
class LoadFailure extends Component<{ onFailure: () => void; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ModalLoadError) this.props.onFailure();
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.error instanceof ModalLoadError) return null;
    throw this.state.error;
  }
}
