import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POSTING_COPY_SUFFIX, POSTING_TITLE_MAX, postingActionResponse, postingDetailResponse } from '@partners/contract';
import { jobPostings, jobs } from '../../db/schema/index.js';
import type { Job } from '../../platform/jobs.js';
import { jobRunner } from '../../test/jobs.js';
import { copyTitle } from './job-posting-changes.service.js';
import { postingReviewHandler } from './job-postings.jobs.js';
import {
  REVIEW_SECONDS,
  t,
  me,
  operatorId,
  complete,
  create,
  update,
  stored,
  reviewJobs,
  postingIn,
  act,
  usePostingActionsApp,
} from './job-posting-actions.fixtures.js';

/** The posting review job and copying a posting. */
usePostingActionsApp();

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
