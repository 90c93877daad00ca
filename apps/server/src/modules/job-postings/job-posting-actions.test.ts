import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  POSTING_COPY_SUFFIX,
  POSTING_TITLE_MAX,
  postingActionResponse,
  postingDetailResponse,
  type PostingFieldsInput,
  type PostingStatus,
} from '@partners/contract';
import { DAY_MS, koreanDay } from '@partners/contract/korea-time';
import { jobPostings, jobs } from '../../db/schema/index.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import { makeApplication, makeCompany, makeJobSeeker, makePosting, makeUser, signInAs, type MadeCompany } from '../../test/factories.js';
import type { Job } from '../../platform/jobs.js';
import { jobRunner } from '../../test/jobs.js';
import { copyTitle } from './job-posting-changes.service.js';
import { POSTING_REVIEW_JOB, postingReviewHandler } from './job-postings.jobs.js';

const HOUR = 3_600_000;
const REVIEW_SECONDS = 120;
const BASE = '/api/v5/partners/job/postings';

let t: TestApp;
let company: MadeCompany;
let me: Client;
let operatorId: number;
beforeAll(async () => {
  t = await createTestApp({ postingReviewSeconds: REVIEW_SECONDS });
  company = await makeCompany(t.database.db);
  const user = await makeUser(t.database.db, { company });
  operatorId = user.id;
  me = await signInAs(t.app, user);
});
afterAll(() => t.close());

/** A posting every review would accept. */
function complete(overrides: Partial<PostingFieldsInput> = {}): PostingFieldsInput {
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

const create = (client: Client, saveAs: 'draft' | 'review', posting: Partial<PostingFieldsInput>) =>
  client.request({ method: 'POST', url: BASE, payload: { save_as: saveAs, posting } });
const update = (client: Client, id: number, saveAs: 'draft' | 'review', posting: Partial<PostingFieldsInput>) =>
  client.request({ method: 'PUT', url: `${BASE}/${id}`, payload: { save_as: saveAs, posting } });
const stored = async (id: number) => (await t.database.db.select().from(jobPostings).where(eq(jobPostings.id, id)))[0];
const reviewJobs = async (id: number) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.kind, POSTING_REVIEW_JOB))).filter((j) => (j.payload as { id: number }).id === id);

