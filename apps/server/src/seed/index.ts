import type { Database } from '../platform/db.js';
import { hashPassword } from '../platform/password.js';
import { silentProgress, type Progress, type SeedContext, type SeedSize, type SeedStep } from './context.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { createRng, DEMO_SEED } from './random.js';
import { readSeedMarker, resetSequences, writeSeedMarker } from './seed.repo.js';
import { SEARCH_VECTOR_FORMAT } from '../modules/talent-search/keywords.js';
import { writeVectorFormat } from '../modules/talent-search/search-vectors.repo.js';
import { companiesStep, taxonomyStep } from './steps/companies.js';
import { operatorsStep } from './steps/operators.js';
import { notificationsStep } from './steps/notifications.js';
import { jobSeekersStep } from './steps/job-seekers.js';
import { hiringStep } from './steps/hiring.js';
import { postingsStep } from './steps/postings.js';
import { reviewsStep } from './steps/reviews.js';
import { companyPageStep } from './steps/company-page.js';
import { paymentsStep } from './steps/payments.js';
import { settingsStep } from './steps/settings.js';
import { invitationsStep } from './steps/invitations.js';
import { auditStep } from './steps/audit.js';
import { salaryAnalysisStep } from './steps/salary-analysis.js';
import { visitsStep } from './steps/visits.js';
import { savedSearchesStep } from './steps/saved-searches.js';
import { dashboardStep } from './steps/dashboard.js';
import type { FileStorage } from '../platform/storage/storage.js';

/** In order; each later issue appends its own step (job seekers, postings, reviews, …). */
export const SEED_STEPS: readonly SeedStep[] = [
  taxonomyStep,
  companiesStep,
  operatorsStep,
  notificationsStep,
  jobSeekersStep,
  postingsStep,
  hiringStep,
  reviewsStep,
  // Last, so the steps before them draw the same random numbers as before they existed.
  companyPageStep,
  // After it, for the same reason (issue 19's steps go here).
  paymentsStep,
  // Draws from its own random stream: where it sits changes nothing for the steps around it.
  settingsStep,
  invitationsStep,
  // After every step whose rows it records (operators, applications read, proposals, invitations,
  // payments, plan change requests): the demo companies' audit log reads them.
  auditStep,
  // After the reviews step's salary reports (its completed requests are analysed over them) and the payments
  // step's tickets (its uses and refunds follow them); its own random stream, so it changes no other step.
  salaryAnalysisStep,
  // Visits to the public pages and their rollups (issue 21): its own random stream, last.
  visitsStep,
  // Issue 21: shared saved searches and their match runs; its own random stream.
  savedSearchesStep,
  // Issue 21, the home dashboard: banners and consulting histories, its own random stream.
  dashboardStep,
];

export type SeedOptions = {
  size: SeedSize;
  progress?: Progress;
  now?: Date;
  /** Leave the visit history to the worker (`visitHistoryImportTask`): the first `npm start` serves sooner. */
  deferVisits?: boolean;
  /** Where the demo images go: the configured storage (`npm start`, the seed CLI), a temporary folder in tests. */
  storage?: FileStorage;
};

export async function isSeeded(database: Database): Promise<boolean> {
  return (await readSeedMarker(database.db)) !== null;
}

/** Fills an empty, migrated database with the demo data for `size`. Deterministic for a given size. */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<void> {
  if (await isSeeded(database)) throw new Error('The database already holds demo data; reset it first.');
  const ctx: SeedContext = {
    database,
    ...(options.storage ? { storage: options.storage } : {}),
    rng: createRng(DEMO_SEED),
    size: options.size,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    progress: options.progress ?? silentProgress,
    ...(options.deferVisits ? { deferVisits: true } : {}),
    now: options.now ?? new Date(),
    companies: [],
    operators: [],
    postings: [],
    nextUserId: 1,
  };
  for (const step of SEED_STEPS) await step.run(ctx);
  await resetSequences(database.db);
  await writeVectorFormat(database.db, SEARCH_VECTOR_FORMAT);
  await writeSeedMarker(database.db, { size: options.size, seed: DEMO_SEED, at: ctx.now.toISOString() });
}

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
export { SEED_SIZES, type SeedSize } from './context.js';
