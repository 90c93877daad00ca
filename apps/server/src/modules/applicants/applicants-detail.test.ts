import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  APPLICANT_CONTACT_VIEWS_PER_DAY,
  APPLICANT_NOTE_MAX,
  applicantDetailResponse,
  applicantNoteResponse,
  applicantStageResponse,
} from '@partners/contract';
import { auditEvents, jobApplications } from '../../db/schema/index.js';
import { type Client } from '../../test/harness.js';
import { makeUser, signInAs } from '../../test/factories.js';
import { DAY_MS } from '@partners/contract/korea-time';
import {
  t,
  mine,
  company,
  posting,
  app,
  foreignApplication,
  seekers,
  list,
  names,
  postingCounters,
  useApplicantsApp,
} from './applicants.fixtures.js';

/** An applicant: opening the résumé, the stage and the note. */
useApplicantsApp();

const readAtOf = async (id: number) =>
  (await t.database.db.select({ readAt: jobApplications.readAt }).from(jobApplications).where(eq(jobApplications.id, id)))[0]?.readAt;

describe('applicants.get', () => {
  it('opens a résumé with contacts and records every view, and only the explicit call marks it read, once', async () => {
    const id = app['마루한'] ?? 0;
    const before = await postingCounters(posting.id);
    const response = await mine.get(`/api/v5/partners/job/applicants/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const applicant = applicantDetailResponse.parse(response.json()).data.applicant;
    expect(applicant).toMatchObject({ id, name: '마루한', opened: false, note: '', note_updated_at: null, note_updated_by: null });
    expect(applicant.contact.email).toBe(`seeker${seekers['마루한']?.id}@example.com`);
    expect(applicant.contact.phone).toMatch(/^010-/);
    expect(applicant.resume.careers[0]).toMatchObject({ company_name: '누리소프트', months: 60 });
    expect(applicant.resume.skills).toContain('Java');
    // A GET (which a cross-site link can reach with SameSite=Lax cookies) changes nothing.
    expect(await readAtOf(id)).toBeNull();
    expect(await postingCounters(posting.id)).toEqual(before);

    const marked = await mine.request({ method: 'PUT', url: `/api/v5/partners/job/applicants/${id}/read` });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ code: 200, data: { id, opened: true } });
    const firstRead = await readAtOf(id);
    expect(firstRead).toBeInstanceOf(Date);
    expect(await postingCounters(posting.id)).toEqual({ all: before?.all, notOpened: (before?.notOpened ?? 0) - 1 });
    expect((await mine.request({ method: 'PUT', url: `/api/v5/partners/job/applicants/${id}/read` })).statusCode).toBe(200);
    expect((await mine.get(`/api/v5/partners/job/applicants/${id}`)).statusCode).toBe(200);
    expect(await readAtOf(id)).toEqual(firstRead);
    expect(await postingCounters(posting.id)).toEqual({ all: before?.all, notOpened: (before?.notOpened ?? 0) - 1 });

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'applicant.resume_viewed'), eq(auditEvents.subjectId, id)));
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ companyId: company.id, subjectType: 'applicant', subjectLabel: '마루한' });
  });

  it("answers 404 for another company's application and records nothing", async () => {
    const response = await mine.get(`/api/v5/partners/job/applicants/${foreignApplication}`);
    expect(response.statusCode).toBe(404);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, foreignApplication));
    expect(events.filter((e) => e.action === 'applicant.resume_viewed')).toEqual([]);
    const marking = await mine.request({ method: 'PUT', url: `/api/v5/partners/job/applicants/${foreignApplication}/read` });
    expect(marking.statusCode).toBe(404);
    expect(await readAtOf(foreignApplication)).toBeNull();
  });

  it(`opens at most ${APPLICANT_CONTACT_VIEWS_PER_DAY} different applicants per operator a Korean day; those opened today open again`, async () => {
    const db = t.database.db;
    const user = await makeUser(db, { company, role: 'manager' });
    const client = await signInAs(t.app, user);
    const opened = app['가람솔'] ?? 0;
    const fresh = app['나은비'] ?? 0;
    expect((await client.get(`/api/v5/partners/job/applicants/${opened}`)).statusCode).toBe(200);
    // Earlier views of today (other applicants), as the audit trail holds them; yesterday's do not count.
    const viewed = (subjectId: number, createdAt: Date) => ({
      companyId: company.id,
      userId: user.id,
      action: 'applicant.resume_viewed' as const,
      subjectType: 'applicant' as const,
      subjectId,
      subjectLabel: '지원자',
      createdAt,
    });
    await db
      .insert(auditEvents)
      .values([
        ...Array.from({ length: APPLICANT_CONTACT_VIEWS_PER_DAY - 1 }, (_, i) => viewed(900_000 + i, new Date())),
        viewed(800_000, new Date(Date.now() - 2 * DAY_MS)),
      ]);
    const refused = await client.get(`/api/v5/partners/job/applicants/${fresh}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'applicant.contact_daily_limit', params: { limit: APPLICANT_CONTACT_VIEWS_PER_DAY } });
    expect(refused.json<{ message: string }>().message).toContain('200명');
    expect((await client.get(`/api/v5/partners/job/applicants/${opened}`)).statusCode).toBe(200);
    // The cap is the operator's: a colleague opens the same applicant.
    expect((await mine.get(`/api/v5/partners/job/applicants/${fresh}`)).statusCode).toBe(200);
    const refusedViews = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, user.id), eq(auditEvents.subjectId, fresh)));
    expect(refusedViews).toEqual([]);
  });
});

