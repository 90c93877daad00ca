import { sql } from 'drizzle-orm';
import { BENEFIT_CODES, isBranding, type BenefitCode, type CompanySize, type ReviewableType, type UsageKeyCode } from '@partners/contract';
import { KOREA_UTC_OFFSET_MINUTES, koreanMonth } from '@partners/contract/korea-time';
import { SEED_SIZES, type SeedContext, type SeedSize, type SeedStep, type SeededCompany } from '../context.js';
import { DEMO_COMPANIES } from '../demo-accounts.js';
import { FAMILY_INDUSTRIES } from '../posting-vocabulary.js';
import type { Rng } from '../random.js';
import {
  COMMON_QUESTIONS,
  FAMILY_BASE_SALARY,
  FAMILY_LINES,
  FAMILY_QUESTIONS,
  INDUSTRY_SALARY_FACTOR,
  INTERVIEW_PROCESSES,
  INTERVIEW_TITLES,
  OCCUPATION_SALARY_FACTOR,
  REPLIES,
  REVIEW_CONS,
  REVIEW_PROS,
  REVIEW_TITLES,
  REVIEW_WISHES,
  WELFARE_LINES,
  bandOf,
} from '../review-vocabulary.js';
import { addForeignKeys, createIndexes, dropForeignKeys, dropSecondaryIndexes, vacuumAnalyze } from '../seed.repo.js';
import { INDUSTRIES, OCCUPATIONS } from '../taxonomy.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
const OFFSET = KOREA_UTC_OFFSET_MINUTES * MINUTE;
/** Reviews go back three years, more of them recent. */
const HISTORY_DAYS = 3 * 365;
/** The review tables' insert triggers enqueue no alert for the seed's own rows (migration 0008). */
const QUIET = { settings: { 'partners.skip_review_alerts': 'on' } } as const;
const BATCH = 20_000;
const REBUILD_FROM = 50_000;
const ANALYZE_FROM = 10_000;

type Volume = { company: number; interview: number; welfare: number; salary: number };
/** 누리클라우드 (demo company 1) has the most; the other demo companies a tenth of it. */
const DEMO_VOLUME: Record<SeedSize, Volume> = {
  small: { company: 150, interview: 50, welfare: 60, salary: 200 },
  default: { company: 1_500, interview: 500, welfare: 600, salary: 3_000 },
  large: { company: 100_000, interview: 20_000, welfare: 20_000, salary: 40_000 },
};
const SIZE_WEIGHT: Record<CompanySize, number> = { large: 5, public: 3, foreign: 2, mid: 2, startup: 1, small: 0.6 };
const SIZE_PAY: Record<CompanySize, number> = { large: 1.3, public: 1.1, foreign: 1.25, mid: 1, startup: 0.95, small: 0.85 };

const LEVEL1 = new Map(INDUSTRIES.map((i) => [i.id, i.parentId ?? i.id]));
const FAMILY = new Map(OCCUPATIONS.map((o) => [o.id, o.parentId ?? o.id]));
const LEAVES = OCCUPATIONS.filter((o) => o.parentId !== null).map((o) => o.id);

