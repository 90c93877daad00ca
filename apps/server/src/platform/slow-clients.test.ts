import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { signInOverHttp } from '../test/api-process.js';

/**
 * Slow and idle clients against a listening server (decision 0031): the timeouts are shortened here so the
 * test takes seconds; the defaults are 10 s for the headers, 120 s for a whole request.
 */
const TIMEOUTS = { headersMs: 1_000, requestMs: 3_000, keepAliveMs: 72_000, checkEveryMs: 200 };

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ http: TIMEOUTS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const base = () => `http://127.0.0.1:${port}`;

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves when the server closes the socket: how long after `from`, and what it wrote. */
function closed(socket: net.Socket, from: number): Promise<{ afterMs: number; received: string }> {
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  return new Promise((resolve) => socket.once('close', () => resolve({ afterMs: Date.now() - from, received })));
}

describe('slow and idle clients', () => {
  it('500 idle or dribbling connections do not keep a signed-in user from being served within a second', async () => {
    const { cookie } = await signInOverHttp(base(), 'admin@demo.test');
    const sockets = await Promise.all(Array.from({ length: 500 }, () => connect()));
    // Half say nothing; half send a request line and then a header now and then, never finishing.
    const dribbling = sockets.slice(250);
    for (const socket of dribbling) socket.write('GET /api/v3/business_center/info/info HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => dribbling.forEach((s) => s.writable && s.write('X-Slow: 1\r\n')), 150);
    try {
      const started = performance.now();
      const response = await fetch(`${base()}/api/v3/business_center/info/info`, { headers: { cookie } });
      const tookMs = performance.now() - started;
      expect(response.status).toBe(200);
      expect(tookMs).toBeLessThan(1_000);

      // And the server lets none of them hold their socket past the headers timeout.
      const from = Date.now();
      const ends = await Promise.all(sockets.map((s) => closed(s, from)));
      expect(Math.max(...ends.map((e) => e.afterMs))).toBeLessThan(TIMEOUTS.headersMs + 3 * TIMEOUTS.checkEveryMs + 500);
    } finally {
      clearInterval(drip);
      sockets.forEach((s) => s.destroy());
    }
  });

  /** Sends `start`, then `drip` every 100 ms; expects a 408 and the socket closed `timeoutMs` after the connection. */
  async function expectCutAt(timeoutMs: number, start: string, drip: string) {
    const socket = await connect();
    const end = closed(socket, Date.now());
    socket.write(start);
    const timer = setInterval(() => socket.writable && socket.write(drip), 100);
    const { afterMs, received } = await end;
    clearInterval(timer);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(timeoutMs - 50);
    expect(afterMs).toBeLessThan(timeoutMs + 3 * TIMEOUTS.checkEveryMs + 500);
  }

  it('a client that never finishes its headers is answered 408 and closed after the headers timeout', async () => {
    await expectCutAt(TIMEOUTS.headersMs, 'GET /healthz HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n');
  });

  it('a body that trickles in is answered 408 and closed at the request timeout', async () => {
    await expectCutAt(
      TIMEOUTS.requestMs,
      'POST /api/v3/user_session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      ' ',
    );
  });

  it('a kept-alive connection serves request after request while it is in use', async () => {
    const socket = await connect();
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    for (let i = 0; i < 3; i++) {
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, TIMEOUTS.headersMs / 2));
    }
    expect(received.match(/HTTP\/1\.1 200/g)).toHaveLength(3);
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });
});
