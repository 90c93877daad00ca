/**
 * What the applicants' test files share: a made company with two postings and five applications of known stage,
 * opening and time, an operator of it and one of another company signed in, and the reads the tests make.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { applicantListResponse, type ApplicantList } from '@partners/contract';
import { jobPostings } from '../../db/schema/index.js';
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
import { DAY_MS } from '@partners/contract/korea-time';

export const ids = new SeekerIdCodec(testConfig().sessionSecret);

export const MINUTE = 60_000;

export let t: TestApp;
export let mine: Client;
export let theirs: Client;
export let company: MadeCompany;
export let posting: { id: number; companyId: number };
let second: { id: number; companyId: number };
export let foreignPosting: { id: number; companyId: number };
/** Applications of `posting` by applicant name. */
export const app: Record<string, number> = {};
export let foreignApplication: number;
export let seekers: Record<string, MadeJobSeeker>;

/** Applications of `posting`, newest first: name, stage, opened, minutes ago. */
export const APPLICANTS = [
  ['나은비', 'applied', false, 1],
  ['가람솔', 'applied', true, 2],
  ['다온_수', 'reviewing', false, 3],
  ['라희%진', 'interview', true, 4],
  ['마루한', 'rejected', false, 5],
] as const;

export async function list(client: Client, query: string): Promise<ApplicantList> {
  const response = await client.get(`/api/v5/partners/job/applicants?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return applicantListResponse.parse(response.json()).data;
}
/** A download's records, after its byte-order mark. */
export const csvRows = (body: string): string[][] => parse(body.slice(1));
export const names = (l: ApplicantList) => l.applicants.map((a) => a.name);

export async function postingCounters(id: number) {
  const [row] = await t.database.db
    .select({ all: jobPostings.applicantCount, notOpened: jobPostings.notOpenedCount })
    .from(jobPostings)
    .where(eq(jobPostings.id, id));
  return row;
}

/** Makes the app, the companies, postings and applications before the file's tests, and closes the app after. */
export function useApplicantsApp() {
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
}
