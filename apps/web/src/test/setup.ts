import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadCatalogue, loadMessageSection, setLang } from '../i18n';
import { noteOpenedPage } from '../lib/redirect-stack';
import { calls, contractViolations } from './contract-handlers';
import { server } from './msw-server';

// findBy… and waitFor wait up to 1 s by default: too short for a render on a loaded two-core machine.
configure({ asyncUtilTimeout: 5_000 });

await loadCatalogue('en');
// Component tests render features without their routes, which load these sections in the app.
await Promise.all([loadMessageSection('talent'), loadMessageSection('hiring'), loadMessageSection('talentReports')]);

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

// A request no handler answers fails the request (MSW's 'error' strategy) and the test: every call a test
// makes is one it declared.
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      contractViolations.push(`${request.method} ${request.url}: no handler answers this request`);
      print.error();
    },
  }),
);
afterAll(() => server.close());

// The files of a worker share this window and module graph (isolate: false): what one test changes, this
// puts back for the next file too.
afterEach(async () => {
  cleanup();
  // The toasts' store is global: what one test showed must not fill the next one's queue.
  notifications.clean();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  server.resetHandlers();
  calls.length = 0;
  await setLang('ko');
  window.localStorage.clear();
  // The preloads a page's prefetch put in the head (react-dom's preload): a later file looks for its own.
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  // The redirect stack lives there; the page last opened, in its module (src/lib/redirect-stack.ts).
  window.sessionStorage.clear();
  noteOpenedPage(null);
  const violations = contractViolations.splice(0);
  if (violations.length > 0) throw new Error(`The test's API traffic broke the contract:\n${violations.join('\n\n')}`);
});
