/** The one API error modal: its title while open, null when closed. Never two at once (spec §8). */
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