/** The states of the table: the four stored ones, and an open posting past its deadline (effectively closed). */
type State = PostingStatus | 'expired';
async function postingIn(state: State, applicants = 0) {
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

type Action = 'close' | 'review_cancel' | 'save_draft' | 'save_review' | 'copy' | 'delete';
async function act(action: Action, id: number) {
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

/** Each state × each action: the state the posting ends in, or the exact refusal. */
const TABLE: [State, Action, PostingStatus | 'deleted' | 'copied' | `job_posting.${string}`][] = [
  ['draft', 'close', 'job_posting.close_not_allowed'],
  ['draft', 'review_cancel', 'job_posting.review_cancel_not_allowed'],
  ['draft', 'save_draft', 'draft'],
  ['draft', 'save_review', 'in_review'],
  ['draft', 'copy', 'copied'],
  ['draft', 'delete', 'deleted'],
  ['in_review', 'close', 'job_posting.close_not_allowed'],
  ['in_review', 'review_cancel', 'draft'],
  ['in_review', 'save_draft', 'draft'],
  ['in_review', 'save_review', 'in_review'],
  ['in_review', 'copy', 'copied'],
  ['in_review', 'delete', 'deleted'],
  ['open', 'close', 'closed'],
  ['open', 'review_cancel', 'job_posting.review_cancel_not_allowed'],
  ['open', 'save_draft', 'job_posting.draft_not_allowed'],
  ['open', 'save_review', 'open'],
  ['open', 'copy', 'copied'],
  ['open', 'delete', 'deleted'],
  ['expired', 'close', 'job_posting.close_not_allowed'],
  ['expired', 'review_cancel', 'job_posting.review_cancel_not_allowed'],
  ['expired', 'save_draft', 'job_posting.edit_not_allowed'],
  ['expired', 'save_review', 'job_posting.edit_not_allowed'],
  ['expired', 'copy', 'copied'],
  ['expired', 'delete', 'deleted'],
  ['closed', 'close', 'job_posting.close_not_allowed'],
  ['closed', 'review_cancel', 'job_posting.review_cancel_not_allowed'],
  ['closed', 'save_draft', 'job_posting.edit_not_allowed'],
  ['closed', 'save_review', 'job_posting.edit_not_allowed'],
  ['closed', 'copy', 'copied'],
  ['closed', 'delete', 'deleted'],
];

describe('the state machine', () => {
  it.each(TABLE)('%s × %s → %s', async (state, action, outcome) => {
    const posting = await postingIn(state);
    const before = await stored(posting.id);
    const response = await act(action, posting.id);
    const after = await stored(posting.id);
    if (outcome.startsWith('job_posting.')) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: outcome });
      expect(after).toEqual(before);
      return;
    }
    expect(response.statusCode).toBe(200);
    if (outcome === 'deleted') {
      expect(response.json()).toEqual({ code: 200, data: { deleted: true, id: posting.id } });
      expect(after).toBeUndefined();
    } else if (outcome === 'copied') {
      const copy = postingActionResponse.parse(response.json()).data.posting;
      expect(copy).toMatchObject({ status: 'draft', title: `${posting.title}${POSTING_COPY_SUFFIX}` });
      expect(after).toEqual(before);
    } else {
      expect(after?.status).toBe(outcome);
      expect(response.json()).toMatchObject({ data: { posting: { status: outcome } } });
    }
  });

  it.each(['draft', 'in_review', 'open', 'expired', 'closed'] as const)(
    '%s with applicants: never deleted (has_applicants with the count)',
    async (state) => {
      const posting = await postingIn(state, 2);
      const response = await act('delete', posting.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'job_posting.has_applicants', params: { count: 2 } });
      expect(await stored(posting.id)).toBeDefined();
    },
  );

  it('allowed_actions follow the same table', async () => {
    const get = async (id: number) => postingDetailResponse.parse((await me.get(`${BASE}/${id}`)).json()).data.posting;
    expect((await get((await postingIn('draft')).id)).allowed_actions).toEqual(['edit', 'submit', 'copy', 'delete']);
    expect((await get((await postingIn('in_review')).id)).allowed_actions).toEqual(['edit', 'copy', 'review_cancel', 'delete']);
    expect((await get((await postingIn('open', 1)).id)).allowed_actions).toEqual(['edit', 'copy', 'close']);
    const expired = await get((await postingIn('expired')).id);
    expect(expired).toMatchObject({ status: 'closed', allowed_actions: ['copy', 'delete'] });
  });

  it('closing stamps closed_at; two closes at once: one closes, the other is refused', async () => {
    const posting = await postingIn('open');
    const responses = await Promise.all([act('close', posting.id), act('close', posting.id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await stored(posting.id))?.closedAt).toBeInstanceOf(Date);
  });

  it('editing an open posting changes it in place: still open, no new review', async () => {
    const posting = await postingIn('open');
    const response = await update(me, posting.id, 'review', complete({ title: '수정된 공고' }));
    expect(response.statusCode).toBe(200);
    expect(await stored(posting.id)).toMatchObject({ status: 'open', title: '수정된 공고', opensAt: posting.opensAt });
    expect(await reviewJobs(posting.id)).toEqual([]);
  });
});

