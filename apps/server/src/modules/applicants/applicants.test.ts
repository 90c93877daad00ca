import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  APPLICANT_CONTACT_VIEWS_PER_DAY,
  APPLICANT_NOTE_MAX,
  applicantDetailResponse,
  applicantListResponse,
  applicantNoteResponse,
  applicantStageResponse,
  fitCandidatesResponse,
  type ApplicantList,
} from '@partners/contract';
import { auditEvents, jobApplications, jobPostings } from '../../db/schema/index.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import {
  makeApplication,
  makeCompany,
  makeJobSeeker,
  makePosting,
  makeUser,
  signInAs,
  type MadeCompany,
  type MadeJobSeeker,
} from '../../test/factories.js';
import { testConfig } from '../../platform/config.js';
import { SeekerIdCodec } from '../talent-search/seeker-id.js';
import { DAY_MS, formatKoreanDateTime } from '@partners/contract/korea-time';
import { setStepUp } from '../../test/step-up.js';
import { APPLICANT_CSV_HEADERS } from './applicants.copy.js';
import { koreanDateTimeCell } from './applicants.service.js';

const ids = new SeekerIdCodec(testConfig().sessionSecret);

const MINUTE = 60_000;

let t: TestApp;
let mine: Client;
let theirs: Client;
let company: MadeCompany;
let posting: { id: number; companyId: number };
let second: { id: number; companyId: number };
let foreignPosting: { id: number; companyId: number };
/** Applications of `posting` by applicant name. */
const app: Record<string, number> = {};
let foreignApplication: number;
let seekers: Record<string, MadeJobSeeker>;

/** Applications of `posting`, newest first: name, stage, opened, minutes ago. */
const APPLICANTS = [
  ['나은비', 'applied', false, 1],
  ['가람솔', 'applied', true, 2],
  ['다온_수', 'reviewing', false, 3],
  ['라희%진', 'interview', true, 4],
  ['마루한', 'rejected', false, 5],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  company = await makeCompany(db);
  const other = await makeCompany(db);
  mine = await signInAs(t.app, await makeUser(db, { company, privacyAgreed: true }));
  theirs = await signInAs(t.app, await makeUser(db, { company: other, privacyAgreed: true }));
  posting = await makePosting(db, { company, title: '백엔드 개발자 (Java/Spring)' });
  second = await makePosting(db, { company, title: '데이터 엔지니어' });
  foreignPosting = await makePosting(db, { company: other, title: '다른 회사 공고' });
  const now = Date.now();
  seekers = {};
  for (const [name, stage, opened, minutes] of APPLICANTS) {
    const seeker = await makeJobSeeker(db, { name, yearsOfExperience: minutes === 4 ? 11 : minutes - 1 });
    seekers[name] = seeker;
    const row = await makeApplication(db, {
      posting,
      seeker,
      stage,
      readAt: opened ? new Date(now - MINUTE) : null,
      appliedAt: new Date(now - minutes * MINUTE),
    });
    app[name] = row.id;
  }
  const elsewhere = await makeJobSeeker(db, { name: '바다윤' });
  await makeApplication(db, { posting: second, seeker: elsewhere, appliedAt: new Date(now - DAY_MS) });
  foreignApplication = (await makeApplication(db, { posting: foreignPosting, seeker: elsewhere })).id;
});
afterAll(() => t.close());

