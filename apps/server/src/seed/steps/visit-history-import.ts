import { sql } from 'drizzle-orm';
import { koreanMonthBounds } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import type { PeriodicTask } from '../../platform/jobs.js';
import { addToRollups } from '../../modules/visitors/visitors.repo.js';
import { insertUnqueuedVisitEvents, visitHistoryImportStep } from '../../modules/visitors/visitors.service.js';
import { readPlannedCompanies } from '../seed.repo.js';
import { insertEvents, planVisits, type Clock, type CompanyPlan, type ImportSource } from './visits.js';

/**
 * The demo's visit history written by the worker while the console serves (`seed --defer-visits`, the first
 * `npm start`; decision 0030): the same events and rollups as the visits step writes at once, in steps.
 */

/** The plans' events with serials in [from, to): each plan cut to its part of the range (rolls follow the serial). */
function plansBetween(plans: readonly CompanyPlan[], from: number, to: number): CompanyPlan[] {
  return plans.flatMap((p) => {
    const first = Math.max(p.first, from);
    const end = Math.min(p.first + p.count, to);
    return end > first ? [{ ...p, first, count: end - first }] : [];
  });
}

/**
 * Events per step of a deferred history, written and then counted: a few hundred milliseconds of PGlite's
 * time each (requests wait meanwhile; counting costs several times writing: its rows are upserts).
 */
const IMPORT_STEPS = { write: 10_000, count: 3_000 };

/**
 * The rollups' part of a deferred history, in units of about `step` planned events whose rollup rows no
 * other unit has: consecutive companies whole, or one large company's Korean months in slices. Each unit is
 * the event serials `fromSerial`..`toSerial` (a company's serials are consecutive, so its events are a range
 * of the key index) and the instants [`fromMs`, `toMs`).
 */
type RollupUnit = { fromSerial: number; toSerial: number; fromMs: number; toMs: number; events: number };
function rollupUnits(plans: readonly CompanyPlan[], clock: Clock, step: number): RollupUnit[] {
  const units: RollupUnit[] = [];
  const whole = { fromMs: clock.firstDay, toMs: clock.now + 1 };
  const months: number[] = [];
  for (let at = clock.firstDay; at <= clock.now; at = koreanMonthBounds(at).end.getTime()) months.push(at);
  let open: RollupUnit | null = null;
  for (const plan of plans) {
    if (plan.count > step) {
      if (open) units.push(open);
      open = null;
      // Equal runs of months; their planned events add up to the company's exactly (progress ends at total).
      const perSlice = Math.ceil(months.length / Math.ceil(plan.count / step));
      let counted = 0;
      for (let i = 0; i < months.length; i += perSlice) {
        const last = i + perSlice >= months.length;
        const events = last ? plan.count - counted : Math.round((plan.count * perSlice) / months.length);
        counted += events;
        units.push({
          fromSerial: plan.first,
          toSerial: plan.first + plan.count - 1,
          fromMs: months[i] ?? whole.fromMs,
          toMs: last ? whole.toMs : (months[i + perSlice] ?? whole.toMs),
          events,
        });
      }
      continue;
    }
    if (open === null) open = { fromSerial: plan.first, toSerial: plan.first + plan.count - 1, ...whole, events: plan.count };
    else {
      open.toSerial = plan.first + plan.count - 1;
      open.events += plan.count;
    }
    if (open.events >= step) {
      units.push(open);
      open = null;
    }
  }
  if (open) units.push(open);
  return units;
}

/** The uuid of event serial `n` as `insertEvents` makes it: keys in serial order. */
const eventKey = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/**
 * The worker's task for a deferred history (the first `npm start`), a step of about `steps` events at a
 * time, each in its own transaction: first the events, in serial order past the queue; then
 * their rollups, unit by unit (`rollupUnits`), each unit's rows new to the rollups. Progress counts each
 * event twice (written, counted), so `total` is twice the planned events. When nothing is left to do, it
 * stops looking. The plan is drawn again from the companies in the database (the seed's order, by id) and
 * the recorded size and clock, once per worker: the same events as the seed would have written.
 */
export function visitHistoryImportTask(db: Db, steps = IMPORT_STEPS): PeriodicTask {
  let finished = false;
  // The plan drawn once per import (a step reads it; drawing it again is 6,000 companies' work each time).
  let planned: { key: string; plan: ReturnType<typeof planVisits>; units: RollupUnit[] } | null = null;
  return {
    name: 'seed.visit_history',
    everyMs: 0,
    run: async () => {
      if (finished) return;
      const ran = await visitHistoryImportStep(db, async (tx, value) => {
        const { size, now } = value.source as ImportSource;
        const key = `${size}|${now}`;
        if (planned?.key !== key) {
          const plan = planVisits(await readPlannedCompanies(tx), size, new Date(now));
          planned = { key, plan, units: rollupUnits(plan.plans, plan.clock, steps.count) };
        }
        const { plans, clock, serials } = planned.plan;
        if (value.done < serials) {
          const to = Math.min(serials, value.done + steps.write);
          await insertUnqueuedVisitEvents(tx, () => insertEvents(tx, plansBetween(plans, value.done, to), clock));
          return { ...value, done: to };
        }
        let start = serials;
        for (const unit of planned.units) {
          if (start === value.done) {
            await addToRollups(
              tx,
              sql`(select * from visit_events where event_key between ${eventKey(unit.fromSerial)}::uuid and ${eventKey(unit.toSerial)}::uuid
                and occurred_at >= ${new Date(unit.fromMs).toISOString()}::timestamptz and occurred_at < ${new Date(unit.toMs).toISOString()}::timestamptz) as imported`,
            );
            return { ...value, done: value.done + unit.events };
          }
          start += unit.events;
        }
        // Every unit counted: the import is done.
        return { ...value, done: value.total };
      });
      if (!ran) finished = true;
    },
  };
}
