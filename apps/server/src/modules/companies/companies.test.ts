import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/factories.js';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';

let t: TestApp;
let partner: Client;
beforeAll(async () => {
  t = await createTestApp();
  partner = await signedIn(t.app, 'partner@demo.test');
});
afterAll(() => t.close());

async function nicknames(client: Client, query: Record<string, string>) {
  const response = await client.get(`/autocomplete/company_names.json?${new URLSearchParams(query).toString()}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ nicknames: { id: number; label: string }[] }>().nicknames;
}

describe('GET /autocomplete/company_names.json', () => {
  it('labels results "name | industry" with with_industry=true', async () => {
    const rows = await nicknames(partner, { term: '누리클라우드', with_industry: 'true', exact_name: 'true' });
    expect(rows[0]).toEqual({ id: 1, label: '누리클라우드 | 솔루션·SI·ERP' });
  });

  it('matches initial consonants (ㄴㄹㅋ → 누리클라우드)', async () => {
    const rows = await nicknames(partner, { term: 'ㄴㄹㅋ', managed: 'true' });
    expect(rows.map((r) => r.label)).toEqual(['누리클라우드']);
  });

  it('with managed=true lists only companies the partner admin may manage', async () => {
    const rows = await nicknames(partner, { term: 'ㅂ', managed: 'true' });
    expect(rows.map((r) => r.id)).not.toContain(2);
    const all = await nicknames(partner, { term: '바른손', managed: 'false' });
    expect(all.map((r) => r.id)).toContain(2);
  });

  it('answers an empty or blank term with no rows', async () => {
    expect(await nicknames(partner, { term: '   ' })).toEqual([]);
  });

  it('treats LIKE wildcards in the term as text', async () => {
    expect(await nicknames(partner, { term: '%' })).toEqual([]);
    expect(await nicknames(partner, { term: '_' })).toEqual([]);
  });

  describe('exact_name=true matches the whole name only', () => {
    // Names of their own: one is the start of the others, so a prefix or substring search finds all three.
    const names = ['파란별공방', '파란별공방테크', '주식회사 파란별공방 Labs'];
    let ids: number[] = [];
    beforeAll(async () => {
      ids = [];
      for (const name of names) ids.push((await makeCompany(t.database.db, { name })).id);
    });

    it.each([
      ['the whole name', '파란별공방', [0]],
      ['the whole name, any case and repeated spaces', '주식회사  파란별공방 labs', [2]],
      ['all of the initial consonants', 'ㅍㄹㅂㄱㅂ', [0]],
      ['only a part of a name', '파란별', []],
      ['the initial consonants of a part', 'ㅍㄹㅂ', []],
    ])('%s (%s)', async (_rule, term, expected) => {
      const rows = await nicknames(partner, { term, exact_name: 'true' });
      expect(rows.map((r) => r.id)).toEqual(expected.map((i) => ids[i]));
    });

    it('without it the same term still finds every name that contains it', async () => {
      const rows = await nicknames(partner, { term: '파란별공방' });
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    });
  });

  it('rejects a term over 50 characters with 400 naming it', async () => {
    const response = await partner.get(`/autocomplete/company_names.json?term=${'가'.repeat(51)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'query.term' });
  });
});
