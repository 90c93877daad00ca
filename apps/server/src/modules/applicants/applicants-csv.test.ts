import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/index.js';
import { type Client } from '../../test/harness.js';
import { makeApplication, makeJobSeeker, makePosting } from '../../test/factories.js';
import { formatKoreanDateTime } from '@partners/contract/korea-time';
import { setStepUp } from '../../test/step-up.js';
import { APPLICANT_CSV_HEADERS } from './applicants.copy.js';
import { koreanDateTimeCell } from './applicants.service.js';
import { t, mine, theirs, company, posting, foreignPosting, app, seekers, APPLICANTS, csvRows, useApplicantsApp } from './applicants.fixtures.js';

/** The applicants download (CSV) and its date cells. */
useApplicantsApp();

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
    const moved = await mine.request({
      method: 'PATCH',
      url: '/api/v5/partners/job/applicants/stage',
      payload: { ids: [app['나은비'] ?? 0, app['가람솔'] ?? 0], stage: 'passed' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
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
