import { describe, expect, it } from 'vitest';
import { POSTING_COPY_SUFFIX, postingActionResponse, postingDetailResponse, type PostingStatus } from '@partners/contract';
import { makeCompany, makePosting } from '../../test/factories.js';
import {
  BASE,
  t,
  me,
  complete,
  update,
  stored,
  reviewJobs,
  type State,
  postingIn,
  type Action,
  act,
  usePostingActionsApp,
} from './job-posting-actions.fixtures.js';

/** The posting actions' state machine (spec §6): each state × each action, and another company's posting. */
usePostingActionsApp();

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
