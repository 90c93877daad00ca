import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DeliveryError } from './types.js';
import { HttpDeliveryAdapter, IDEMPOTENCY_HEADER } from './http.js';

/** A stand-in provider: records each call and answers as the test says. */
type Call = { path: string; headers: IncomingMessage['headers']; body: unknown };
let calls: Call[] = [];
let answer: (res: ServerResponse, call: Call) => void = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"m-1"}');
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const call = { path: req.url ?? '', headers: req.headers, body: JSON.parse(raw) as unknown };
      calls.push(call);
      answer(res, call);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
  answer = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"m-1"}');
});

const message = {
  idempotencyKey: 'proposal-42',
  recipient: '010-1234-5678',
  body: '[잡플래닛 인재풀] 제안',
  link: 'http://localhost/proposals/respond/x',
  jobSeekerId: 7,
};

describe('HttpDeliveryAdapter', () => {
  it('POSTs the message as JSON with the API key and the idempotency key', async () => {
    const sms = new HttpDeliveryAdapter('sms', { url: `${base}/v1/sms`, apiKey: 'sms-key' }, 1_000);
    expect(await sms.send(message)).toEqual({ status: 'delivered', channel: 'sms', duplicate: false });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.path).toBe('/v1/sms');
    expect(call?.headers.authorization).toBe('Bearer sms-key');
    expect(call?.headers[IDEMPOTENCY_HEADER]).toBe('proposal-42');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({ channel: 'sms', recipient: '010-1234-5678', body: message.body, link: message.link });
  });

  it('reports a provider’s duplicate as delivered once before', async () => {
    answer = (res) => res.writeHead(208, { 'content-type': 'application/json' }).end('{"code":"duplicate"}');
    const messenger = new HttpDeliveryAdapter('messenger', { url: `${base}/alimtalk`, apiKey: 'k' }, 1_000);
    expect(await messenger.send({ ...message, recipient: 'kakao-7' })).toEqual({ status: 'delivered', channel: 'messenger', duplicate: true });
  });

  it('tells a missing messaging account apart from a failure', async () => {
    const messenger = new HttpDeliveryAdapter('messenger', { url: `${base}/alimtalk`, apiKey: 'k' }, 1_000);
    answer = (res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"no_account"}');
    expect(await messenger.send({ ...message, recipient: '010-1234-5678' })).toEqual({ status: 'no_account' });
    // A seeker without an account on record is not even sent.
    expect(await messenger.send({ ...message, recipient: null })).toEqual({ status: 'no_account' });
    expect(calls).toHaveLength(1);
    answer = (res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"no_route"}');
    await expect(messenger.send(message)).rejects.toThrow(DeliveryError);
  });

  it('throws on an error status, naming neither recipient nor message', async () => {
    answer = (res) => res.writeHead(500).end('upstream exploded for 010-1234-5678');
    const sms = new HttpDeliveryAdapter('sms', { url: `${base}/v1/sms`, apiKey: 'k' }, 1_000);
    const error = await sms.send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as Error).message).toBe('sms delivery failed: provider answered 500');
  });

  it('gives up after the timeout', async () => {
    answer = (res) => setTimeout(() => res.writeHead(200).end('{}'), 1_000);
    const sms = new HttpDeliveryAdapter('sms', { url: `${base}/v1/sms`, apiKey: 'k' }, 100);
    const started = Date.now();
    await expect(sms.send(message)).rejects.toThrow('sms delivery failed: no answer within 100 ms');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('fails when the provider cannot be reached', async () => {
    const sms = new HttpDeliveryAdapter('sms', { url: 'http://127.0.0.1:1/nowhere', apiKey: 'k' }, 1_000);
    await expect(sms.send(message)).rejects.toThrow('sms delivery failed: provider unreachable');
  });
});
