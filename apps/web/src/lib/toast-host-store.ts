/**
 * Whether the app's one toast host is needed yet. The host (app/toast-host.tsx) loads Mantine's
 * notifications only once something is shown, so they stay out of the first load; this module has no
 * imports for the same reason.
 */
let isNeeded = false;
const listeners = new Set<() => void>();

export const toastHostStore = {
  /** The first toast asks for the host; what it shows waits in Mantine's store until the host mounts. */
  need: (): void => {
    if (isNeeded) return;
    isNeeded = true;
    listeners.forEach((listener) => listener());
  },
  isNeeded: (): boolean => isNeeded,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