describe('the form', () => {
  it('a draft needs only its title; GET gives back what was saved', async () => {
    const response = await create(me, 'draft', { title: '  임시 공고  ' });
    expect(response.statusCode).toBe(200);
    const posting = postingDetailResponse.parse(response.json()).data.posting;
    expect(posting).toMatchObject({ title: '임시 공고', status: 'draft', closes_on: null, occupation2_ids: [] });
    expect((await stored(posting.id))?.createdBy).toBe(operatorId);
    expect(postingDetailResponse.parse((await me.get(`${BASE}/${posting.id}`)).json()).data.posting).toEqual(posting);
  });

  it('closes_on is the last millisecond of that Korean day, and comes back as the day', async () => {
    const day = koreanDay(Date.now() + 10 * DAY_MS);
    const response = await create(me, 'review', complete({ closes_on: day }));
    const posting = postingDetailResponse.parse(response.json()).data.posting;
    expect((await stored(posting.id))?.closesAt?.toISOString()).toBe(new Date(`${day}T23:59:59.999+09:00`).toISOString());
    expect(postingDetailResponse.parse((await me.get(`${BASE}/${posting.id}`)).json()).data.posting.closes_on).toBe(day);
  });

  it('상시: no closing moment', async () => {
    const response = await create(me, 'review', complete({ always_open: true, closes_on: null }));
    const posting = postingDetailResponse.parse(response.json()).data.posting;
    expect(posting).toMatchObject({ always_open: true, closes_on: null });
    expect((await stored(posting.id))?.closesAt).toBeNull();
  });

  it('clears the fields that do not apply (years of a newcomer posting, amounts of 회사 내규)', async () => {
    const response = await create(
      me,
      'review',
      complete({ experience_kind: 'newcomer', salary_kind: 'company_policy', salary_min: 3_000, salary_max: 4_000 }),
    );
    expect(postingDetailResponse.parse(response.json()).data.posting).toMatchObject({
      experience_min_years: null,
      experience_max_years: null,
      salary_min: null,
      salary_max: null,
    });
  });

  it.each([
    ['an oversized title', complete({ title: '가'.repeat(POSTING_TITLE_MAX + 1) }), 'body.posting.title'],
    ['a whitespace title', complete({ title: '   ' }), 'body.posting.title'],
    ['a salary minimum above the maximum', complete({ salary_min: 8_000, salary_max: 7_000 }), 'body.posting.salary_max'],
    ['a past deadline', complete({ closes_on: koreanDay(Date.now() - 2 * DAY_MS) }), 'body.posting.closes_on'],
    ['no description', complete({ description_html: '<p> </p>' }), 'body.posting.description_html'],
    ['no qualifications', complete({ qualifications_html: '' }), 'body.posting.qualifications_html'],
    ['no deadline and not 상시', complete({ closes_on: null }), 'body.posting.closes_on'],
    ['no level-2 occupation', complete({ occupation2_ids: [] }), 'body.posting.occupation2_ids'],
    // Text only a script holds: empty once sanitised, so missing.
    ['a description that is only a script', complete({ description_html: '<script>alert(1)</script>' }), 'body.posting.description_html'],
  ])('submitting %s: 400 with the field', async (_, posting, field) => {
    const response = await create(me, 'review', posting);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field });
  });

  it('a draft may leave out what a review needs, but not break the rules of any save', async () => {
    expect((await create(me, 'draft', { title: '초안', description_html: '' })).statusCode).toBe(200);
    const past = await create(me, 'draft', { title: '초안', closes_on: koreanDay(Date.now() - 2 * DAY_MS) });
    expect(past.json()).toMatchObject({ code: 'bad_request', field: 'body.posting.closes_on' });
  });

  it.each([
    ['a level-2 occupation as occupation 1', { occupation1_id: 11601, occupation2_ids: [11602] }, 'body.posting.occupation1_id'],
    ['an unknown occupation 1', { occupation1_id: 99_999, occupation2_ids: [11601] }, 'body.posting.occupation1_id'],
    ['an occupation 2 of another parent', { occupation1_id: 11600, occupation2_ids: [11601, 11701] }, 'body.posting.occupation2_ids'],
    ['an unknown occupation 2', { occupation1_id: 11600, occupation2_ids: [99_999] }, 'body.posting.occupation2_ids'],
    ['an occupation 2 without occupation 1', { occupation1_id: null, occupation2_ids: [11601] }, 'body.posting.occupation2_ids'],
    ['a level-1 occupation as occupation 2', { occupation1_id: 11600, occupation2_ids: [11700] }, 'body.posting.occupation2_ids'],
  ])('%s: occupation_unknown with the field', async (_, occupations, field) => {
    const response = await create(me, 'draft', { title: '직무 확인', ...occupations });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'job_posting.occupation_unknown', field });
  });

  it('never stores or serves what the sanitiser drops', async () => {
    const response = await create(
      me,
      'review',
      complete({
        description_html:
          '<p onclick="steal()" style="color:red">소개<img src=x onerror=alert(1)></p><script>alert(1)</script><a href="jav&#x61;script:alert(1)">링크</a>',
        qualifications_html: '<ul><li>경력<ul><li>3년 이상</li></ul></li></ul><iframe src="https://evil.test"></iframe>',
      }),
    );
    expect(response.statusCode).toBe(200);
    const { id } = postingDetailResponse.parse(response.json()).data.posting;
    const posting = postingDetailResponse.parse((await me.get(`${BASE}/${id}`)).json()).data.posting;
    expect(posting.description_html).toBe('<p>소개</p><a rel="noopener noreferrer nofollow" target="_blank">링크</a>');
    expect(posting.qualifications_html).toBe('<ul><li>경력<ul><li>3년 이상</li></ul></li></ul>');
  });
});