async function list(client: Client, query: string): Promise<ApplicantList> {
  const response = await client.get(`/api/v5/partners/job/applicants?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return applicantListResponse.parse(response.json()).data;
}
/** A download's records, after its byte-order mark. */
const csvRows = (body: string): string[][] => parse(body.slice(1));
const names = (l: ApplicantList) => l.applicants.map((a) => a.name);

async function postingCounters(id: number) {
  const [row] = await t.database.db
    .select({ all: jobPostings.applicantCount, notOpened: jobPostings.notOpenedCount })
    .from(jobPostings)
    .where(eq(jobPostings.id, id));
  return row;
}

describe('applicants.list', () => {
  it("lists one posting's applicants newest first, with the stage counts and the posting", async () => {
    const l = await list(mine, `job_posting_id=${posting.id}`);
    expect(names(l)).toEqual(APPLICANTS.map(([name]) => name));
    expect(l.counts).toEqual({ all: 5, not_opened: 3, applied: 2, reviewing: 1, interview: 1, passed: 0, rejected: 1 });
    expect(l.job_posting).toEqual({ id: posting.id, title: '백엔드 개발자 (Java/Spring)', status: 'open' });
    expect(l.page_info).toEqual({ page: 1, per: 20, total: 5, total_pages: 1 });
    expect(l.applicants[0]).toMatchObject({
      id: app['나은비'],
      job_posting: { id: posting.id, title: '백엔드 개발자 (Java/Spring)' },
      stage: 'applied',
      opened: false,
      has_note: false,
      occupation_name: expect.any(String) as string,
    });
    expect(l.applicants[0]?.occupation_name).not.toBe('');
  });

  it('orders oldest first and by name', async () => {
    expect(names(await list(mine, `job_posting_id=${posting.id}&order=oldest`))).toEqual(APPLICANTS.map(([name]) => name).reverse());
    expect(names(await list(mine, `job_posting_id=${posting.id}&order=name`))).toEqual(['가람솔', '나은비', '다온_수', '라희%진', '마루한']);
  });

  it('filters by stage and by not opened, the total following the filter', async () => {
    const applied = await list(mine, `job_posting_id=${posting.id}&stage=applied`);
    expect(names(applied)).toEqual(['나은비', '가람솔']);
    expect(applied.page_info.total).toBe(2);
    expect(applied.counts.all).toBe(5);
    expect(names(await list(mine, `job_posting_id=${posting.id}&stage=not_opened`))).toEqual(['나은비', '다온_수', '마루한']);
    expect(names(await list(mine, `job_posting_id=${posting.id}&stage=passed`))).toEqual([]);
  });

  it('searches names, % and _ matching themselves, and counts within the keyword', async () => {
    const found = await list(mine, `job_posting_id=${posting.id}&keyword=${encodeURIComponent('%')}`);
    expect(names(found)).toEqual(['라희%진']);
    expect(found.counts).toEqual({ all: 1, not_opened: 0, applied: 0, reviewing: 0, interview: 1, passed: 0, rejected: 0 });
    expect(names(await list(mine, `job_posting_id=${posting.id}&keyword=_`))).toEqual(['다온_수']);
    expect(names(await list(mine, `job_posting_id=${posting.id}&keyword=${encodeURIComponent('은비')}`))).toEqual(['나은비']);
  });

  it('pages', async () => {
    const page2 = await list(mine, `job_posting_id=${posting.id}&per=2&page=2`);
    expect(names(page2)).toEqual(['다온_수', '라희%진']);
    expect(page2.page_info).toEqual({ page: 2, per: 2, total: 5, total_pages: 3 });
  });

  it("lists all the company's postings without job_posting_id, and never another company's", async () => {
    const all = await list(mine, '');
    expect(names(all)).toEqual([...APPLICANTS.map(([name]) => name), '바다윤']);
    expect(all.job_posting).toBeNull();
    expect(all.counts).toMatchObject({ all: 6, not_opened: 4, applied: 3 });
    expect(names(await list(theirs, ''))).toEqual(['바다윤']);
  });

  it("answers 404 for another company's posting, as for a missing one", async () => {
    for (const id of [foreignPosting.id, 999_999]) {
      const response = await mine.get(`/api/v5/partners/job/applicants?job_posting_id=${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('shows an open posting past its deadline as closed', async () => {
    const past = await makePosting(t.database.db, { company, closesAt: new Date(Date.now() - MINUTE) });
    expect((await list(mine, `job_posting_id=${past.id}`)).job_posting?.status).toBe('closed');
  });
});

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

describe('applicants.csv', () => {
  const download = (client: Client, id: number, query = '') => client.get(`/api/v5/partners/job/postings/${id}/applicants.csv${query}`);

  it("downloads a posting's applicants with Korean headers, without contacts by default, and a BOM", async () => {
    const response = await download(mine, posting.id);
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = csvRows(response.body);
    const { phone: _phone, email: _email, ...withoutContacts } = APPLICANT_CSV_HEADERS;
    expect(header).toEqual(Object.values(withoutContacts));
    expect(rows.map((r) => r.length)).toEqual(APPLICANTS.map(() => header?.length));
    expect(response.body).not.toMatch(/010-|@example\.com/);
  });

  it('refuses the contacts without a verified step-up, and records nothing', async () => {
    await setStepUp(t.database.db, mine, null);
    const refused = await download(mine, posting.id, '?contacts=true');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'step_up_required' });
    // A step-up that has run out is no step-up.
    await setStepUp(t.database.db, mine, new Date(Date.now() - 1_000));
    expect((await download(mine, posting.id, '?contacts=true')).json()).toMatchObject({ code: 'step_up_required' });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'applicant.csv_exported'), eq(auditEvents.subjectId, posting.id)));
    expect(events).toHaveLength(1);
    expect((await download(mine, posting.id, '?contacts=yes')).statusCode).toBe(400);
  });

  it("downloads a posting's applicants with their contacts after a step-up, and records the download", async () => {
    await setStepUp(t.database.db, mine);
    const response = await download(mine, posting.id, '?contacts=true');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['x-row-count']).toBe('5');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('지원자_백엔드 개발자 (Java_Spring)_');
    expect(response.body.startsWith('\ufeff')).toBe(true);
    const [header, ...rows] = csvRows(response.body);
    expect(header).toEqual(Object.values(APPLICANT_CSV_HEADERS));
    expect(rows.map((r) => r[1])).toEqual(APPLICANTS.map(([name]) => name));
    const byName = new Map(rows.map((r) => [r[1], r]));
    const seeker = seekers['라희%진'];
    expect(byName.get('라희%진')).toEqual([
      String(app['라희%진']),
      '라희%진',
      '1992',
      '여성',
      '10년 이상',
      expect.any(String) as string,
      '학사',
      '면접',
      '열람',
      expect.stringMatching(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/) as string,
      expect.stringMatching(/^010-/) as string,
      `seeker${seeker?.id}@example.com`,
    ]);
    expect(byName.get('나은비')?.[4]).toBe('신입');
    expect(byName.get('가람솔')?.[4]).toBe('1년');
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'applicant.csv_exported'), eq(auditEvents.subjectId, posting.id)));
    expect(events).toMatchObject([
      { subjectType: 'job_posting', subjectLabel: '백엔드 개발자 (Java/Spring)' },
      { subjectType: 'job_posting', subjectLabel: '백엔드 개발자 (Java/Spring)' },
    ]);
  });

  it('honours the stage and keyword filters', async () => {
    const passed = await download(mine, posting.id, '?stage=passed');
    expect(
      csvRows(passed.body)
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(['나은비', '가람솔']);
    expect(passed.headers['x-row-count']).toBe('2');
    const keyword = await download(mine, posting.id, `?keyword=${encodeURIComponent('루한')}`);
    expect(
      csvRows(keyword.body)
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(['마루한']);
  });

  it('pages through more rows than a batch holds without losing or repeating one', async () => {
    const db = t.database.db;
    const bulk = await makePosting(db, { company, title: '대량 지원 공고' });
    // Same applied_at for many rows: the keyset's tie-break on id must hold.
    const at = new Date();
    const made = [];
    for (let i = 0; i < 12; i++) made.push((await makeApplication(db, { posting: bulk, seeker: await makeJobSeeker(db), appliedAt: at })).id);
    const { CSV_BATCH_SIZE } = await import('./applicants.service.js');
    expect(CSV_BATCH_SIZE).toBeGreaterThan(12);
    const response = await download(mine, bulk.id);
    const ids = csvRows(response.body)
      .slice(1)
      .map((r) => Number(r[0]));
    expect(ids).toEqual([...made].sort((x, y) => y - x));
  });

  it("answers 404 for another company's posting", async () => {
    expect((await download(mine, foreignPosting.id)).statusCode).toBe(404);
    expect((await download(theirs, posting.id)).statusCode).toBe(404);
  });
});