describe('applicants.setStage', () => {
  const move = (client: Client, ids: number[], stage: string) =>
    client.request({ method: 'PATCH', url: '/api/v5/partners/job/applicants/stage', payload: { ids, stage } });

  it("changes nothing when any id is another company's", async () => {
    const ids = [app['나은비'] ?? 0, foreignApplication];
    const response = await move(mine, ids, 'passed');
    expect(response.statusCode).toBe(404);
    expect((await list(mine, `job_posting_id=${posting.id}`)).counts.passed).toBe(0);
    expect((await move(mine, [app['나은비'] ?? 0, 999_999], 'passed')).statusCode).toBe(404);
    expect((await list(mine, `job_posting_id=${posting.id}`)).counts.passed).toBe(0);
  });

  it('moves several applicants at once and returns their ids', async () => {
    const ids = [app['나은비'] ?? 0, app['가람솔'] ?? 0];
    const response = await move(mine, [...ids, ids[0] ?? 0], 'passed');
    expect(response.statusCode, response.body).toBe(200);
    expect(applicantStageResponse.parse(response.json()).data.updated).toEqual(ids);
    const l = await list(mine, `job_posting_id=${posting.id}&stage=passed`);
    expect(names(l)).toEqual(['나은비', '가람솔']);
    expect(l.counts).toMatchObject({ applied: 0, passed: 2 });
  });

  it('validates the stage and the number of ids', async () => {
    expect((await move(mine, [app['나은비'] ?? 0], 'hired')).statusCode).toBe(400);
    expect((await move(mine, [], 'passed')).statusCode).toBe(400);
  });
});

describe('applicants.setNote', () => {
  const note = (client: Client, id: number, text: string) =>
    client.request({ method: 'PUT', url: `/api/v5/partners/job/applicants/${id}/note`, payload: { note: text } });

  it('keeps a trimmed note with its time and author, shown with the résumé', async () => {
    const id = app['다온_수'] ?? 0;
    const response = await note(mine, id, '  1차 면접 일정 조율 중  ');
    expect(response.statusCode, response.body).toBe(200);
    const saved = applicantNoteResponse.parse(response.json()).data;
    expect(saved.note).toBe('1차 면접 일정 조율 중');
    expect(saved.note_updated_at).not.toBeNull();
    expect(saved.note_updated_by).toEqual(expect.any(String));
    const detail = applicantDetailResponse.parse((await mine.get(`/api/v5/partners/job/applicants/${id}`)).json()).data.applicant;
    expect(detail).toMatchObject({ note: '1차 면접 일정 조율 중', note_updated_by: saved.note_updated_by, has_note: true });
    expect((await list(mine, `job_posting_id=${posting.id}&keyword=${encodeURIComponent('다온')}`)).applicants[0]?.has_note).toBe(true);
  });

  it(`refuses a note over ${APPLICANT_NOTE_MAX} characters, and another company's application`, async () => {
    const tooLong = await note(mine, app['다온_수'] ?? 0, '가'.repeat(APPLICANT_NOTE_MAX + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'body.note' });
    expect((await note(mine, app['다온_수'] ?? 0, '가'.repeat(APPLICANT_NOTE_MAX))).statusCode).toBe(200);
    expect((await note(mine, foreignApplication, '메모')).statusCode).toBe(404);
  });
});
