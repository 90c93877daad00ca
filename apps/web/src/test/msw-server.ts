/**
 * The one MSW server of the web tests (started in `setup.ts`). Its initial handlers answer what every test
 * may call without caring about it; a test adds its own with `server.use(...)`, and they are reset after it.
 */
import { setupServer } from 'msw/node';
import { answer } from './contract-handlers';

export const CSRF_TOKEN = 'token-1';

export const server = setupServer(answer('auth.csrf', () => ({ token: CSRF_TOKEN })));