describe('the review', () => {
  const runJob = async (job: (typeof jobs)['$inferSelect'] | undefined) => {
    if (!job) throw new Error('no review job');
    const claimed: Job = { id: job.id, kind: job.kind, payload: job.payload, attempts: 1 };
    const outcomes = await postingReviewHandler(t.database.db)([claimed]);
    expect(outcomes).toEqual([null]);
  };

  it('submitting enqueues the review job in the same change, due after POSTING_REVIEW_SECONDS', async () => {
    const response = await create(me, 'review', complete());
    const { id } = postingDetailResponse.parse(response.json()).data.posting;
    const row = await stored(id);
    expect(row).toMatchObject({ status: 'in_review', opensAt: null });
    const [job, ...more] = await reviewJobs(id);
    expect(more).toEqual([]);
    expect(job?.payload).toEqual({ id, review_requested_at: row?.reviewRequestedAt?.toISOString() });
    expect(job?.runAt.getTime()).toBe((row?.reviewRequestedAt?.getTime() ?? 0) + REVIEW_SECONDS * 1000);
    expect(await reviewJobs((await postingIn('draft')).id)).toEqual([]);
  });

  it('the job opens the posting it was made for', async () => {
    const { id } = postingDetailResponse.parse((await create(me, 'review', complete())).json()).data.posting;
    const [job] = await reviewJobs(id);
    await runJob(job);
    const row = await stored(id);
    expect(row?.status).toBe('open');
    expect(row?.opensAt).toBeInstanceOf(Date);
    // Run again (a worker died after the change): nothing moves.
    await runJob(job);
    expect((await stored(id))?.opensAt).toEqual(row?.opensAt);
  });

  it('a cancelled and resubmitted review is not opened by the first job, only by its own', async () => {
    const { id } = postingDetailResponse.parse((await create(me, 'review', complete())).json()).data.posting;
    expect((await act('review_cancel', id)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await update(me, id, 'review', complete())).statusCode).toBe(200);
    const [first, second] = (await reviewJobs(id)).sort((a, b) => a.id - b.id);
    await runJob(first);
    expect((await stored(id))?.status).toBe('in_review');
    await runJob(second);
    expect((await stored(id))?.status).toBe('open');
  });

  it('a review cancelled for good, or a posting deleted, is left alone', async () => {
    const cancelled = postingDetailResponse.parse((await create(me, 'review', complete())).json()).data.posting.id;
    await act('review_cancel', cancelled);
    await runJob((await reviewJobs(cancelled))[0]);
    expect((await stored(cancelled))?.status).toBe('draft');
    const deleted = postingDetailResponse.parse((await create(me, 'review', complete())).json()).data.posting.id;
    const [job] = await reviewJobs(deleted);
    await act('delete', deleted);
    await runJob(job);
    expect(await stored(deleted)).toBeUndefined();
  });

  it('the worker runs it once due', async () => {
    const { id } = postingDetailResponse.parse((await create(me, 'review', complete())).json()).data.posting;
    const runner = jobRunner(t.database.db);
    await runner.drain();
    expect((await stored(id))?.status).toBe('in_review');
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, (await reviewJobs(id))[0]?.id ?? 0));
    await runner.drain();
    expect((await stored(id))?.status).toBe('open');
  });
});

