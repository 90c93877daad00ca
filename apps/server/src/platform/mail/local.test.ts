import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recordedMails } from '../../db/schema/index.js';
import { jobRunner } from '../../test/jobs.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enqueueMail } from './outbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the local mailbox (the default without SMTP_URL)', () => {
  it('records a queued mail once, even when the same mail is queued and sent again', async () => {
    const db = t.database.db;
    const mail = { idempotencyKey: 'local-test-1', to: 'hr@example.co.kr', subject: '운영자 초대', text: '초대합니다' };
    await db.transaction(async (tx) => {
      await enqueueMail(tx, mail);
      await enqueueMail(tx, mail);
    });
    const runner = jobRunner(db);
    await runner.drain();
    const rows = await db.select().from(recordedMails).where(eq(recordedMails.idempotencyKey, 'local-test-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ toAddress: 'hr@example.co.kr', subject: '운영자 초대', textBody: '초대합니다', htmlBody: null });
  });
});