describe('the download date cell', () => {
  it('writes Korea time as formatKoreanDateTime does', () => {
    for (const iso of ['2026-11-02T14:59:59.999Z', '2026-11-02T15:00:00Z', '2026-12-31T15:30:00Z', '2024-02-28T16:05:00Z', '1999-12-31T23:59:00Z']) {
      const at = new Date(iso);
      expect(koreanDateTimeCell(at.getTime())).toBe(formatKoreanDateTime(at));
    }
  });
});

describe('applicants.fit', () => {
  const fit = (client: Client, id: number) => client.get(`/api/v5/partners/job/postings/${id}/fit_candidates`);

  it("finds talent-pool seekers of the posting's occupation and experience, masked, without its applicants", async () => {
    const db = t.database.db;
    const target = await makePosting(db, {
      company,
      occupation1Id: 11600,
      occupation2Ids: [11601],
      experienceKind: 'experienced',
      experienceMinYears: 3,
      experienceMaxYears: 7,
    });
    const top = await makeJobSeeker(db, { name: '조하늘', occupation2Id: 11601, yearsOfExperience: 5, rankScore: 10_000 });
    const applied = await makeJobSeeker(db, { name: '조바람', occupation2Id: 11601, yearsOfExperience: 5, rankScore: 10_001 });
    await makeApplication(db, { posting: target, seeker: applied });
    await makeJobSeeker(db, { name: '조구름', occupation2Id: 11601, yearsOfExperience: 1, rankScore: 10_002 });
    const response = await fit(mine, target.id);
    expect(response.statusCode, response.body).toBe(200);
    const data = fitCandidatesResponse.parse(response.json()).data;
    expect(data.criteria.experience).toBe('3-7');
    expect(data.criteria.occupation_names).toHaveLength(1);
    expect(data.candidates[0]).toMatchObject({ name: '조○○', years_of_experience: 5, occupation_name: data.criteria.occupation_names[0] });
    expect(data.candidates.every((c) => c.years_of_experience >= 3 && c.years_of_experience <= 7)).toBe(true);
    expect(data.candidates.every((c) => c.occupation_name === data.criteria.occupation_names[0])).toBe(true);
    expect(data.candidates.every((c) => /^.○+$/.test(c.name))).toBe(true);
    // The best-ranked match is first; the one who applied (ranked higher still) is left out.
    expect(data.candidates[0]?.user_id).toBe(ids.encode(top.id));
    expect(data.candidates.map((c) => c.user_id)).not.toContain(ids.encode(applied.id));
  });

  it('reads newcomers as 0 years, and a posting without occupations as nobody', async () => {
    const db = t.database.db;
    const newcomer = await makePosting(db, { company, experienceKind: 'newcomer' });
    const data = fitCandidatesResponse.parse((await fit(mine, newcomer.id)).json()).data;
    expect(data.criteria.experience).toBe('newcomer');
    expect(data.candidates.every((c) => c.years_of_experience === 0)).toBe(true);
    const bare = await makePosting(db, { company, status: 'draft', occupation1Id: null, occupation2Ids: [], experienceKind: null });
    const none = fitCandidatesResponse.parse((await fit(mine, bare.id)).json()).data;
    expect(none).toEqual({
      candidates: [],
      page_info: { page: 1, per: 20, total: 0, total_pages: 1 },
      criteria: { occupation_names: [], experience: 'any' },
    });
  });

  it("answers 404 for another company's posting, and needs the privacy agreement", async () => {
    expect((await fit(mine, foreignPosting.id)).statusCode).toBe(404);
    const unagreed = await signInAs(t.app, await makeUser(t.database.db, { company }));
    expect((await fit(unagreed, posting.id)).json()).toMatchObject({ code: 'privacy_agreement_required' });
  });
});
