import { describe, expect, it } from 'vitest';
import { POSTING_TITLE_MAX, postingDetailResponse } from '@partners/contract';
import { DAY_MS, koreanDay } from '@partners/contract/korea-time';
import { makeCompany, makePosting, makeUser, signInAs } from '../../test/factories.js';
import { BASE, t, me, operatorId, complete, create, stored, usePostingActionsApp } from './job-posting-actions.fixtures.js';

/** Saving a posting from the form (drafts, limits, the review request), and who may register one (spec §6). */
usePostingActionsApp();

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
