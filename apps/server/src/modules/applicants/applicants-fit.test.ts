import { describe, expect, it } from 'vitest';

import { fitCandidatesResponse } from '@partners/contract';
import { type Client } from '../../test/harness.js';
import { makeApplication, makeJobSeeker, makePosting, makeUser, signInAs } from '../../test/factories.js';
import { ids, t, mine, company, posting, foreignPosting, useApplicantsApp } from './applicants.fixtures.js';

/** The fit candidates of a posting, from the talent pool. */
useApplicantsApp();

describe('applicants.fit', () => {
  const fit = (client: Client, id: number) => client.get(`/api/v5/partners/job/postings/${id}/fit_candidates`);

  it("finds talent-pool seekers of the posting's occupation and experience, masked, without its applicants", async () => {
    const db = t.database.db;
    const target = await makePosting(db, {
      company,
      occupation1Id: 11600,
      occupation2Ids: [11601],
      experienceKind: 'experienced',
      experienceMinYears: 3,
      experienceMaxYears: 7,
    });
    const top = await makeJobSeeker(db, { name: '조하늘', occupation2Id: 11601, yearsOfExperience: 5, rankScore: 10_000 });
    const applied = await makeJobSeeker(db, { name: '조바람', occupation2Id: 11601, yearsOfExperience: 5, rankScore: 10_001 });
    await makeApplication(db, { posting: target, seeker: applied });
    await makeJobSeeker(db, { name: '조구름', occupation2Id: 11601, yearsOfExperience: 1, rankScore: 10_002 });
    const response = await fit(mine, target.id);
    expect(response.statusCode, response.body).toBe(200);
    const data = fitCandidatesResponse.parse(response.json()).data;
    expect(data.criteria.experience).toBe('3-7');
    expect(data.criteria.occupation_names).toHaveLength(1);
    expect(data.candidates[0]).toMatchObject({ name: '조○○', years_of_experience: 5, occupation_name: data.criteria.occupation_names[0] });
    expect(data.candidates.every((c) => c.years_of_experience >= 3 && c.years_of_experience <= 7)).toBe(true);
    expect(data.candidates.every((c) => c.occupation_name === data.criteria.occupation_names[0])).toBe(true);
    expect(data.candidates.every((c) => /^.○+$/.test(c.name))).toBe(true);
    // The best-ranked match is first; the one who applied (ranked higher still) is left out.
    expect(data.candidates[0]?.user_id).toBe(ids.encode(top.id));
    expect(data.candidates.map((c) => c.user_id)).not.toContain(ids.encode(applied.id));
  });

  it('reads newcomers as 0 years, and a posting without occupations as nobody', async () => {
    const db = t.database.db;
    const newcomer = await makePosting(db, { company, experienceKind: 'newcomer' });
    const data = fitCandidatesResponse.parse((await fit(mine, newcomer.id)).json()).data;
    expect(data.criteria.experience).toBe('newcomer');
    expect(data.candidates.every((c) => c.years_of_experience === 0)).toBe(true);
    const bare = await makePosting(db, { company, status: 'draft', occupation1Id: null, occupation2Ids: [], experienceKind: null });
    const none = fitCandidatesResponse.parse((await fit(mine, bare.id)).json()).data;
    expect(none).toEqual({
      candidates: [],
      page_info: { page: 1, per: 20, total: 0, total_pages: 1 },
      criteria: { occupation_names: [], experience: 'any' },
    });
  });

  it("answers 404 for another company's posting, and needs the privacy agreement", async () => {
    expect((await fit(mine, foreignPosting.id)).statusCode).toBe(404);
    const unagreed = await signInAs(t.app, await makeUser(t.database.db, { company }));
    expect((await fit(unagreed, posting.id)).json()).toMatchObject({ code: 'privacy_agreement_required' });
  });
});
