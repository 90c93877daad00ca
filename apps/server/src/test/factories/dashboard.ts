/** What the home dashboard shows beside the other areas' rows: the event log, the banners, consulting requests, tickets. */
import type { PrivilegeMasterCode } from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';
import { companyEvents, consultingRequests, dashboardBanners, salaryTicketLedger } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { next, type CompanyRef } from './shared.js';

export type CompanyEventOptions = Partial<Omit<typeof companyEvents.$inferInsert, 'companyId'>> & { company: CompanyRef };

/** An entry of `company`'s event log: a new applicant, now, unless told otherwise. */
export async function makeCompanyEvent(db: Db, options: CompanyEventOptions) {
  const { company, ...overrides } = options;
  const [row] = await db
    .insert(companyEvents)
    .values({ kind: 'applicant_new', subjectId: next(), occurredAt: new Date(), ...overrides, companyId: company.id })
    .returning();
  if (!row) throw new Error('no company event');
  return row;
}

export type BannerOptions = Partial<Omit<typeof dashboardBanners.$inferInsert, 'plans'>> & { plans?: readonly PrivilegeMasterCode[] };

/**
 * A dashboard campaign running since yesterday without an end, for every plan, unless told otherwise. Its
 * default priority is above the seeded campaigns' so that a test's banner is the one shown.
 */
export async function makeBanner(db: Db, options: BannerOptions = {}) {
  const n = next();
  const { plans = [], ...overrides } = options;
  const [row] = await db
    .insert(dashboardBanners)
    .values({
      imgUrl: `/dashboard/banners/factory-${n}.svg`,
      imgAlt: `캠페인 ${n}`,
      link: '/partners/visitor_statistics',
      startsAt: new Date(Date.now() - DAY_MS),
      priority: 1_000 + n,
      ...overrides,
      plans: [...plans],
    })
    .returning();
  if (!row) throw new Error('no banner');
  return row;
}

export type ConsultingRequestOptions = Partial<Omit<typeof consultingRequests.$inferInsert, 'companyId' | 'userId'>> & {
  company: CompanyRef;
  user: { id: number };
};

/** A business-consulting request of `user` at `company`, received now unless told otherwise. */
export async function makeConsultingRequest(db: Db, options: ConsultingRequestOptions) {
  const { company, user, ...overrides } = options;
  const [row] = await db
    .insert(consultingRequests)
    .values({
      customerName: '김서연',
      customerPhone: '010-1234-5678',
      customerEmail: 'hr@factory.test',
      applyOn: 'visitor_statistics',
      tosPrivacyAgreedAt: new Date(),
      ...overrides,
      companyId: company.id,
      userId: user.id,
    })
    .returning();
  if (!row) throw new Error('no consulting request');
  return row;
}

/** A line of `company`'s salary-ticket ledger: a grant of `delta` tickets unless told otherwise (the balance is the sum). */
export async function makeTicketEntry(db: Db, options: Partial<Omit<typeof salaryTicketLedger.$inferInsert, 'companyId'>> & { company: CompanyRef }) {
  const { company, ...overrides } = options;
  const [row] = await db
    .insert(salaryTicketLedger)
    .values({ delta: 1, reason: 'grant', ...overrides, companyId: company.id })
    .returning();
  if (!row) throw new Error('no ticket entry');
  return row;
}