/** A standard normal draw (Box–Muller). */
function normal(rng: Rng): number {
  const u = Math.max(1e-9, rng.faker.number.float({ min: 0, max: 1 }));
  const v = rng.faker.number.float({ min: 0, max: 1 });
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
const clampRating = (x: number) => Math.min(5, Math.max(1, Math.round(x)));

/** What a company's people write about: its industry's occupation families mostly, then office roles. */
type Profile = { company: SeededCompany; fitting: number[]; general: number[]; mood: number; replies: Set<ReviewableType>; authors: number[] };

function profileOf(ctx: SeedContext, company: SeededCompany, authors: number[]): Profile {
  const level1 = LEVEL1.get(company.industryId) ?? company.industryId;
  const fitting = LEAVES.filter((id) => FAMILY_INDUSTRIES[FAMILY.get(id) ?? 0]?.includes(level1));
  const general = LEAVES.filter((id) => (FAMILY_INDUSTRIES[FAMILY.get(id) ?? 0] ?? []).length === 0);
  const demo = DEMO_COMPANIES.find((c) => c.id === company.id);
  const replies = new Set<ReviewableType>();
  const answers = (key: UsageKeyCode) => (demo ? demo.usage.includes(key) : isBranding(company.plan) && ctx.rng.chance(0.45));
  if (answers('review_comments')) replies.add('company_review');
  if (answers('interview_comments')) replies.add('interview_review');
  if (answers('benefits')) replies.add('welfare_review');
  // Demo company 1 rates a little above the middle; others anywhere from troubled to loved.
  const mood = company.id === 1 ? 3.5 : Math.min(4.4, Math.max(2, 3.3 + 0.55 * normal(ctx.rng)));
  return { company, fitting, general, mood, replies, authors };
}

function occupationOf(rng: Rng, p: Profile): number | null {
  const roll = rng.int(1, 100);
  if (roll <= 8) return null;
  if (roll <= 70 && p.fitting.length > 0) return rng.pick(p.fitting);
  return rng.pick(p.general.length > 0 ? p.general : LEAVES);
}

/** When a review was written: up to three years back, most of them recent. */
function writtenAt(rng: Rng, now: number): number {
  const u = rng.faker.number.float({ min: 0, max: 1 });
  return now - Math.floor(HISTORY_DAYS * DAY * u ** 1.6) - rng.int(1, 24 * 60) * MINUTE;
}

function distinct<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const picked = new Set<T>();
  for (let attempt = 0; picked.size < Math.min(count, items.length) && attempt < count * 6; attempt++) picked.add(rng.pick(items));
  return [...picked];
}

/** The reply columns: answered some days after the review (older reviews more often), by one of the company's operators. */
function replyOf(rng: Rng, p: Profile, type: ReviewableType, rating: number, written: number, now: number): unknown[] {
  const age = (now - written) / DAY;
  const answered = p.replies.has(type) && p.authors.length > 0 && rng.chance(age < 3 ? 0.1 : age < 30 ? 0.35 : 0.55);
  if (!answered) return [null, null, null, null];
  const repliedAt = Math.min(now - MINUTE, written + rng.int(2 * 60, 20 * 24 * 60) * MINUTE);
  const updatedAt = rng.chance(0.15) ? Math.min(now - MINUTE, repliedAt + rng.int(60, 10 * 24 * 60) * MINUTE) : repliedAt;
  return [rng.pick(REPLIES[bandOf(rating)]), rng.pick(p.authors), new Date(repliedAt), new Date(updatedAt)];
}

/**
 * A demo company whose usage lists an item answers at least one review of its type (its oldest one in
 * the unflushed batch), so that the usage item the data implies is the one demo-accounts.ts names.
 */
function ensureReply(rng: Rng, p: Profile, type: ReviewableType, rows: unknown[][], now: number) {
  if (!p.replies.has(type) || p.authors.length === 0) return;
  const own = rows.filter((r) => r[1] === p.company.id);
  const last = own[own.length - 1];
  if (!last || own.some((r) => r[r.length - 2] !== null)) return;
  const written = (last[last.length - 5] as Date).getTime();
  const at = new Date(Math.min(now - MINUTE, written + DAY));
  last.splice(last.length - 4, 4, rng.pick(REPLIES.mid), rng.pick(p.authors), at, at);
}

const REPLY_COLUMNS = ['reply_body', 'reply_author_id', 'replied_at', 'reply_updated_at'];
const COMPANY_COLUMNS = [
  'id',
  'company_id',
  'occupation_id',
  'employment_status',
  'rating_overall',
  'rating_career',
  'rating_pay_benefits',
  'rating_work_life',
  'rating_culture',
  'rating_management',
  'title',
  'pros',
  'cons',
  'wish',
  'written_at',
  ...REPLY_COLUMNS,
];
const INTERVIEW_COLUMNS = [
  'id',
  'company_id',
  'occupation_id',
  'difficulty',
  'result',
  'experience',
  'title',
  'process',
  'questions',
  'interviewed_on',
  'written_at',
  ...REPLY_COLUMNS,
];
const WELFARE_COLUMNS = [
  'id',
  'company_id',
  'occupation_id',
  'benefit_code',
  'rating',
  'content',
  'employment_status',
  'written_at',
  ...REPLY_COLUMNS,
];
const SALARY_COLUMNS = [
  'company_id',
  'occupation_id',
  'industry_id',
  'company_size',
  'experience_years',
  'annual_salary',
  'reported_year',
  'created_at',
];

