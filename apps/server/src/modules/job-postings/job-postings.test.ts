import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { jobPostingsResponse, type JobPostingSummary } from '@partners/contract';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';
import { jobPostings } from '../../db/schema/index.js';
import { dday, toJobPostingSummary } from './job-postings.service.js';
import { testConfig } from '../../platform/config.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the D-day badge, in Korean calendar days', () => {
  // 2026-11-02 10:00 in Korea.
  const now = new Date('2026-11-02T01:00:00Z');
  it.each([
    [null, 'always', '상시'],
    ['2026-11-02T00:59:59Z', 'closed', '마감'],
    ['2026-11-02T01:00:00Z', 'closed', '마감'],
    // 23:59 the same Korean day.
    ['2026-11-02T14:59:00Z', 'urgent', 'D-day'],
    // 00:00 the next Korean day (15:00 UTC), though under a day away.
    ['2026-11-02T15:00:00Z', 'urgent', 'D-1'],
    ['2026-11-05T14:59:00Z', 'urgent', 'D-3'],
    ['2026-11-05T15:00:00Z', 'normal', 'D-4'],
    ['2026-12-01T14:59:00Z', 'normal', 'D-29'],
  ] as const)('closing %s: %s %s', (closesAt, colorClass, label) => {
    expect(dday(closesAt === null ? null : new Date(closesAt), now)).toEqual({ color_class: colorClass, dday: label });
  });

  it('links the posting on the public site', () => {
    const summary = toJobPostingSummary({ id: 12, companyId: 3, title: '백엔드 개발자', closesAt: null }, now, testConfig().links);
    expect(summary).toEqual({ id: 12, title: '백엔드 개발자', color_class: 'always', dday: '상시', path: `${testConfig().links.publicSite}/companies/3/job_postings/12` });
  });
});

describe('GET /hr/job_postings', () => {
  let t: TestApp;
  let admin: Client;
  let other: Client;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t.app, 'admin@demo.test');
    other = await signedIn(t.app, 'other@demo.test');
    for (const client of [admin, other]) {
      await client.request({ method: 'POST', url: '/api/v3/resumes/components/matchings', payload: { matchings: { privacy_agreement: { value: true } } } });
    }
    const now = Date.now();
    const opensAt = new Date(now - 30 * DAY);
    const rows = await t.database.db
      .insert(jobPostings)
      .values([
        { companyId: 1, title: '테스트 상시 채용', opensAt, closesAt: null },
        { companyId: 1, title: '테스트 마감 공고', opensAt, closesAt: new Date(now - HOUR) },
        { companyId: 1, title: '테스트 곧 마감', opensAt, closesAt: new Date(now + 2 * DAY) },
        { companyId: 1, title: '테스트 여유 공고', opensAt, closesAt: new Date(now + 20 * DAY) },
        { companyId: 7, title: '테스트 다른 회사 공고', opensAt, closesAt: new Date(now + 5 * DAY) },
      ])
      .returning();
    ids = Object.fromEntries(rows.map((r) => [r.title, r.id]));
  });
  afterAll(() => t.close());

  async function postings(client: Client): Promise<JobPostingSummary[]> {
    const response = await client.get('/hr/job_postings');
    expect(response.statusCode).toBe(200);
    return jobPostingsResponse.parse(response.json()).data.results;
  }

  it("lists the company's live postings only, soonest to close first and 상시 last", async () => {
    const mine = (await postings(admin)).filter((p) => p.title.startsWith('테스트'));
    expect(mine.map((p) => p.title)).toEqual(['테스트 곧 마감', '테스트 여유 공고', '테스트 상시 채용']);
    expect(mine[0]).toMatchObject({ id: ids['테스트 곧 마감'], color_class: 'urgent' });
    expect(mine[0]?.dday).toMatch(/^D-[23]$/);
    expect(mine[1]).toMatchObject({ color_class: 'normal' });
    expect(mine[2]).toMatchObject({ color_class: 'always', dday: '상시' });
    const all = await postings(admin);
    const closedLast = all.findIndex((p) => p.color_class === 'always');
    expect(all.slice(closedLast).every((p) => p.color_class === 'always')).toBe(true);
    expect(all.every((p) => p.color_class !== 'closed')).toBe(true);
  });

  it("never lists another company's postings", async () => {
    const ownIds = new Set((await t.database.db.select({ id: jobPostings.id, companyId: jobPostings.companyId }).from(jobPostings).where(inArray(jobPostings.companyId, [7]))).map((r) => r.id));
    expect((await postings(admin)).some((p) => p.title === '테스트 다른 회사 공고')).toBe(false);
    const theirs = await postings(other);
    expect(theirs.map((p) => p.title)).toContain('테스트 다른 회사 공고');
    expect(theirs.every((p) => ownIds.has(p.id))).toBe(true);
  });

  it('needs the privacy agreement', async () => {
    const partner = await signedIn(t.app, 'partner@demo.test');
    expect((await partner.get('/hr/job_postings')).json()).toMatchObject({ code: 'privacy_agreement_required' });
  });
});
