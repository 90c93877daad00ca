/**
 * The one API error modal: its title while open, null when closed. Never two at once, and never over another
 * modal (spec §8: API errors are not shown if a modal is already open).
 */
let title: string | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export const errorModalStore = {
  /** Opens the modal unless one is open; returns whether it opened. */
  show: (next: string): boolean => {
    if (title !== null) return false;
    title = next;
    emit();
    return true;
  },
  close: (): void => {
    title = null;
    emit();
  },
  title: (): string | null => title,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/**
 * The failure of an action taken while a modal was open: the error modal does not open over it, so the
 * modal says it itself (the kit's FormModal shows it; `ModalFailure` in src/components). Null when none.
 */
let modalFailure: string | null = null;
const modalFailureListeners = new Set<() => void>();

export const modalFailureStore = {
  show: (message: string): void => {
    modalFailure = message;
    modalFailureListeners.forEach((listener) => listener());
  },
  clear: (): void => {
    if (modalFailure === null) return;
    modalFailure = null;
    modalFailureListeners.forEach((listener) => listener());
  },
  message: (): string | null => modalFailure,
  subscribe: (listener: () => void): (() => void) => {
    modalFailureListeners.add(listener);
    return () => {
      modalFailureListeners.delete(listener);
    };
  },
};
