import { eq, sql } from 'drizzle-orm';
import { josa } from 'es-hangul';
import { isBranding, type CompanySize, type PostKind, type PostStatus } from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';
import { companies, companyPosts } from '../../db/schema/index.js';
import type { PostDraft } from '../../db/schema/company-page.js';
import type { FileStorage } from '../../platform/storage/storage.js';
import { sanitizeNewsroomHtml } from '../../platform/rich-text.js';
import { saveUpload, variantUrl, type UploadRow } from '../../modules/uploads/uploads.service.js';
import type { SeedContext, SeedStep, SeededCompany } from '../context.js';
import { DEMO_COMPANIES } from '../demo-accounts.js';
import { bannerImage, logoImage, sceneImage } from '../demo-images.js';
import { koreanName, type Rng } from '../random.js';
import { INDUSTRIES } from '../taxonomy.js';
import { ADDRESS_ROADS, BENEFIT_TAGS, CULTURE_SENTENCES, INDUSTRY_SENTENCES, INDUSTRY_WORK, NAME_WORDS } from '../company-page-vocabulary.js';
import { NEWS_POSTS, PRESS_POSTS, STORY_POSTS, type PostTemplate } from '../company-post-vocabulary.js';

const INFO_BATCH = 5_000;

const FOUNDED: Record<CompanySize, readonly [number, number]> = {
  large: [1955, 2005],
  public: [1962, 2010],
  foreign: [1975, 2015],
  mid: [1985, 2016],
  small: [1990, 2021],
  startup: [2012, 2023],
};

const parentOf = new Map(INDUSTRIES.map((i) => [i.id, i.parentId]));

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  return rng.faker.helpers.shuffle([...items]);
}

function plainName(name: string): string {
  return name.replace(/\(주\)|주식회사\s*/g, '').trim();
}

/** The company's web address from its name's parts (누리 + 클라우드 → nuricloud), as Korean companies name theirs. */
function homepage(rng: Rng, company: SeededCompany): string | null {
  if (rng.chance(0.12)) return null;
  let rest = plainName(company.name);
  let slug = '';
  const words = Object.keys(NAME_WORDS).sort((a, b) => b.length - a.length);
  while (rest.length > 0) {
    const word = words.find((w) => rest.startsWith(w));
    if (!word) return `https://www.company${company.id}.co.kr`;
    slug += NAME_WORDS[word];
    rest = rest.slice(word.length);
  }
  return `https://www.${slug}.${rng.pick(['co.kr', 'co.kr', 'com', 'kr'])}`;
}

function address(rng: Rng): string {
  const [area, road, low, high] = rng.pick(ADDRESS_ROADS);
  const floor = rng.chance(0.6) ? `, ${rng.int(2, 22)}층` : '';
  return `${area} ${road} ${rng.int(low, high)}${floor}`;
}

function introduction(rng: Rng, company: SeededCompany): string {
  const group = parentOf.get(company.industryId) ?? company.industryId;
  const work = INDUSTRY_WORK[company.industryId] ?? '고객에게 더 나은 가치를 전하는';
  const sentences = [`${josa(plainName(company.name), '은/는')} ${work} 기업입니다.`];
  sentences.push(...shuffled(rng, INDUSTRY_SENTENCES[group] ?? []).slice(0, rng.int(1, 2)));
  if (rng.chance(0.6)) sentences.push(rng.pick(CULTURE_SENTENCES));
  return sentences.join(' ');
}

/** Every company's page: founded, representative, address, homepage, introduction and benefit tags. */
function companyInfo(ctx: SeedContext, company: SeededCompany) {
  const [from, to] = FOUNDED[company.size];
  return {
    id: company.id,
    founded_year: ctx.rng.int(from, Math.min(to, ctx.now.getUTCFullYear() - 1)),
    representative: koreanName(ctx.rng),
    address: address(ctx.rng),
    homepage: homepage(ctx.rng, company),
    introduction: introduction(ctx.rng, company),
    benefit_tags: shuffled(ctx.rng, BENEFIT_TAGS).slice(0, ctx.rng.int(3, 8)),
    profile_updated_at: new Date(ctx.now.getTime() - ctx.rng.int(1, 200) * DAY_MS).toISOString(),
  };
}

