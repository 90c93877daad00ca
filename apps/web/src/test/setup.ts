import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadCatalogue, loadMessageSection, setLang } from '../i18n';

await loadCatalogue('en');
// Component tests render features without their routes, which load these sections in the app.
await Promise.all([loadMessageSection('talent'), loadMessageSection('hiring')]);

// jsdom lacks these browser APIs that Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView(): void {};
window.scrollTo = () => undefined;
Object.defineProperty(window, 'getComputedStyle', { value: window.getComputedStyle.bind(window), writable: true });

afterEach(async () => {
  cleanup();
  await setLang('ko');
  window.localStorage.clear();
});
