/** Spec §4: a global spinner counter that rises per request, falls on completion and resets on error. */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export const spinner = {
  start: (): void => {
    pending += 1;
    emit();
  },
  done: (): void => {
    pending = Math.max(0, pending - 1);
    emit();
  },
  reset: (): void => {
    pending = 0;
    emit();
  },
  count: (): number => pending,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