async function writeCompanyInfo(ctx: SeedContext) {
  const db = ctx.database.db;
  for (let start = 0; start < ctx.companies.length; start += INFO_BATCH) {
    const batch = ctx.companies.slice(start, start + INFO_BATCH).map((c) => companyInfo(ctx, c));
    await db.execute(sql`
      update companies c set
        founded_year = x.founded_year, representative = x.representative, address = x.address, homepage = x.homepage,
        introduction = x.introduction, benefit_tags = x.benefit_tags, profile_updated_at = x.profile_updated_at
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(
        id int, founded_year int, representative text, address text, homepage text, introduction text,
        benefit_tags text[], profile_updated_at timestamptz)
      where c.id = x.id`);
    ctx.progress.advance(batch.length);
  }
  // Every page now has an introduction, a founding year and an address: spec §3's profile item is in use.
  await db.execute(sql`update company_feature_usage set in_use = true, updated_at = ${ctx.now.toISOString()} where key_code = 'profile'`);
}

/** 32 hex characters from the seed's random source, so the demo's file addresses are the same on every machine. */
function token(rng: Rng): string {
  return rng.faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' });
}

type Store = (companyId: number, purpose: 'logo' | 'cover' | 'post_image', name: string, bytes: Buffer) => Promise<UploadRow>;

