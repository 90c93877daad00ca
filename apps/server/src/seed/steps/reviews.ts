import { sql } from 'drizzle-orm';
import { isBranding, type CompanySize, type ReviewableType, type UsageKeyCode } from '@partners/contract';
import { DAY_MS, koreanMonth } from '@partners/contract/korea-time';
import { SEED_SIZES, type SeedContext, type SeedSize, type SeedStep, type SeededCompany } from '../context.js';
import { DEMO_COMPANIES } from '../demo-accounts.js';
import { addForeignKeys, createIndexes, dropForeignKeys, dropSecondaryIndexes, vacuumAnalyze } from '../seed.repo.js';
import {
  COMPANY_COLUMNS,
  FAMILY,
  INTERVIEW_COLUMNS,
  SALARY_COLUMNS,
  SIZE_PAY,
  WELFARE_COLUMNS,
  companyReviewRow,
  distinct,
  ensureReply,
  interviewReviewRow,
  normal,
  profileOf,
  salaryRow,
  welfareReviewRow,
} from '../review-rows.js';
import { FAMILY_BASE_SALARY } from '../review-vocabulary.js';
import { refreshIndustryScores } from '../../modules/reviews/review-scores.service.js';

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
        return [1, r.type, r.id, reason, detail, reporter, 'received', new Date(now - rng.int(1, 60) * DAY_MS)];
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
    // The score statistics' industry line, summed from the rollups just filled (draws no random number).
    await refreshIndustryScores(ctx.database.db, null);
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
