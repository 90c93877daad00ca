import { expect, test as base, type Page } from '@playwright/test';

export { expect };
export type { Page } from '@playwright/test';

/**
 * Chromium logs every API answer of 4xx or 5xx as "Failed to load resource": the journeys that show how the
 * console handles a refusal (a gate, a validation error, an outage) cause them on purpose, and the page shows
 * its own message. Any other console error (a script, a stylesheet or an asset that failed, a React warning
 * logged as an error, an uncaught exception) fails the journey.
 */
const API_PATH = /^\/(api|hr|b2b|users|autocomplete|reports)\//;
function isHandledApiAnswer(text: string, url: string): boolean {
  if (!text.startsWith('Failed to load resource: the server responded with a status of')) return false;
  try {
    return API_PATH.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/**
 * The `embedded` project's journeys run on two workers, each against a server of its own (its own embedded
 * database, `webServer` in playwright.config.ts): the journeys share the demo accounts (decision 0029), so two
 * of them never meet on one database. The `cluster` project keeps its own address.
 */
function embeddedServerUrl(parallelIndex: number): string {
  return `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + parallelIndex}`;
}

/** `test` of every journey: each page of its context is watched, and a console error fails the journey. */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(testInfo.project.name === 'embedded' ? embeddedServerUrl(testInfo.parallelIndex) : baseURL);
  },
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const { url } = message.location();
          if (isHandledApiAnswer(message.text(), url)) return;
          errors.push(`${page.url()}: ${message.text()}${url ? ` (${url})` : ''}`);
        });
        page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'console errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});
