import { createServer } from 'node:net';

/**
 * A port the system has free now, for a process a test starts (an API process, a PostgreSQL server of its own).
 * A random one in 20000–40000 could be an outgoing connection's (Linux hands those out from 32768 up): the
 * process then failed to listen (EADDRINUSE) under the suite's load.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
