import type { CompanySize, PostingStatus, PrivilegeMasterCode } from '@partners/contract';
import type { CopyOptions, Database } from '../platform/db.js';
import type { FileStorage } from '../platform/storage/storage.js';
import type { Rng } from './random.js';

export const SEED_SIZES = {
  /** Tests: a handful of companies, fast on PGlite (every API test file seeds it). */
  small: {
    companies: 40,
    jobSeekers: 1_500,
    postings: 260,
    applications: 2_000,
    companyReviews: 900,
    interviewReviews: 300,
    welfareReviews: 400,
    salaryReports: 2_000,
    visitEvents: 8_000,
  },
  /** `npm start`: a realistic console. */
  default: {
    companies: 2_000,
    jobSeekers: 20_000,
    postings: 5_000,
    applications: 100_000,
    companyReviews: 30_000,
    interviewReviews: 10_000,
    welfareReviews: 10_000,
    salaryReports: 200_000,
    visitEvents: 1_000_000,
  },
  /** Load and benchmark runs. */
  large: {
    companies: 50_000,
    jobSeekers: 1_000_000,
    postings: 50_000,
    applications: 1_000_000,
    companyReviews: 600_000,
    interviewReviews: 200_000,
    welfareReviews: 200_000,
    salaryReports: 2_000_000,
    visitEvents: 10_000_000,
  },
} as const;
export type SeedSize = keyof typeof SEED_SIZES;

export type SeededCompany = {
  id: number;
  name: string;
  industryId: number;
  size: CompanySize;
  plan: PrivilegeMasterCode;
  jobPostingBizs: boolean;
};

export type SeededOperator = { userId: number; companyId: number; name: string };

/** A job posting as later steps need it (the hiring step attaches live ones to proposals). */
export type SeededPosting = {
  id: number;
  companyId: number;
  title: string;
  status: PostingStatus;
  closesAt: Date | null;
  alwaysOpen: boolean;
};

export type Progress = {
  start(step: string, total: number): void;
  advance(by: number): void;
  finish(): void;
  /** A line about a step that writes nothing now (the visit history left to the worker). */
  note(line: string): void;
};

export const silentProgress: Progress = { start() {}, advance() {}, finish() {}, note() {} };

/** What one step hands the next; later issues' steps read these lists and add their own. */
export type SeedContext = {
  database: Database;
  /** Where demo images are stored (the company page step needs one; tests pass a temporary folder's). */
  storage?: FileStorage;
  rng: Rng;
  size: SeedSize;
  passwordHash: string;
  progress: Progress;
  /** Leave the visit history to the worker, which writes it in steps while the console serves (the first `npm start`). */
  deferVisits?: boolean;
  /** The generation's clock: every relative time is measured back from it. */
  now: Date;
  companies: SeededCompany[];
  operators: SeededOperator[];
  /** Every company's job postings, in id order (the postings step). */
  postings: SeededPosting[];
  nextUserId: number;
};

export type SeedStep = { name: string; run(ctx: SeedContext): Promise<void> };

/** Loads rows in COPY batches, advancing the progress bar as it goes. */
export async function copyInBatches(
  ctx: SeedContext,
  table: string,
  columns: readonly string[],
  rows: Iterable<unknown[]>,
  batchSize = 20_000,
  options?: CopyOptions,
) {
  let batch: unknown[][] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= batchSize) {
      await ctx.database.copyRows(table, columns, batch, options);
      ctx.progress.advance(batch.length);
      batch = [];
    }
  }
  await ctx.database.copyRows(table, columns, batch, options);
  ctx.progress.advance(batch.length);
}
