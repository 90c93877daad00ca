/** Visits to a company's public pages, reported and rolled up as the public site's reports are (decision 0025). */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db.js';
import type { VisitEventInput } from '../../modules/visitors/visitors.repo.js';
import { recordVisitEvents, rollUpVisits } from '../../modules/visitors/visitors.service.js';
import type { CompanyRef } from './shared.js';

/** A visit: when and to which category, with the visitor's attributes the test is about (the others unknown). */
export type VisitOptions = Omit<VisitEventInput, 'eventKey' | 'companyId'> & {
  /** How many identical visits (distinct events); 1 by default. */
  times?: number;
};

/**
 * Visits to `company`'s pages, recorded as events and added to the rollups the pages read (the rollup job's
 * own step), so the visitor statistics and the dashboard count them. Answers the events recorded.
 */
export async function makeVisits(db: Db, company: CompanyRef, visits: readonly VisitOptions[]): Promise<VisitEventInput[]> {
  const events = visits.flatMap(({ times = 1, ...visit }) =>
    Array.from({ length: times }, () => ({ ...visit, eventKey: randomUUID(), companyId: company.id })),
  );
  await recordVisitEvents(db, events);
  await rollUpVisits(db);
  return events;
}
