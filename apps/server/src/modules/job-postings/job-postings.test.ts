import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPostingsResponse, type JobPostingSummary } from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import { makeCompany, makePosting, makeUser, signInAs } from '../../test/factories.js';
import { dday, toJobPostingSummary } from './job-postings.service.js';
import { testConfig } from '../../platform/config.js';

const HOUR = 3_600_000;

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
    expect(summary).toEqual({
      id: 12,
      title: '백엔드 개발자',
      color_class: 'always',
      dday: '상시',
      path: `${testConfig().links.publicSite}/companies/3/job_postings/12`,
    });
  });
});

describe('GET /hr/job_postings', () => {
  let t: TestApp;
  let mine: Client;
  let theirs: Client;
  let soonest: number;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const [company, otherCompany] = [await makeCompany(db), await makeCompany(db)];
    mine = await signInAs(t.app, await makeUser(db, { company, privacyAgreed: true }));
    theirs = await signInAs(t.app, await makeUser(db, { company: otherCompany, privacyAgreed: true }));
    const now = Date.now();
    await makePosting(db, { company, title: '상시 채용', closesAt: null });
    await makePosting(db, { company, title: '마감 공고', closesAt: new Date(now - HOUR) });
    soonest = (await makePosting(db, { company, title: '곧 마감', closesAt: new Date(now + 2 * DAY_MS) })).id;
    await makePosting(db, { company, title: '여유 공고', closesAt: new Date(now + 20 * DAY_MS) });
    await makePosting(db, { company: otherCompany, title: '다른 회사 공고', closesAt: new Date(now + 5 * DAY_MS) });
  });
  afterAll(() => t.close());

  async function postings(client: Client): Promise<JobPostingSummary[]> {
    const response = await client.get('/hr/job_postings');
    expect(response.statusCode).toBe(200);
    return jobPostingsResponse.parse(response.json()).data.results;
  }

  it("lists the company's live postings only, soonest to close first and 상시 last", async () => {
    const listed = await postings(mine);
    expect(listed.map((p) => p.title)).toEqual(['곧 마감', '여유 공고', '상시 채용']);
    expect(listed[0]).toMatchObject({ id: soonest, color_class: 'urgent' });
    expect(listed[0]?.dday).toMatch(/^D-[23]$/);
    expect(listed[1]).toMatchObject({ color_class: 'normal' });
    expect(listed[2]).toMatchObject({ color_class: 'always', dday: '상시' });
  });

  it("never lists another company's postings", async () => {
    expect((await postings(theirs)).map((p) => p.title)).toEqual(['다른 회사 공고']);
  });

  it('needs the privacy agreement', async () => {
    const unagreed = await signInAs(t.app, await makeUser(t.database.db, { company: { id: 1 } }));
    expect((await unagreed.get('/hr/job_postings')).json()).toMatchObject({ code: 'privacy_agreement_required' });
  });
});
