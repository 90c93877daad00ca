import { describe, expect, it } from 'vitest';

import { makePosting } from '../../test/factories.js';
import { MINUTE, t, mine, theirs, company, posting, foreignPosting, app, APPLICANTS, list, names, useApplicantsApp } from './applicants.fixtures.js';

/** The applicants list (decision 0017): filters, order, counts, scope. */
useApplicantsApp();

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
