import { getChoseong } from 'es-hangul';
import { INDUSTRIES, OCCUPATIONS } from '../taxonomy.js';
import { SEED_SIZES, copyInBatches, type SeedContext, type SeedStep, type SeededCompany } from '../context.js';
import type { CompanySize, PrivilegeMasterCode, ReputationRating } from '@partners/contract';
import { USAGE_KEY_CODES } from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';
import { DEMO_COMPANIES } from '../demo-accounts.js';

const PREFIXES = [
  '한빛',
  '누리',
  '새롬',
  '가온',
  '다온',
  '온누리',
  '하람',
  '미래',
  '태성',
  '동양',
  '대한',
  '서울',
  '케이',
  '그린',
  '블루',
  '스마트',
  '넥스트',
  '에이스',
  '코리아',
  '한결',
  '세종',
  '한울',
  '푸른',
  '늘봄',
  '아름',
  '해솔',
  '다솜',
  '별빛',
  '이음',
  '바로',
  '참',
  '큰길',
  '우리',
  '새빛',
  '한마음',
  '대성',
  '삼정',
  '일진',
  '동아',
  '신성',
];
const MIDDLES = ['', '', '', '에이아이', '디지털', '글로벌', '인터', '메디', '바이오', '에코', '유니', '퓨처'];
/** Business words with the level-2 industries they suggest. */
const DOMAINS: [string, number[]][] = [
  ['소프트', [701, 704]],
  ['테크', [701, 705, 201]],
  ['랩스', [701, 704, 707]],
  ['솔루션즈', [701]],
  ['네트웍스', [705]],
  ['시스템즈', [701, 201]],
  ['게임즈', [706]],
  ['커머스', [703, 401]],
  ['시큐리티', [707]],
  ['클라우드', [701, 704]],
  ['바이오', [301]],
  ['제약', [301]],
  ['메디컬', [302, 303]],
  ['푸드', [102, 404]],
  ['물산', [403, 401]],
  ['로지스', [402]],
  ['건설', [601]],
  ['개발', [603]],
  ['에너지', [204]],
  ['모빌리티', [203]],
  ['정밀', [201, 202]],
  ['반도체', [202]],
  ['에듀', [502, 503]],
  ['미디어', [801, 804]],
  ['애드', [802]],
  ['디자인', [803]],
  ['캐피탈', [904]],
  ['증권', [902]],
  ['손해보험', [903]],
  ['호텔앤리조트', [101]],
];
const LEGAL_FORMS = ['', '', '(주)', '주식회사 '];

function companyName(ctx: SeedContext): { name: string; industryId: number } {
  const [domain, industryIds] = ctx.rng.pick(DOMAINS);
  const base = `${ctx.rng.pick(PREFIXES)}${ctx.rng.pick(MIDDLES)}${domain}`;
  const form = ctx.rng.pick(LEGAL_FORMS);
  return { name: form === '(주)' ? `(주)${base}` : `${form}${base}`, industryId: ctx.rng.pick(industryIds) };
}

const SIZES: readonly (readonly [CompanySize, number])[] = [
  ['small', 45],
  ['startup', 20],
  ['mid', 20],
  ['large', 8],
  ['public', 4],
  ['foreign', 3],
];
const PLANS: readonly (readonly [PrivilegeMasterCode, number])[] = [
  ['basic', 55],
  ['standard', 20],
  ['premium', 14],
  ['premium_recruit', 7],
  ['vip', 4],
];
const RATINGS: readonly (readonly [ReputationRating, number])[] = [
  ['GOOD', 25],
  ['MID', 45],
  ['LOW_MID', 20],
  ['BAD', 10],
];

export const taxonomyStep: SeedStep = {
  name: '직무·산업 분류',
  async run(ctx) {
    ctx.progress.start(this.name, INDUSTRIES.length + OCCUPATIONS.length);
    const rows = (list: typeof INDUSTRIES) => list.map((r) => [r.id, r.parentId, r.name]);
    await ctx.database.copyRows('industries', ['id', 'parent_id', 'name'], rows(INDUSTRIES));
    await ctx.database.copyRows('occupations', ['id', 'parent_id', 'name'], rows(OCCUPATIONS));
    ctx.progress.advance(INDUSTRIES.length + OCCUPATIONS.length);
    ctx.progress.finish();
  },
};

function* generateCompanies(
  ctx: SeedContext,
  total: number,
): Generator<SeededCompany & { rating: [ReputationRating, ReputationRating]; logo: string | null }> {
  for (const demo of DEMO_COMPANIES) {
    yield { ...demo, rating: [demo.companyRating, demo.industryRating], logo: null };
  }
  for (let id = DEMO_COMPANIES.length + 1; id <= total; id++) {
    const { name, industryId } = companyName(ctx);
    const plan = ctx.rng.weighted(PLANS);
    yield {
      id,
      name,
      industryId,
      size: ctx.rng.weighted(SIZES),
      plan,
      jobPostingBizs: plan === 'premium_recruit' ? ctx.rng.chance(0.5) : ctx.rng.chance(0.6),
      rating: [ctx.rng.weighted(RATINGS), ctx.rng.weighted(RATINGS)],
      logo: null,
    };
  }
}

export const companiesStep: SeedStep = {
  name: '기업',
  async run(ctx) {
    const total = Math.max(SEED_SIZES[ctx.size].companies, DEMO_COMPANIES.length);
    ctx.progress.start(this.name, total * 3);
    const companyRows: unknown[][] = [];
    const planRows: unknown[][] = [];
    const usageRows: unknown[][] = [];
    const demoById = new Map(DEMO_COMPANIES.map((c) => [c.id, c]));
    for (const c of generateCompanies(ctx, total)) {
      ctx.companies.push({ id: c.id, name: c.name, industryId: c.industryId, size: c.size, plan: c.plan, jobPostingBizs: c.jobPostingBizs });
      companyRows.push([
        c.id,
        c.name,
        getChoseong(c.name.replace(/\(주\)|주식회사\s*/g, '')),
        c.industryId,
        c.size,
        c.logo,
        c.rating[0],
        c.rating[1],
        ctx.now,
      ]);
      const demo = demoById.get(c.id);
      const agreed = demo ? demo.tosAgreed : ctx.rng.chance(0.97);
      planRows.push([
        c.id,
        c.plan,
        c.jobPostingBizs,
        demo ? demo.isAlriAuth : ctx.rng.chance(0.35),
        demo ? demo.isSalaryApply : ctx.rng.chance(0.2),
        agreed ? new Date(ctx.now.getTime() - ctx.rng.int(1, 700) * DAY_MS) : null,
      ]);
      for (const key of USAGE_KEY_CODES) {
        usageRows.push([c.id, key, demo ? demo.usage.includes(key) : ctx.rng.chance(0.45), ctx.now]);
      }
    }
    // Choseong is computed on the plain name, so (주) and 주식회사 do not get in the way of ㅈㅍ.
    await copyInBatches(
      ctx,
      'companies',
      ['id', 'name', 'name_choseong', 'industry_id', 'size', 'logo_url', 'company_rating', 'industry_rating', 'created_at'],
      companyRows,
    );
    await copyInBatches(
      ctx,
      'company_plans',
      ['company_id', 'privilege_master_code', 'job_posting_bizs', 'is_alri_auth', 'is_salary_apply', 'tos_recruitment_agreed_at'],
      planRows,
    );
    ctx.progress.advance(total - planRows.length);
    await ctx.database.copyRows('company_feature_usage', ['company_id', 'key_code', 'in_use', 'updated_at'], usageRows);
    ctx.progress.advance(total);
    ctx.progress.finish();
  },
};
