/**
 * `zod` in the web build (vite.config.ts aliases it here): Zod without compiled parsers. Building an object
 * schema, Zod probes whether `new Function` may run; under the console's CSP (script-src 'self') the probe
 * throws, which Zod catches, but Chromium reports the attempt as a CSP violation on every page that loads the
 * contract's schemas (a DevTools issue, and Lighthouse's best practices). The setting has to come before the
 * first schema is built, so it sits between Zod and every module that imports it. The console's schemas are
 * small: the interpreted parser is fast enough.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
