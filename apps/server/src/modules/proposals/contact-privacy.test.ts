import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { candidateContactResponse, candidateInboxResponse, messageRequestResponse } from '@partners/contract';
import { jobSeekerContacts } from '../../db/schema/index.js';
import { testConfig } from '../../platform/config.js';
import { Client, createTestApp, type TestApp } from '../../test/harness.js';
import { createJobWorker } from '../../job-worker.js';
import { freeSeekers, messageRequest, seekerIds } from './proposals.fixtures.js';

/**
 * The whole journey, search to contact, with every response body and log line kept: the seeker's phone
 * number and e-mail address appear nowhere before acceptance, and afterwards only in the contact call of
 * the company whose proposal was accepted.
 */

type Recorded = { who: string; call: string; status: number; body: string };
const recorded: Recorded[] = [];

/** A client whose every response is kept. */
class RecordingClient extends Client {
  constructor(
    app: TestApp['app'],
    private readonly who: string,
  ) {
    super(app);
  }

  override async request(options: InjectOptions, flags: { csrf?: boolean } = {}): Promise<LightMyRequestResponse> {
    const response = await super.request(options, flags);
    recorded.push({
      who: this.who,
      call: `${options.method ?? 'GET'} ${typeof options.url === 'string' ? options.url : ''}`,
      status: response.statusCode,
      body: response.body,
    });
    return response;
  }
}

async function signedInRecording(t: TestApp, email: string, who: string) {
  const client = new RecordingClient(t.app, who);
  const response = await client.signIn(email);
  expect(response.statusCode).toBe(200);
  await client.request({
    method: 'POST',
    url: '/api/v3/resumes/components/matchings',
    payload: { matchings: { privacy_agreement: { value: true } } },
  });
  return client;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('contact details', () => {
  it('leave the server only in the contact call of the company whose proposal was accepted', async () => {
    const workerLogs: string[] = [];
    const { runner } = createJobWorker({
      config: testConfig(),
      db: t.database.db,
      log: { warn: (details, message) => workerLogs.push(JSON.stringify({ ...details, message })) },
    });
    const [jobSeekerId] = await freeSeekers(t, 1);
    if (jobSeekerId === undefined) throw new Error('no seeker');
    const [contact] = await t.database.db.select().from(jobSeekerContacts).where(eq(jobSeekerContacts.jobSeekerId, jobSeekerId));
    if (!contact) throw new Error('no contact');
    // The phone number as written and as bare digits; the e-mail address and its local part.
    const secrets = [contact.phone, contact.phone.replace(/\D/g, ''), contact.email, contact.email.split('@')[0] ?? contact.email];
    const leaks = (text: string) => secrets.filter((s) => text.includes(s));

    const admin = await signedInRecording(t, 'admin@demo.test', 'admin');
    const other = await signedInRecording(t, 'other@demo.test', 'other');
    const enc = seekerIds.encode(jobSeekerId);

    // Search finds the seeker; the recruiter reads the profile.
    const search = await admin.get(`/api/v5/partners/hr/job_seekers/search?job_seeker_ids=${enc}`);
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain(enc);
    expect((await admin.get(`/hr/job_seekers/profile?enc=${enc}`)).statusCode).toBe(200);

    // A new project, the seeker added to it, the lists.
    const created = await admin.request({ method: 'POST', url: '/hr/projects', payload: { hr_project: { name: '2026 하반기 백엔드 개발자' } } });
    expect(created.statusCode).toBe(200);
    const projectId = created.json<{ data: { hr_project: { id: number } } }>().data.hr_project.id;
    const added = await admin.request({ method: 'POST', url: '/hr/candidates', payload: { user_id: enc, project_ids: [projectId] } });
    expect(added.statusCode).toBe(200);
    const candidateId = added.json<{ data: { candidates: { id: number }[] } }>().data.candidates[0]?.id;
    expect(candidateId).toBeDefined();
    expect((await admin.get(`/hr/projects/${projectId}/candidates?action_status=intact`)).statusCode).toBe(200);
    expect((await admin.get(`/hr/candidates/${enc}/projects`)).statusCode).toBe(200);

    // The proposal, its review and history.
    const sent = await admin.request({ method: 'POST', url: '/api/v3/hr/messages/requested', payload: messageRequest(jobSeekerId, projectId) });
    expect(sent.statusCode).toBe(200);
    const proposalId = messageRequestResponse.parse(sent.json()).data.message.id;
    expect((await admin.get(`/api/v3/hr/messages/detail/${proposalId}`)).statusCode).toBe(200);
    expect((await admin.get(`/hr/job_seekers/message_histories?user_id=${enc}`)).statusCode).toBe(200);
    expect((await admin.get(`/hr/candidates/${candidateId}/contact`)).statusCode).toBe(404);

    // The worker delivers; the seeker reads it on the demo's phone (no console session) and opens the link.
    await runner.drain();
    const seeker = new RecordingClient(t.app, 'seeker');
    const phone = candidateInboxResponse.parse((await seeker.get(`/api/demo/seeker_phone/${testConfig().demoPhoneKey}`)).json()).data;
    const message = phone.results.find((m) => m.body.includes('누리클라우드'));
    if (!message?.link) throw new Error('not on the phone');
    const token = message.link.split('/proposals/respond/')[1] ?? '';
    expect((await seeker.get(`/api/v3/proposals/${token}`)).statusCode).toBe(200);
    expect((await admin.get(`/hr/projects/${projectId}/candidates?action_status=contacted`)).statusCode).toBe(200);
    expect((await admin.get(`/hr/candidates/${candidateId}/contact`)).statusCode).toBe(404);
    expect((await other.get(`/hr/candidates/${candidateId}/contact`)).statusCode).toBe(404);

    const beforeAcceptance = recorded.length;
    for (const r of recorded) expect(leaks(r.body), `${r.who} ${r.call}`).toEqual([]);

    // The seeker accepts.
    expect((await seeker.request({ method: 'POST', url: `/api/v3/proposals/${token}/accept` })).statusCode).toBe(200);
    expect((await admin.get(`/hr/projects/${projectId}/candidates?action_status=replied`)).statusCode).toBe(200);
    expect((await admin.get('/b2b/notifications.json?noti_for=noti_bar&per=5')).statusCode).toBe(200);
    expect((await admin.get(`/api/v3/hr/messages/detail/${proposalId}`)).statusCode).toBe(200);
    expect((await admin.get('/api/demo/candidate_inbox')).statusCode).toBe(200);
    expect((await seeker.get(`/api/v3/proposals/${token}`)).statusCode).toBe(200);
    const shown = await admin.get(`/hr/candidates/${candidateId}/contact`);
    expect(candidateContactResponse.parse(shown.json()).data.contact).toEqual({ phone: contact.phone, email: contact.email });
    const foreign = await other.get(`/hr/candidates/${candidateId}/contact`);
    expect(foreign.statusCode).toBe(404);
    expect((await other.get(`/hr/job_seekers/message_histories?user_id=${enc}`)).statusCode).toBe(200);

    const afterAcceptance = recorded.slice(beforeAcceptance);
    const carrying = afterAcceptance.filter((r) => leaks(r.body).length > 0).map((r) => `${r.who} ${r.call}`);
    expect(carrying).toEqual([`admin GET /hr/candidates/${candidateId}/contact`]);

    // No log line of the server or the worker carries them either.
    expect(t.logs.length).toBeGreaterThan(0);
    for (const line of [...t.logs, ...workerLogs]) expect(leaks(line), line).toEqual([]);
  });
});
