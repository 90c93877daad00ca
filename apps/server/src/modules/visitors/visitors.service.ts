import type { Db } from '../../platform/db.js';
import { readDailyVisits } from './visitors.repo.js';

/**
 * Visitor statistics (spec §2 /visitor_statistics; decision 0025). Pages read only the rollups that the
 * visitor rollup job keeps from the raw visit events.
 */

/** Visits per Korean day from `fromDay` to `toDay` (`YYYY-MM-DD`, inclusive), every day present (zeros too). */
export async function dailyVisits(db: Db, companyId: number, fromDay: string, toDay: string): Promise<{ day: string; visits: number }[]> {
  const rows = await readDailyVisits(db, companyId, fromDay, toDay);
  const byDay = new Map(rows.map((r) => [r.day, r.visits]));
  const days: { day: string; visits: number }[] = [];
  for (let at = Date.parse(`${fromDay}T00:00:00Z`), end = Date.parse(`${toDay}T00:00:00Z`); at <= end; at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push({ day, visits: byDay.get(day) ?? 0 });
  }
  return days;
}
