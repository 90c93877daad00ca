import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { jobs } from '../../db/schema/index.js';
import { createJobWorker } from '../../job-worker.js';
import { openTestDatabase } from '../../test/harness.js';
import { testConfig, type Config } from '../config.js';
import type { Database } from '../db.js';
import { enqueueMail } from './outbox.js';
import { createMailAdapter } from './index.js';
import { MailError, SmtpMailAdapter, messageIdOf, senderDomain } from './smtp.js';

/**
 * The SMTP adapter against a real SMTP server (smtp-server) on a random local port: what arrives is
 * parsed back with mailparser, as a receiving server would read it.
 */
type Received = { envelope: { from: string; to: string[] }; mail: ParsedMail };
let received: Received[] = [];
/** Recipients the server refuses at RCPT TO, each for as many times as the value says. */
let refusals = new Map<string, number>();
let server: SMTPServer;
let smtpUrl = '';

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const left = refusals.get(address.address) ?? 0;
      if (left > 0) {
        refusals.set(address.address, left - 1);
        const error = new Error(`mailbox ${address.address} is busy`) as Error & { responseCode: number };
        error.responseCode = 450;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          received.push({ envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) }, mail });
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  refusals = new Map();
});

const FROM = '파트너스 콘솔 <no-reply@partners.example.kr>';

describe('SmtpMailAdapter', () => {
  it('sends a Korean subject and body in UTF-8, the text part always, HTML beside it, the key as Message-ID', async () => {
    const adapter = new SmtpMailAdapter({ url: smtpUrl, from: FROM, timeoutMs: 5_000 });
    await adapter.send({
      idempotencyKey: 'invitation-7',
      to: 'hr@example.co.kr',
      subject: '[파트너스 콘솔] 운영자로 초대되었습니다',
      text: '안녕하세요. 아래 링크에서 초대를 수락해 주세요.\nhttps://partners.example.kr/invite/abc',
      html: '<p>안녕하세요. <a href="https://partners.example.kr/invite/abc">초대 수락</a></p>',
    });
    await adapter.close();
    expect(received).toHaveLength(1);
    const [{ envelope, mail } = { envelope: null, mail: null }] = received;
    expect(envelope).toEqual({ from: 'no-reply@partners.example.kr', to: ['hr@example.co.kr'] });
    expect(mail?.subject).toBe('[파트너스 콘솔] 운영자로 초대되었습니다');
    expect(mail?.from?.value).toEqual([{ address: 'no-reply@partners.example.kr', name: '파트너스 콘솔' }]);
    expect(mail?.text).toContain('아래 링크에서 초대를 수락해 주세요.');
    expect(mail?.html).toContain('초대 수락');
    expect(mail?.messageId).toBe('<invitation-7@partners.example.kr>');
  });

  it('sends a text-only mail without an HTML part', async () => {
    const adapter = new SmtpMailAdapter({ url: smtpUrl, from: FROM, timeoutMs: 5_000 });
    await adapter.send({ idempotencyKey: 'step-up-1', to: 'op@example.co.kr', subject: '인증번호', text: '인증번호는 123456입니다' });
    expect(received[0]?.mail.text?.trim()).toBe('인증번호는 123456입니다');
    expect(received[0]?.mail.html).toBe(false);
  });

  it('fails without naming the recipient when the server refuses', async () => {
    refusals.set('secret.person@example.co.kr', 1);
    const adapter = new SmtpMailAdapter({ url: smtpUrl, from: FROM, timeoutMs: 5_000 });
    const error = await adapter
      .send({ idempotencyKey: 'k', to: 'secret.person@example.co.kr', subject: '제목', text: '본문' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailError);
    expect((error as Error).message).toBe('smtp send failed: EENVELOPE (450)');
  });

  it('fails when the server cannot be reached', async () => {
    const adapter = new SmtpMailAdapter({ url: 'smtp://127.0.0.1:1', from: FROM, timeoutMs: 2_000 });
    await expect(adapter.send({ idempotencyKey: 'k', to: 'a@example.co.kr', subject: '제목', text: '본문' })).rejects.toThrow(
      'smtp send failed: ESOCKET',
    );
  });
});

describe('Message-IDs', () => {
  it('take the sender’s domain and a key made safe for the header', () => {
    expect(senderDomain('Jobplanet Partners <no-reply@partners.jobplanet.co.kr>')).toBe('partners.jobplanet.co.kr');
    expect(senderDomain('no-reply@example.com')).toBe('example.com');
    expect(senderDomain('nobody')).toBe('localhost');
    expect(messageIdOf('invitation 7/<x>', 'example.com')).toBe('<invitation_7__x_@example.com>');
  });
});

describe('the mail.send job with SMTP_URL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let config: Config;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    // Retries come due at once, so that one drain shows the whole story.
    const base = testConfig();
    config = { ...base, mail: { smtpUrl, from: FROM }, jobs: { ...base.jobs, backoffBaseMs: 0 } };
  });
  afterAll(() => drop());

  it('chooses the SMTP adapter when SMTP_URL is set', () => {
    expect(createMailAdapter(config.mail, database.db).kind).toBe('smtp');
    expect(createMailAdapter({ smtpUrl: null, from: FROM }, database.db).kind).toBe('local');
  });

  it('retries a refused mail and sends it once the server takes it, never twice', async () => {
    refusals.set('busy@example.co.kr', 2);
    const db = database.db;
    await db.transaction((tx) => enqueueMail(tx, { idempotencyKey: 'retry-1', to: 'busy@example.co.kr', subject: '초대 메일', text: '본문' }));
    const { runner } = createJobWorker({ config, db, log: { warn: () => {} } });
    const report = await runner.drain();
    expect(report).toMatchObject({ retried: 2, done: 1, failed: 0 });
    expect(received.map((r) => r.mail.messageId)).toEqual([`<retry-1@partners.example.kr>`]);
    expect(received[0]?.mail.subject).toBe('초대 메일');
    const [job] = await db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
    expect(job).toMatchObject({ status: 'done', attempts: 3 });
    // Draining again sends nothing: the job is done.
    expect((await runner.drain()).claimed).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('keeps the recipient out of the job’s last error', async () => {
    refusals.set('private.name@example.co.kr', 100);
    const db = database.db;
    await db.transaction((tx) => enqueueMail(tx, { idempotencyKey: 'refused-1', to: 'private.name@example.co.kr', subject: '제목', text: '본문' }));
    const { runner } = createJobWorker({ config: { ...config, jobs: { ...config.jobs, maxAttempts: 2 } }, db, log: { warn: () => {} } });
    expect(await runner.drain()).toMatchObject({ failed: 1 });
    const rows = await db.select().from(jobs).where(eq(jobs.status, 'failed'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.lastError).toBe('smtp send failed: EENVELOPE (450)');
    expect(JSON.stringify(rows[0]?.lastError)).not.toContain('private.name');
    expect(received).toHaveLength(0);
  });
});