function companyReviewRow(rng: Rng, id: number, p: Profile, now: number): { row: unknown[]; overall: number } {
  const overall = clampRating(p.mood + 1.05 * normal(rng));
  const band = bandOf(overall);
  const occupation = occupationOf(rng, p);
  const family = FAMILY_LINES[FAMILY.get(occupation ?? 0) ?? 0];
  const pros = distinct(rng, REVIEW_PROS[band], rng.int(1, 3));
  const cons = distinct(rng, REVIEW_CONS[band], rng.int(1, 3));
  if (family && rng.chance(0.5)) pros.push(rng.pick(family.pros));
  if (family && rng.chance(0.5)) cons.push(rng.pick(family.cons));
  const category = () => clampRating(overall + 0.8 * normal(rng));
  const written = writtenAt(rng, now);
  return {
    overall,
    row: [
      id,
      p.company.id,
      occupation,
      rng.chance(0.55) ? 'current' : 'former',
      overall,
      category(),
      category(),
      category(),
      category(),
      clampRating(overall - 0.3 + 0.8 * normal(rng)),
      rng.pick(REVIEW_TITLES[band]),
      pros.join(' '),
      cons.join(' '),
      rng.chance(0.7) ? rng.pick(REVIEW_WISHES[band]) : null,
      new Date(written),
      ...replyOf(rng, p, 'company_review', overall, written, now),
    ],
  };
}

