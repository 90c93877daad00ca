import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';

/** Visits per Korean day (every category) of one company, from the daily rollup; days without visits are absent. */
export async function readDailyVisits(db: Db, companyId: number, fromDay: string, toDay: string): Promise<{ day: string; visits: number }[]> {
  const { rows } = (await db.execute<{ day: string; visits: number }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, sum(visits)::int as visits
    from visit_daily where company_id = ${companyId} and day between ${fromDay}::date and ${toDay}::date
    group by day order by day`)) as { rows: { day: string; visits: number }[] };
  return rows;
}
