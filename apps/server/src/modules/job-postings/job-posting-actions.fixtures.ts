/**
 * What the posting actions' test files share: the app (with a short review delay), a made company and its operator
 * signed in, a complete posting, the calls, and postings made in each state of the table.
 */
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { type PostingFieldsInput, type PostingStatus } from '@partners/contract';
import { DAY_MS, koreanDay } from '@partners/contract/korea-time';
import { jobPostings, jobs } from '../../db/schema/index.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import { makeApplication, makeCompany, makeJobSeeker, makePosting, makeUser, signInAs, type MadeCompany } from '../../test/factories.js';
import { POSTING_REVIEW_JOB } from './job-postings.jobs.js';

const HOUR = 3_600_000;
export const REVIEW_SECONDS = 120;
export const BASE = '/api/v5/partners/job/postings';

export let t: TestApp;
export let company: MadeCompany;
export let me: Client;
export let operatorId: number;

/** A posting every review would accept. */
export function complete(overrides: Partial<PostingFieldsInput> = {}): PostingFieldsInput {
  return {
    title: '백엔드 개발자 (Java/Spring)',
    occupation1_id: 11600,
    occupation2_ids: [11601, 11604],
    experience_kind: 'experienced',
    experience_min_years: 3,
    experience_max_years: 7,
    education: 'bachelor',
    employment_type: 'full_time',
    work_region: 'seoul',
    work_address: '서울 강남구 테헤란로 142',
    salary_kind: 'range',
    salary_min: 5_000,
    salary_max: 7_500,
    always_open: false,
    closes_on: koreanDay(Date.now() + 30 * DAY_MS),
    headcount: 2,
    description_html: '<p>결제 플랫폼의 백엔드 API를 설계하고 운영합니다.</p>',
    qualifications_html: '<ul><li>Java/Spring 실무 경력 3년 이상</li></ul>',
    process_steps: ['서류 전형', '1차 면접', '최종 합격'],
    ...overrides,
  };
}

export const create = (client: Client, saveAs: 'draft' | 'review', posting: Partial<PostingFieldsInput>) =>
  client.request({ method: 'POST', url: BASE, payload: { save_as: saveAs, posting } });
export const update = (client: Client, id: number, saveAs: 'draft' | 'review', posting: Partial<PostingFieldsInput>) =>
  client.request({ method: 'PUT', url: `${BASE}/${id}`, payload: { save_as: saveAs, posting } });
export const stored = async (id: number) => (await t.database.db.select().from(jobPostings).where(eq(jobPostings.id, id)))[0];
export const reviewJobs = async (id: number) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.kind, POSTING_REVIEW_JOB))).filter((j) => (j.payload as { id: number }).id === id);

/** The states of the table: the four stored ones, and an open posting past its deadline (effectively closed). */
export type State = PostingStatus | 'expired';
export async function postingIn(state: State, applicants = 0) {
  const db = t.database.db;
  const now = Date.now();
  const posting = await makePosting(db, {
    company,
    ...(state === 'expired'
      ? { status: 'open', closesAt: new Date(now - HOUR) }
      : state === 'closed'
        ? { status: 'closed', closedAt: new Date(now - HOUR) }
        : state === 'in_review'
          ? { status: 'in_review', reviewRequestedAt: new Date(now - HOUR), opensAt: null }
          : { status: state }),
  });
  for (let i = 0; i < applicants; i++) await makeApplication(db, { posting, seeker: await makeJobSeeker(db) });
  return posting;
}

export type Action = 'close' | 'review_cancel' | 'save_draft' | 'save_review' | 'copy' | 'delete';
export async function act(action: Action, id: number) {
  switch (action) {
    case 'close':
      return me.request({ method: 'PATCH', url: `${BASE}/${id}/close` });
    case 'review_cancel':
      return me.request({ method: 'PATCH', url: `${BASE}/${id}/review_cancel` });
    case 'save_draft':
      return update(me, id, 'draft', complete({ title: '고친 제목' }));
    case 'save_review':
      return update(me, id, 'review', complete({ title: '고친 제목' }));
    case 'copy':
      return me.request({ method: 'POST', url: `${BASE}/${id}/copy` });
    case 'delete':
      return me.request({ method: 'DELETE', url: `${BASE}/${id}` });
  }
}

/** Makes the app and the company's operator before the file's tests, and closes the app after. */
export function usePostingActionsApp() {
  beforeAll(async () => {
    t = await createTestApp({ postingReviewSeconds: REVIEW_SECONDS });
    company = await makeCompany(t.database.db);
    const user = await makeUser(t.database.db, { company });
    operatorId = user.id;
    me = await signInAs(t.app, user);
  });
  afterAll(() => t.close());
}