/** `YYYY-MM-01` of the Korean month of `ms`. */
function monthStart(ms: number): string {
  const { year, month } = koreanMonth(ms);
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

function interviewReviewRow(rng: Rng, id: number, p: Profile, now: number): unknown[] {
  const written = writtenAt(rng, now);
  const age = (now - written) / DAY;
  const difficulty = rng.weighted<number>([
    [1, 7],
    [2, 20],
    [3, 38],
    [4, 27],
    [5, 8],
  ]);
  const result = rng.weighted<string>(
    age < 30
      ? [
          ['passed', 25],
          ['failed', 35],
          ['waiting', 40],
        ]
      : [
          ['passed', 35],
          ['failed', 57],
          ['waiting', 8],
        ],
  );
  const experience = rng.weighted<string>(
    result === 'passed'
      ? [
          ['positive', 65],
          ['neutral', 28],
          ['negative', 7],
        ]
      : result === 'failed'
        ? [
            ['positive', 25],
            ['neutral', 42],
            ['negative', 33],
          ]
        : [
            ['positive', 40],
            ['neutral', 45],
            ['negative', 15],
          ],
  );
  const occupation = occupationOf(rng, p);
  const jobQuestions = FAMILY_QUESTIONS[FAMILY.get(occupation ?? 0) ?? 0] ?? FAMILY_QUESTIONS[11700] ?? [];
  const questions = [...distinct(rng, COMMON_QUESTIONS, rng.int(1, 2)), ...distinct(rng, jobQuestions, rng.int(1, 3))];
  const rating = experience === 'positive' ? 4 : experience === 'neutral' ? 3 : 2;
  return [
    id,
    p.company.id,
    occupation,
    difficulty,
    result,
    experience,
    rng.pick(INTERVIEW_TITLES),
    rng.pick(INTERVIEW_PROCESSES),
    questions.map((q) => `- ${q}`).join('\n'),
    monthStart(written - rng.int(0, 45) * DAY),
    new Date(written),
    ...replyOf(rng, p, 'interview_review', rating, written, now),
  ];
}

const BENEFIT_WEIGHTS = BENEFIT_CODES.map((code) => [code, code === 'meal' || code === 'leave' ? 3 : code === 'housing' ? 0.6 : 1.2] as const);

function welfareReviewRow(rng: Rng, id: number, p: Profile, now: number): unknown[] {
  const code: BenefitCode = rng.weighted(BENEFIT_WEIGHTS);
  const rating = clampRating(p.mood + 1.1 * normal(rng));
  const written = writtenAt(rng, now);
  return [
    id,
    p.company.id,
    occupationOf(rng, p),
    code,
    rating,
    distinct(rng, WELFARE_LINES[code][bandOf(rating)], rng.int(1, 2)).join(' '),
    rng.chance(0.65) ? 'current' : 'former',
    new Date(written),
    ...replyOf(rng, p, 'welfare_review', rating, written, now),
  ];
}

/** An employee's reported pay (만원): the occupation's newcomer pay by company size, industry and year, rising with experience, log-normal noise. */
function salaryRow(rng: Rng, p: Profile, occupations: number[], thisYear: number, now: number): unknown[] {
  const occupation = rng.pick(occupations);
  const years = rng.weighted<number>([
    [0, 9],
    [1, 10],
    [2, 10],
    [3, 10],
    [4, 9],
    [5, 8],
    [6, 7],
    [7, 6],
    [8, 5],
    [9, 4],
    [10, 4],
    [12, 4],
    [14, 3],
    [16, 2],
    [18, 2],
    [20, 1],
  ]);
  const yearsAgo = rng.weighted<number>([
    [0, 30],
    [1, 25],
    [2, 20],
    [3, 15],
    [4, 10],
  ]);
  const level1 = LEVEL1.get(p.company.industryId) ?? 0;
  const base = (FAMILY_BASE_SALARY[FAMILY.get(occupation) ?? 0] ?? 3_200) * (OCCUPATION_SALARY_FACTOR[occupation] ?? 1);
  const growth = 1 + 0.075 * years - 0.0011 * years * years;
  const amount = base * SIZE_PAY[p.company.size] * (INDUSTRY_SALARY_FACTOR[level1] ?? 1) * growth * 0.965 ** yearsAgo * Math.exp(0.14 * normal(rng));
  const year = thisYear - yearsAgo;
  const startOfYear = Date.UTC(year, 0, 1) - OFFSET;
  const created = Math.min(now - MINUTE, startOfYear + rng.int(0, 364) * DAY + rng.int(0, 24 * 60) * MINUTE);
  return [
    p.company.id,
    occupation,
    p.company.industryId,
    p.company.size,
    years,
    Math.min(16_000, Math.max(2_400, Math.round(amount / 10) * 10)),
    year,
    new Date(created),
  ];
}

/** How many of `budget` each company gets: demo companies fixed, the rest by size and a log-normal popularity. */
function allot(
  ctx: SeedContext,
  companies: readonly SeededCompany[],
  budget: number,
  demo: (c: SeededCompany) => number | undefined,
): Map<number, number> {
  const counts = new Map<number, number>();
  let fixed = 0;
  const weights = new Map<number, number>();
  for (const c of companies) {
    const n = demo(c);
    if (n !== undefined) {
      counts.set(c.id, n);
      fixed += n;
    } else weights.set(c.id, SIZE_WEIGHT[c.size] * Math.exp(0.9 * normal(ctx.rng)));
  }
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  const rest = Math.max(0, budget - fixed);
  for (const [id, w] of weights) {
    const expected = (rest * w) / total;
    counts.set(id, Math.floor(expected) + (ctx.rng.chance(expected - Math.floor(expected)) ? 1 : 0));
  }
  return counts;
}

type Table = { name: string; columns: readonly string[]; rows: unknown[][]; quiet: boolean };

/**
 * Company, interview and welfare reviews of every company, with the company's replies where it answers,
 * salary reports, official salaries and a few reports (issue 18). Loaded with COPY while the review
 * alert triggers stay quiet (the rollup triggers run: each COPY batch is one statement, one upsert);
 * afterwards the usage items of replies and official salaries follow the data.
 */
export const reviewsStep: SeedStep = {
  name: '리뷰·연봉 정보',
  async run(ctx) {
    const { rng } = ctx;
    const now = ctx.now.getTime();
    const size = SEED_SIZES[ctx.size];
    const demoVolume = DEMO_VOLUME[ctx.size];
    const demoIds = new Set(DEMO_COMPANIES.map((c) => c.id));
    const share = (c: SeededCompany, n: number) => (c.id === 1 ? n : demoIds.has(c.id) ? Math.max(12, Math.round(n / 10)) : undefined);
    const counts = {
      company: allot(ctx, ctx.companies, size.companyReviews, (c) => share(c, demoVolume.company)),
      interview: allot(ctx, ctx.companies, size.interviewReviews, (c) => share(c, demoVolume.interview)),
      welfare: allot(ctx, ctx.companies, size.welfareReviews, (c) => share(c, demoVolume.welfare)),
      salary: allot(ctx, ctx.companies, size.salaryReports, (c) => share(c, demoVolume.salary)),
    };
    const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    const totals = { company: sum(counts.company), interview: sum(counts.interview), welfare: sum(counts.welfare), salary: sum(counts.salary) };
    ctx.progress.start(this.name, totals.company + totals.interview + totals.welfare + totals.salary);

    const tables = {
      company: { name: 'company_reviews', columns: COMPANY_COLUMNS, rows: [], quiet: true } as Table,
      interview: { name: 'interview_reviews', columns: INTERVIEW_COLUMNS, rows: [], quiet: true } as Table,
      welfare: { name: 'welfare_reviews', columns: WELFARE_COLUMNS, rows: [], quiet: true } as Table,
      salary: { name: 'salary_reports', columns: SALARY_COLUMNS, rows: [], quiet: false } as Table,
    };
    const rebuilt: { indexes: string[]; keys: Awaited<ReturnType<typeof dropForeignKeys>> } = { indexes: [], keys: [] };
    for (const key of ['company', 'interview', 'welfare', 'salary'] as const) {
      if (totals[key] < REBUILD_FROM) continue;
      rebuilt.indexes.push(...(await dropSecondaryIndexes(ctx.database.db, tables[key].name)));
      rebuilt.keys.push(...(await dropForeignKeys(ctx.database.db, tables[key].name)));
    }
    const flush = async (table: Table, force = false) => {
      if (table.rows.length === 0 || (!force && table.rows.length < BATCH)) return;
      await ctx.database.copyRows(table.name, table.columns, table.rows, table.quiet ? QUIET : undefined);
      ctx.progress.advance(table.rows.length);
      table.rows = [];
    };

    const authorsOf = new Map<number, number[]>();
    for (const op of ctx.operators) authorsOf.set(op.companyId, [...(authorsOf.get(op.companyId) ?? []), op.userId]);
    const thisYear = koreanMonth(now).year;
    const ids = { company: 0, interview: 0, welfare: 0 };
    /** Company 1's poorly rated reviews, some of which it reports. */
    const reportable: { type: ReviewableType; id: number }[] = [];
    const official: unknown[][] = [];

    for (const company of ctx.companies) {
      const p = profileOf(ctx, company, authorsOf.get(company.id) ?? []);
      for (let k = counts.company.get(company.id) ?? 0; k > 0; k--) {
        const made = companyReviewRow(rng, ++ids.company, p, now);
        tables.company.rows.push(made.row);
        if (company.id === 1 && made.overall === 1 && reportable.length < 6) reportable.push({ type: 'company_review', id: ids.company });
      }
      for (let k = counts.interview.get(company.id) ?? 0; k > 0; k--) {
        tables.interview.rows.push(interviewReviewRow(rng, ++ids.interview, p, now));
        if (company.id === 1 && k === 1) reportable.push({ type: 'interview_review', id: ids.interview });
      }
      for (let k = counts.welfare.get(company.id) ?? 0; k > 0; k--) {
        tables.welfare.rows.push(welfareReviewRow(rng, ++ids.welfare, p, now));
        if (company.id === 1 && k === 1) reportable.push({ type: 'welfare_review', id: ids.welfare });
      }
      if (demoIds.has(company.id)) {
        ensureReply(rng, p, 'company_review', tables.company.rows, now);
        ensureReply(rng, p, 'interview_review', tables.interview.rows, now);
        ensureReply(rng, p, 'welfare_review', tables.welfare.rows, now);
      }
      // Salary reports cluster on a company's main occupations.
      const main = distinct(rng, p.fitting.length > 0 ? [...p.fitting, ...p.fitting, ...p.general] : p.general, company.id === 1 ? 8 : rng.int(2, 6));
      for (let k = counts.salary.get(company.id) ?? 0; k > 0; k--) tables.salary.rows.push(salaryRow(rng, p, main, thisYear, now));
      const publishes = company.id === 1 || (!demoIds.has(company.id) && isBranding(company.plan) && rng.chance(0.12));
      if (publishes) {
        const occupations = company.id === 1 ? main.slice(0, 4) : distinct(rng, main, rng.int(1, 2));
        for (const occupation of occupations) {
          for (const year of company.id === 1 ? [thisYear, thisYear - 1] : [thisYear]) {
            const base = (FAMILY_BASE_SALARY[FAMILY.get(occupation) ?? 0] ?? 3_200) * SIZE_PAY[company.size] * 1.25;
            const note = rng.chance(0.6)
              ? rng.pick(['성과급 별도', '3년차 기준, 성과급 별도', '기본급 기준 (식대·상여 제외)', '신입 초봉 기준'])
              : null;
            official.push([
              company.id,
              occupation,
              year,
              Math.round((base * 0.97 ** (thisYear - year)) / 50) * 50,
              note,
              p.authors[0] ?? null,
              ctx.now,
              ctx.now,
            ]);
          }
        }
      }
      for (const table of Object.values(tables)) await flush(table);
    }
    for (const table of Object.values(tables)) await flush(table, true);

    await createIndexes(ctx.database.db, rebuilt.indexes, ctx.database.kind === 'postgres' ? '512MB' : '128MB');
    await addForeignKeys(ctx.database.db, rebuilt.keys);
    await ctx.database.copyRows(
      'official_salaries',
      ['company_id', 'occupation_id', 'year', 'amount', 'note', 'updated_by', 'created_at', 'updated_at'],
      official,
    );
    const reporter = authorsOf.get(1)?.[0] ?? null;
    const reasons = [1, 2, 3, 6, 2, 7, 1, 4];
    await ctx.database.copyRows(
      'review_reports',
      ['company_id', 'reportable_type', 'reportable_id', 'report_reason_id', 'detail', 'user_id', 'status', 'created_at'],
      reportable.map((r, i) => {
        const reason = reasons[i % reasons.length] ?? 1;
        const detail =
          reason === 6
            ? '퇴사자가 특정 팀장의 실명을 유추할 수 있게 적었습니다.'
            : reason === 7
              ? '당사에 없는 부서의 경험을 적은 리뷰입니다.'
              : null;
        return [1, r.type, r.id, reason, detail, reporter, 'received', new Date(now - rng.int(1, 60) * DAY)];
      }),
    );
    await syncUsage(ctx);
    // The review tables' triggers filled their monthly rollups during the load (migration 0008).
    const rollups = { company: 'company_review_months', interview: 'interview_review_months', welfare: 'welfare_review_months' };
    for (const key of ['company', 'interview', 'welfare', 'salary'] as const) {
      if (totals[key] < ANALYZE_FROM) continue;
      await vacuumAnalyze(ctx.database.db, tables[key].name);
      if (key !== 'salary') await vacuumAnalyze(ctx.database.db, rollups[key]);
    }
    ctx.progress.finish();
  },
};

/** The usage items replies and official salaries keep (spec §3) follow the loaded rows, for every company. */
async function syncUsage(ctx: SeedContext) {
  const items: [UsageKeyCode, string, string][] = [
    ['review_comments', 'company_reviews', 'replied_at is not null'],
    ['interview_comments', 'interview_reviews', 'replied_at is not null'],
    ['benefits', 'welfare_reviews', 'replied_at is not null'],
    ['official_salaries', 'official_salaries', 'true'],
  ];
  for (const [key, table, condition] of items) {
    await ctx.database.db.execute(
      sql.raw(`insert into company_feature_usage (company_id, key_code, in_use, updated_at)
        select c.id, '${key}', c.id in (select distinct company_id from ${table} where ${condition}), now() from companies c
        on conflict (company_id, key_code) do update set in_use = excluded.in_use`),
    );
  }
}
