import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { candidateInboxResponse, messageRequestResponse } from '@partners/contract';
import { jobSeekerContacts } from '../../db/schema/index.js';
import { testConfig } from '../../platform/config.js';
import { Client, createTestApp, signedIn, type TestApp } from '../../test/harness.js';
import { agreeAll, createProject, freeSeekers, messageRequest, setMessengerId } from '../proposals/proposals.fixtures.js';
import { jobRunner } from '../../test/jobs.js';
import { LINK_WITHHELD } from './candidate-inbox.copy.js';
import { maskRecipient } from './candidate-inbox.service.js';

const PHONE = `/api/demo/seeker_phone/${testConfig().demoPhoneKey}`;

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  await agreeAll(t);
  admin = await signedIn(t.app, 'admin@demo.test');
});
afterAll(() => t.close());

describe('GET /api/demo/candidate_inbox', () => {
  it("lists what the company's proposals delivered, newest first, recipients masked, marked as a demo, without the response link", async () => {
    const project = await createProject(t, 1);
    const [bySms, byMessenger] = await freeSeekers(t, 2);
    if (bySms === undefined || byMessenger === undefined) throw new Error('no seekers');
    await setMessengerId(t, bySms, null);
    await setMessengerId(t, byMessenger, 'kakao_seeker_42');
    const ids: number[] = [];
    for (const seeker of [bySms, byMessenger]) {
      const response = await admin.request({ method: 'POST', url: '/api/v3/hr/messages/requested', payload: messageRequest(seeker, project) });
      ids.push(messageRequestResponse.parse(response.json()).data.message.id);
      await jobRunner(t.database.db).drain();
    }
    const response = await admin.get('/api/demo/candidate_inbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-demo-mode']).toBe('true');
    const data = candidateInboxResponse.parse(response.json()).data;
    const [phone] = await t.database.db.select().from(jobSeekerContacts).where(eq(jobSeekerContacts.jobSeekerId, bySms));
    const [latest, previous] = data.results;
    expect(latest).toMatchObject({ channel: 'messenger', recipient: 'ka*************', status: 'delivered' });
    expect(previous).toMatchObject({ channel: 'sms', recipient: maskRecipient('sms', phone?.phone ?? ''), status: 'delivered' });
    expect(previous?.recipient).toMatch(/^010-\*\*\*\*-\d{4}$/);
    expect(response.body).not.toContain(phone?.phone);
    expect(response.body).not.toContain('kakao_seeker_42');
    // Answering is the seeker's act: the company sees the message, not a link that works.
    expect(data.results.every((m) => m.link === null)).toBe(true);
    expect(response.body).not.toContain('/proposals/respond/');
    expect(latest?.body).toContain(LINK_WITHHELD);
    expect(data.page_info).toMatchObject({ page: 1, per: 20 });

    // Another company sees none of them.
    const other = await signedIn(t.app, 'other@demo.test');
    const theirs = candidateInboxResponse.parse((await other.get('/api/demo/candidate_inbox')).json()).data;
    expect(theirs.results.filter((m) => data.results.some((mine) => mine.id === m.id))).toEqual([]);
    expect(theirs.page_info.total).toBe(0);
  });

  it("the seekers' phone, at the key the server printed and without a console session, shows the messages with their links", async () => {
    const phone = await new Client(t.app).get(PHONE);
    expect(phone.statusCode).toBe(200);
    expect(phone.headers['x-demo-mode']).toBe('true');
    const data = candidateInboxResponse.parse(phone.json()).data;
    expect(data.results.length).toBeGreaterThanOrEqual(2);
    for (const message of data.results) {
      expect(message.link).toContain('/proposals/respond/');
      expect(message.body).toContain(message.link);
    }
    expect((await new Client(t.app).get('/api/demo/seeker_phone/guessed-key')).statusCode).toBe(404);
    expect((await admin.get('/api/demo/seeker_phone/guessed-key')).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await new Client(t.app).get('/api/demo/candidate_inbox')).statusCode).toBe(401);
  });
});

describe('maskRecipient', () => {
  it('keeps the first and last groups of a phone number and two characters of an account', () => {
    expect(maskRecipient('sms', '010-1234-5678')).toBe('010-****-5678');
    expect(maskRecipient('sms', '01012345678')).toBe('010-****-5678');
    expect(maskRecipient('messenger', 'abc')).toBe('ab****');
  });
});