describe('copy', () => {
  it('a draft with every field but the deadline, no counters, made by the operator', async () => {
    const original = await postingIn('open', 1);
    const response = await act('copy', original.id);
    const row = postingActionResponse.parse(response.json()).data.posting;
    expect(row).toMatchObject({ status: 'draft', applicant_count: 0, not_opened: 0, view_count: 0, closes_at: null, opened_at: null });
    const copy = await stored(row.id);
    const keep = ({
      id: _i,
      status: _s,
      title: _t,
      closesAt: _c,
      alwaysOpen: _a,
      applicantCount: _n,
      notOpenedCount: _u,
      createdBy: _b,
      opensAt: _o,
      createdAt: _ca,
      updatedAt: _ua,
      ...rest
    }: NonNullable<typeof copy>) => rest;
    if (!copy) throw new Error('no copy');
    expect(keep(copy)).toEqual(keep(original));
    expect(copy).toMatchObject({ createdBy: operatorId, alwaysOpen: false, closesAt: null, applicantCount: 0, opensAt: null });
  });

  it('cuts a long title so that the copy still fits', async () => {
    const long = '가'.repeat(POSTING_TITLE_MAX);
    expect(copyTitle(long)).toHaveLength(POSTING_TITLE_MAX);
    expect(copyTitle(long).endsWith(POSTING_COPY_SUFFIX)).toBe(true);
    // Never half a surrogate pair.
    expect(copyTitle('😀'.repeat(50))).toBe(`${'😀'.repeat(47)}${POSTING_COPY_SUFFIX}`);
    const original = await postingIn('closed');
    await t.database.db.update(jobPostings).set({ title: long }).where(eq(jobPostings.id, original.id));
    const copy = postingActionResponse.parse((await act('copy', original.id)).json()).data.posting;
    expect(copy.title).toBe(copyTitle(long));
  });
});

describe('spec §6: registering', () => {
  it.each([
    ['basic without job-posting biz', { plan: 'basic', jobPostingBizs: false }, 403],
    ['standard without job-posting biz', { plan: 'standard', jobPostingBizs: false }, 403],
    ['premium_recruit without job-posting biz', { plan: 'premium_recruit', jobPostingBizs: false }, 200],
    ['basic with job-posting biz', { plan: 'basic', jobPostingBizs: true }, 200],
  ] as const)('%s: create and copy answer %i', async (_, plan, status) => {
    const db = t.database.db;
    const theirs = await makeCompany(db, plan);
    const client = await signInAs(t.app, await makeUser(db, { company: theirs }));
    const created = await create(client, 'draft', { title: '등록 확인' });
    const copied = await client.request({ method: 'POST', url: `${BASE}/${(await makePosting(db, { company: theirs })).id}/copy` });
    for (const response of [created, copied]) {
      expect(response.statusCode).toBe(status);
      if (status === 403) expect(response.json()).toMatchObject({ code: 'job_posting.register_not_allowed' });
    }
  });
});

describe("another company's posting", () => {
  it('answers 404 on every call, like a missing one, and is left as it was', async () => {
    const db = t.database.db;
    const theirs = await makePosting(db, { company: await makeCompany(db) });
    const before = await stored(theirs.id);
    const calls = [
      me.get(`${BASE}/${theirs.id}`),
      update(me, theirs.id, 'review', complete()),
      act('copy', theirs.id),
      act('close', theirs.id),
      act('review_cancel', theirs.id),
      act('delete', theirs.id),
      me.get(`/api/v5/partners/job/statistics?job_posting_ids=${theirs.id}`),
      me.get(`/api/v5/partners/job/statistics?job_posting_ids=${(await postingIn('open')).id},${theirs.id}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect(await stored(theirs.id)).toEqual(before);
  });
});
