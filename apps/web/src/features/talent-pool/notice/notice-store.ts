/**
 * Whether the information notice is open, shared by the modal (rendered once, by the talent-pool gate)
 * and the "이용 안내" buttons that reopen it from anywhere on the page.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';

let isOpen = false;
/** The one mounted notice that renders the modal; a second copy on the page renders nothing. */
let host: object | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function openInformationNotice(): void {
  isOpen = true;
  emit();
}

export function closeInformationNotice(): void {
  isOpen = false;
  emit();
}

export function useInformationNoticeOpened(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => isOpen,
  );
}

/** True for the first mounted notice only, so that the modal never shows twice. */
export function useIsInformationNoticeHost(): boolean {
  const [self] = useState(() => ({}));
  useEffect(() => {
    if (host === null) {
      host = self;
      emit();
    }
    return () => {
      if (host !== self) return;
      host = null;
      isOpen = false;
      emit();
    };
  }, [self]);
  return useSyncExternalStore(
    subscribe,
    () => host === self,
    () => false,
  );
}
