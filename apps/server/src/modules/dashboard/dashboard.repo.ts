import { sql } from 'drizzle-orm';
import type { CompanyEventKind, PrivilegeMasterCode } from '@partners/contract';
import type { Db } from '../../platform/db.js';

/** The dashboard's own reads (decision 0025): the event log, the banners, visits per category, the industry's name. */

export type CompanyEventRow = { id: number; kind: CompanyEventKind; details: Record<string, unknown>; occurredAt: Date };

/** One page of the company's event log, newest first (`company_events_company_idx`), and the log's size. */
export async function listCompanyEvents(db: Db, companyId: number, page: number, per: number, since: Date) {
  type Raw = { id: string | number; kind: CompanyEventKind; details: Record<string, unknown>; occurred_at: string | Date };
  const [list, total] = (await Promise.all([
    db.execute(sql`
      select id, kind, details, occurred_at from company_events
      where company_id = ${companyId} and occurred_at > ${since.toISOString()}::timestamptz
      order by occurred_at desc, id desc limit ${per} offset ${(page - 1) * per}`),
    db.execute(sql`
      select count(*)::int as count from company_events where company_id = ${companyId} and occurred_at > ${since.toISOString()}::timestamptz`),
  ])) as [{ rows: Raw[] }, { rows: { count: number }[] }];
  const rows: CompanyEventRow[] = list.rows.map((r) => ({ id: Number(r.id), kind: r.kind, details: r.details, occurredAt: new Date(r.occurred_at) }));
  return { rows, total: total.rows[0]?.count ?? 0 };
}

/** Deletes the events older than `before`; returns how many went. */
export async function deleteCompanyEventsBefore(db: Db, before: Date): Promise<number> {
  const { rows } = (await db.execute(sql`
    with gone as (delete from company_events where occurred_at < ${before.toISOString()}::timestamptz returning 1)
    select count(*)::int as count from gone`)) as { rows: { count: number }[] };
  return rows[0]?.count ?? 0;
}

/** The campaign running at `now` for the plan (a banner with no plans is for every plan), highest priority first. */
export async function findCurrentBanner(db: Db, plan: PrivilegeMasterCode, now: Date) {
  const { rows } = (await db.execute(sql`
    select img_url, img_alt, link from dashboard_banners
    where starts_at <= ${now.toISOString()}::timestamptz and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)
      and (cardinality(plans) = 0 or ${plan} = any(plans))
    order by priority desc, starts_at desc, id desc limit 1`)) as { rows: { img_url: string; img_alt: string; link: string }[] };
  return rows[0] ?? null;
}

/** Visits per category of one company over Korean days (inclusive), most visited first. */
export async function visitsByCategory(db: Db, companyId: number, fromDay: string, toDay: string) {
  const { rows } = (await db.execute(sql`
    select category, sum(visits)::int as visits from visit_daily
    where company_id = ${companyId} and day between ${fromDay}::date and ${toDay}::date
    group by category order by visits desc, category`)) as { rows: { category: string; visits: number }[] };
  return rows;
}

/** The company's industry (its id and name). */
export async function companyIndustry(db: Db, companyId: number): Promise<{ id: number; name: string }> {
  const { rows } = (await db.execute(sql`
    select i.id, i.name from companies c join industries i on i.id = c.industry_id where c.id = ${companyId}`)) as {
    rows: { id: number; name: string }[];
  };
  const row = rows[0];
  if (!row) throw new Error(`company ${companyId} has no industry`);
  return row;
}
