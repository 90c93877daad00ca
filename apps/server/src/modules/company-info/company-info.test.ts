import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { companyPublicUrl, type CompanyInfoBody, type Upload, type UploadPurpose, type UsageKeyCode } from '@partners/contract';
import { companies, companyFeatureUsage, companyReviews } from '../../db/schema/index.js';
import { testConfig } from '../../platform/config.js';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';
import { makeCompany, makeUser, signInAs, type MadeCompany } from '../../test/factories.js';

type InfoData = {
  company: {
    id: number;
    name: string;
    logo: { upload_id: number; url: string; variants: Record<string, string> } | null;
    cover: { upload_id: number; url: string; variants: Record<string, string> } | null;
    industry: { level1: { id: number; name: string } | null; level2: { id: number; name: string } };
    founded_year: number | null;
    address: string | null;
    introduction: string | null;
    benefit_tags: string[];
    homepage: string | null;
    public_url: string;
    review: { average: number | null; count: number };
    updated_at: string | null;
  };
  industries: { id: number; name: string; children: { id: number; name: string }[] }[];
  can_set_cover: boolean;
};

const INFO = '/api/v5/partners/company/info';
const IMAGES = '/api/v5/partners/company/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const data = (response: { json: <T>() => T }) => response.json<{ data: InfoData }>().data;

/** A fresh company of `plan` with its top operator signed in, so each test changes only its own rows. */
async function operatorOf(plan: 'premium' | 'basic' = 'premium'): Promise<{ company: MadeCompany; client: Client }> {
  const company = await makeCompany(t.database.db, { plan });
  const client = await signInAs(t.app, await makeUser(t.database.db, { company }));
  return { company, client };
}

