import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';

/**
 * Review scores per Korean month (decision 0025): a company's from `company_review_months`, its industry's
 * from `industry_review_months`, which `refreshIndustryReviewMonths` sums from the companies' rollups.
 * Months are `YYYY-MM-01` dates; both bounds inclusive.
 */
export type ScoreSums = {
  month: string;
  count: number;
  overall: number;
  career: number;
  payBenefits: number;
  workLife: number;
  culture: number;
  management: number;
};

const SUMS = sql`sum(count)::int as count, sum(overall)::int as overall, sum(career)::int as career, sum(pay_benefits)::int as "payBenefits",
  sum(work_life)::int as "workLife", sum(culture)::int as culture, sum(management)::int as management`;

export async function companyScoreMonths(db: Db, companyId: number, fromMonth: string, toMonth: string): Promise<ScoreSums[]> {
  const { rows } = (await db.execute<ScoreSums>(sql`
    select to_char(month, 'YYYY-MM-DD') as month, ${SUMS}
    from (select month, count, rating * count as overall, career, pay_benefits, work_life, culture, management
          from company_review_months where company_id = ${companyId} and month between ${fromMonth}::date and ${toMonth}::date) m
    group by month order by month`)) as { rows: ScoreSums[] };
  return rows;
}

export async function industryScoreMonths(db: Db, industryId: number, fromMonth: string, toMonth: string): Promise<ScoreSums[]> {
  const { rows } = (await db.execute<ScoreSums>(sql`
    select to_char(month, 'YYYY-MM-DD') as month, ${SUMS}
    from industry_review_months where industry_id = ${industryId} and month between ${fromMonth}::date and ${toMonth}::date
    group by month order by month`)) as { rows: ScoreSums[] };
  return rows;
}

/**
 * Sums every company's review months from `fromMonth` (all when null) into their industries' rows, so the
 * industry line costs one indexed read. A month whose reviews all went keeps a row of zeros.
 */
export async function refreshIndustryReviewMonths(db: Db, fromMonth: string | null): Promise<void> {
  await db.execute(sql`
    insert into industry_review_months as t (industry_id, month, count, overall, career, pay_benefits, work_life, culture, management, refreshed_at)
    select c.industry_id, m.month, sum(m.count), sum(m.rating * m.count), sum(m.career), sum(m.pay_benefits), sum(m.work_life), sum(m.culture), sum(m.management), now()
    from company_review_months m join companies c on c.id = m.company_id
    where ${fromMonth === null ? sql`true` : sql`m.month >= ${fromMonth}::date`}
    group by c.industry_id, m.month
    on conflict (industry_id, month) do update set count = excluded.count, overall = excluded.overall, career = excluded.career,
      pay_benefits = excluded.pay_benefits, work_life = excluded.work_life, culture = excluded.culture,
      management = excluded.management, refreshed_at = excluded.refreshed_at`);
}

/** The company's industry (the score statistics compare against companies of the same `industry_id`). */
export async function companyIndustry(db: Db, companyId: number): Promise<{ id: number; name: string } | null> {
  const { rows } = (await db.execute<{ id: number; name: string }>(sql`
    select i.id, i.name from companies c join industries i on i.id = c.industry_id where c.id = ${companyId}`)) as {
    rows: { id: number; name: string }[];
  };
  return rows[0] ?? null;
}

export type ReviewSplit = { employmentStatus: 'current' | 'former'; replied: boolean; count: number; ratingSum: number };

/** A company's reviews of a span of months (`YYYY-MM-01`, inclusive) by employment status and whether answered. */
export async function companyReviewSplit(db: Db, companyId: number, fromMonth: string, toMonth: string): Promise<ReviewSplit[]> {
  const { rows } = (await db.execute<ReviewSplit>(sql`
    select employment_status as "employmentStatus", replied, sum(count)::int as count, sum(rating * count)::int as "ratingSum"
    from company_review_months where company_id = ${companyId} and month between ${fromMonth}::date and ${toMonth}::date
    group by employment_status, replied`)) as { rows: ReviewSplit[] };
  return rows;
}