function storeWith(ctx: SeedContext, storage: FileStorage): Store {
  const uploaders = new Map<number, number>();
  for (const op of [...ctx.operators].reverse()) uploaders.set(op.companyId, op.userId);
  return (companyId, purpose, name, bytes) =>
    saveUpload(ctx.database.db, storage, { companyId, userId: uploaders.get(companyId) ?? null, purpose, name, bytes, token: token(ctx.rng) });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Fills a template's `{name}` (with the particle its last syllable takes), `{year}` and `{lastYear}`. */
function fill(text: string, company: SeededCompany, year: number): string {
  const name = plainName(company.name);
  return text
    .replace(/\{name\}이\(가\)/g, josa(name, '이/가'))
    .replace(/\{name\}은\(는\)/g, josa(name, '은/는'))
    .replace(/\{name\}/g, name)
    .replace(/\{year\}/g, String(year))
    .replace(/\{lastYear\}/g, String(year - 1));
}

function bodyHtml(template: PostTemplate, company: SeededCompany, year: number, image: { url: string; alt: string } | null): string {
  const [first, ...rest] = template.paragraphs.map((p) => `<p>${escapeHtml(fill(p, company, year))}</p>`);
  const parts = [first ?? ''];
  if (image) parts.push(`<p><img src="${image.url}" alt="${escapeHtml(image.alt)}"></p>`);
  if (template.heading) parts.push(`<h3>${escapeHtml(template.heading)}</h3>`);
  if (template.list) parts.push(`<ul>${template.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
  parts.push(...rest);
  // Stored as the server stores what the editor sends.
  return sanitizeNewsroomHtml(parts.join(''));
}

const BOARDS: readonly (readonly [PostKind, readonly PostTemplate[]])[] = [
  ['news', NEWS_POSTS],
  ['story', STORY_POSTS],
  ['press_release', PRESS_POSTS],
];

/**
 * The newsroom of a demo company: each board's posts in order (1 first, the newest), mostly published
 * with a draft or two; each story carries a picture, stored as a post image (and so does every post of
 * the first demo company, as its cover).
 */
async function seedPosts(ctx: SeedContext, company: SeededCompany, store: Store, imageSize: readonly [number, number]) {
  const authorId = ctx.operators.find((op) => op.companyId === company.id)?.userId ?? null;
  const rows: (typeof companyPosts.$inferInsert)[] = [];
  for (const [kind, templates] of BOARDS) {
    const count = company.id === 1 ? ctx.rng.int(3, 6) : ctx.rng.int(1, 3);
    const chosen = shuffled(ctx.rng, templates).slice(0, count);
    let daysAgo = ctx.rng.int(1, 6);
    for (const [k, template] of chosen.entries()) {
      // The last of a board of three or more waits as a draft; others are published now and then unpublished.
      const status: PostStatus = (count >= 3 && k === count - 1) || (k > 0 && ctx.rng.chance(0.15)) ? 'draft' : 'published';
      const at = new Date(ctx.now.getTime() - daysAgo * DAY_MS - ctx.rng.int(0, 8 * 60) * 60_000);
      const year = at.getUTCFullYear();
      const title = fill(template.title, company, year);
      let image: UploadRow | null = null;
      // Every story has a picture (its cover, and in its body); the first demo company's news and press
      // releases have a cover picture too.
      if (kind === 'story' || company.id === 1) {
        image = await store(company.id, 'post_image', `${kind}-${k + 1}.png`, await sceneImage(ctx.rng, imageSize[0], imageSize[1]));
      }
      const content = {
        title,
        summary: fill(template.summary, company, year),
        body_html: bodyHtml(template, company, year, image && kind === 'story' ? { url: variantUrl(image, 'large'), alt: title } : null),
        cover_upload_id: image?.id ?? null,
      };
      // One published news post of the first demo company has edits waiting to be published.
      const draft: PostDraft | null =
        company.id === 1 && kind === 'news' && k === 0 && status === 'published'
          ? {
              ...content,
              summary: `${content.summary} 자세한 일정은 채용 공고에서 확인해 주세요.`,
              saved_at: new Date(ctx.now.getTime() - 3_600_000).toISOString(),
            }
          : null;
      rows.push({
        companyId: company.id,
        kind,
        status,
        title: content.title,
        summary: content.summary,
        bodyHtml: content.body_html,
        coverUploadId: content.cover_upload_id,
        position: k + 1,
        draft,
        revision: draft ? 2 : 1,
        authorId,
        publishedAt: status === 'published' ? at : null,
        createdAt: new Date(at.getTime() - ctx.rng.int(1, 3) * DAY_MS),
        updatedAt: draft ? new Date(draft.saved_at) : at,
      });
      daysAgo += ctx.rng.int(4, 25);
    }
  }
  await ctx.database.db.insert(companyPosts).values(rows);
}

/**
 * The company page (spec §2 business_managements): every company's info; for the demo companies a logo,
 * a cover where the plan is a branding one and the company uses it, and the newsroom's posts. The images
 * are drawn here and stored through the upload path (checks, crops, WebP variants), into the storage
 * the seed was given. `small` (every API test seeds it) draws small source pictures.
 */
export const companyPageStep: SeedStep = {
  name: '기업 페이지',
  async run(ctx) {
    const storage = ctx.storage;
    if (!storage) throw new Error('The company page step stores demo images: pass a storage to seedDatabase');
    const demos = DEMO_COMPANIES.map((d) => ctx.companies.find((c) => c.id === d.id)).filter((c): c is SeededCompany => c !== undefined);
    ctx.progress.start(this.name, ctx.companies.length + demos.length);
    await writeCompanyInfo(ctx);

    const small = ctx.size === 'small';
    const store = storeWith(ctx, storage);
    for (const company of demos) {
      const demo = DEMO_COMPANIES.find((d) => d.id === company.id);
      const logo = await store(company.id, 'logo', 'logo.png', await logoImage(ctx.rng, small ? 240 : 640));
      let coverId: number | null = null;
      if (demo && isBranding(company.plan) && demo.usage.includes('cover_photo')) {
        const bytes = await bannerImage(ctx.rng, small ? 960 : 2400, small ? 320 : 800);
        coverId = (await store(company.id, 'cover', 'cover.png', bytes)).id;
      }
      await ctx.database.db
        .update(companies)
        .set({ logoUploadId: logo.id, logoUrl: variantUrl(logo, 'small'), coverUploadId: coverId })
        .where(eq(companies.id, company.id));
      await seedPosts(ctx, company, store, small ? [480, 270] : [1600, 900]);
      ctx.progress.advance(1);
    }
    ctx.progress.finish();
  },
};