async function uploadImage(client: Client, purpose: UploadPurpose, width: number, height: number): Promise<Upload> {
  const boundary = `----partners${randomBytes(8).toString('hex')}`;
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${purpose}.png"\r\nContent-Type: image/png\r\n\r\n`;
  const response = await client.request({
    method: 'POST',
    url: `/api/v5/partners/uploads?purpose=${purpose}`,
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { upload: Upload } }>().data.upload;
}

async function usage(companyId: number, key: UsageKeyCode) {
  const [row] = await t.database.db
    .select({ inUse: companyFeatureUsage.inUse })
    .from(companyFeatureUsage)
    .where(and(eq(companyFeatureUsage.companyId, companyId), eq(companyFeatureUsage.keyCode, key)));
  return row?.inUse ?? null;
}

const body = (overrides: Partial<CompanyInfoBody> = {}): CompanyInfoBody => ({
  name: '이음클라우드',
  industry_id: 704,
  size: 'startup',
  founded_year: 2019,
  representative: '박도윤',
  address: '서울특별시 강남구 테헤란로 152, 12층',
  homepage: 'https://www.ieumcloud.co.kr',
  introduction: '이음클라우드는 사람과 일을 잇는 협업 도구를 만듭니다.',
  benefit_tags: ['유연근무제', '점심 식대 지원', '자기계발비'],
  ...overrides,
});

describe('companyInfo.get', () => {
  it('answers the demo company’s page: info, industry levels, logo and cover, public address, the taxonomy', async () => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const response = await admin.get(INFO);
    expect(response.statusCode).toBe(200);
    const info = data(response);
    expect(info.company).toMatchObject({
      id: 1,
      name: '누리클라우드',
      industry: { level1: { id: 700, name: 'IT/웹/통신' }, level2: { id: 701 } },
      public_url: companyPublicUrl(testConfig().links, 1),
    });
    // The seed fills every company's page.
    expect(info.company.founded_year).toEqual(expect.any(Number));
    expect(info.company.address).toMatch(/\S+ \S+/);
    expect(info.company.benefit_tags.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(info.company.logo?.variants ?? {})).toEqual(['large', 'small']);
    expect(info.company.logo?.variants.small).toMatch(/^\/files\/[0-9a-f]{32}\/small\.webp$/);
    expect(info.company.cover?.variants).toHaveProperty('medium');
    expect(info.can_set_cover).toBe(true);
    const it700 = info.industries.find((g) => g.id === 700);
    expect(it700?.children.map((c) => c.id)).toContain(701);
    // The seeded logo is served.
    const logo = await t.app.inject({ method: 'GET', url: info.company.logo?.variants.small ?? '' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
  });

  it('shows the cover as not settable on a plan without branding', async () => {
    const basic = await signedIn(t.app, 'basic@demo.test');
    const info = data(await basic.get(INFO));
    expect(info.company.id).toBe(2);
    expect(info.can_set_cover).toBe(false);
  });

  it('reads the review rating from the company’s reviews only', async () => {
    const { company, client } = await operatorOf();
    expect(data(await client.get(INFO)).company.review).toEqual({ average: null, count: 0 });
    const review = (ratingOverall: number, companyId = company.id) => ({
      companyId,
      employmentStatus: 'current' as const,
      ratingOverall,
      ratingCareer: 3,
      ratingPayBenefits: 3,
      ratingWorkLife: 3,
      ratingCulture: 3,
      ratingManagement: 3,
      title: '성장할 수 있는 회사',
      pros: '배울 점이 많은 동료들',
      cons: '바쁜 시기가 있음',
    });
    const other = await makeCompany(t.database.db);
    await t.database.db.insert(companyReviews).values([review(5), review(4), review(4), review(1, other.id)]);
    expect(data(await client.get(INFO)).company.review).toEqual({ average: 4.3, count: 3 });
  });

  it('answers each caller with their own company', async () => {
    const other = await signedIn(t.app, 'other@demo.test');
    expect(data(await other.get(INFO)).company.id).toBe(7);
  });
});

describe('companyInfo.update', () => {
  it('saves the page, stamps the change, and keeps the autocomplete’s initials current', async () => {
    const { company, client } = await operatorOf();
    const response = await client.request({ method: 'PUT', url: INFO, payload: body({ benefit_tags: ['유연근무제', '유연근무제', '재택근무'] }) });
    expect(response.statusCode).toBe(200);
    const info = data(response);
    expect(info.company).toMatchObject({
      name: '이음클라우드',
      industry: { level1: { id: 700 }, level2: { id: 704 } },
      founded_year: 2019,
      homepage: 'https://www.ieumcloud.co.kr',
      benefit_tags: ['유연근무제', '재택근무'],
    });
    expect(Date.now() - Date.parse(info.company.updated_at ?? '')).toBeLessThan(60_000);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.nameChoseong).toBe('ㅇㅇㅋㄹㅇㄷ');
    expect(data(await client.get(INFO)).company.name).toBe('이음클라우드');
  });

  it('counts the profile as in use only with an introduction, a founding year and an address', async () => {
    const { company, client } = await operatorOf();
    await client.request({ method: 'PUT', url: INFO, payload: body({ address: '  ' }) });
    expect(await usage(company.id, 'profile')).toBe(false);
    await client.request({ method: 'PUT', url: INFO, payload: body() });
    expect(await usage(company.id, 'profile')).toBe(true);
    await client.request({ method: 'PUT', url: INFO, payload: body({ introduction: null }) });
    expect(await usage(company.id, 'profile')).toBe(false);
  });

  it.each([
    ['a level 1 industry', 700],
    ['an unknown industry', 99_999],
  ])('refuses %s: company_info.industry_unknown, nothing saved', async (_what, industryId) => {
    const { company, client } = await operatorOf();
    const response = await client.request({ method: 'PUT', url: INFO, payload: body({ industry_id: industryId }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'company_info.industry_unknown', field: 'body.industry_id' });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.industryId).toBe(701);
    expect(row?.profileUpdatedAt).toBeNull();
  });

  it.each([
    ['a founding year in the future', { founded_year: new Date().getUTCFullYear() + 1 }, 'body.founded_year'],
    ['a founding year before 1900', { founded_year: 1899 }, 'body.founded_year'],
    ['a homepage that is no address', { homepage: 'javascript:alert(1)' }, 'body.homepage'],
    ['a blank name', { name: '   ' }, 'body.name'],
    ['too many benefit tags', { benefit_tags: Array.from({ length: 21 }, (_, i) => `복지 ${i}`) }, 'body.benefit_tags'],
  ])('refuses %s with the field', async (_what, overrides, field) => {
    const { client } = await operatorOf();
    const response = await client.request({ method: 'PUT', url: INFO, payload: body(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field });
  });

  it('stores text as text: markup in the introduction comes back as it was typed, never as a page element', async () => {
    const { client } = await operatorOf();
    const introduction = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const response = await client.request({ method: 'PUT', url: INFO, payload: body({ introduction }) });
    expect(data(response).company.introduction).toBe(introduction);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('companyInfo.setImage', () => {
  it('sets the logo, and the console header’s logo with it; null removes it', async () => {
    const { company, client } = await operatorOf();
    const logo = await uploadImage(client, 'logo', 300, 300);
    const response = await client.request({ method: 'PUT', url: `${IMAGES}/logo`, payload: { upload_id: logo.id } });
    expect(response.statusCode).toBe(200);
    expect(data(response).company.logo).toEqual({ upload_id: logo.id, url: logo.url, variants: logo.variants, width: 400, height: 400 });
    const header = await client.get('/api/v3/business_center/info/info');
    expect(header.json<{ data: { user: { company_logo: string } } }>().data.user.company_logo).toBe(logo.variants.small);

    const removed = await client.request({ method: 'PUT', url: `${IMAGES}/logo`, payload: { upload_id: null } });
    expect(data(removed).company.logo).toBeNull();
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.logoUrl).toBeNull();
  });

  it('sets and removes the cover on a branding plan, keeping the cover_photo usage item current', async () => {
    const { company, client } = await operatorOf('premium');
    const cover = await uploadImage(client, 'cover', 1920, 600);
    const set = await client.request({ method: 'PUT', url: `${IMAGES}/cover`, payload: { upload_id: cover.id } });
    expect(data(set).company.cover?.upload_id).toBe(cover.id);
    expect(await usage(company.id, 'cover_photo')).toBe(true);
    const removed = await client.request({ method: 'PUT', url: `${IMAGES}/cover`, payload: { upload_id: null } });
    expect(data(removed).company.cover).toBeNull();
    expect(await usage(company.id, 'cover_photo')).toBe(false);
  });

  it('refuses the cover without a branding plan: plan.branding_required, nothing changes', async () => {
    const { company, client } = await operatorOf('basic');
    const cover = await uploadImage(client, 'cover', 1920, 600);
    const response = await client.request({ method: 'PUT', url: `${IMAGES}/cover`, payload: { upload_id: cover.id } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'plan.branding_required' });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.coverUploadId).toBeNull();
    expect(await usage(company.id, 'cover_photo')).toBeNull();
  });

  it('refuses an upload made for the other slot: upload.purpose_mismatch', async () => {
    const { client } = await operatorOf();
    const cover = await uploadImage(client, 'cover', 1920, 600);
    const logo = await uploadImage(client, 'logo', 200, 200);
    for (const [slot, id] of [
      ['logo', cover.id],
      ['cover', logo.id],
    ] as const) {
      const response = await client.request({ method: 'PUT', url: `${IMAGES}/${slot}`, payload: { upload_id: id } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'upload.purpose_mismatch' });
    }
  });

  it('answers another company’s upload with the same 404 as a missing one', async () => {
    const mine = await operatorOf();
    const theirs = await operatorOf();
    const logo = await uploadImage(theirs.client, 'logo', 200, 200);
    for (const id of [logo.id, 999_999]) {
      const response = await mine.client.request({ method: 'PUT', url: `${IMAGES}/logo`, payload: { upload_id: id } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect(data(await mine.client.get(INFO)).company.logo).toBeNull();
  });

  it('refuses an unknown slot', async () => {
    const { client } = await operatorOf();
    expect((await client.request({ method: 'PUT', url: `${IMAGES}/banner`, payload: { upload_id: null } })).statusCode).toBe(400);
  });
});
