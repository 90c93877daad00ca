import type { TalentPool, TalentSearchQuery } from '@partners/contract';
import type { ResumeBody } from '../../db/schema/index.js';

/** What a search may see: the pool, scoped to the searching company for the company pools. */
export type SearchScope = { companyId: number; pool: TalentPool };

export type EngineQuery = {
  scope: SearchScope;
  query: TalentSearchQuery;
  /** Restricts the search to these seekers (spec §3 `job_seeker_ids`). */
  seekerIds?: readonly number[];
  /** Leaves out the seekers who applied to this job posting (a posting's fit candidates). */
  notApplicantsOf?: number;
  limit: number;
  offset: number;
};

/** One result row: what the results list shows, and what highlighting reads. */
export type SeekerRow = {
  id: number;
  headline: string;
  birthYear: number;
  gender: 'male' | 'female';
  educationLevel: string;
  degreeStatus: string;
  occupation1Id: number;
  occupation2Id: number;
  yearsOfExperience: number;
  desiredSalary: number | null;
  jobIntention: string;
  verificationBadge: boolean;
  profileLevel: string;
  skills: string[];
  resume: ResumeBody;
  resumeUpdatedAt: Date;
};

export type EngineResult = {
  rows: SeekerRow[];
  /** Exact up to `exactLimit`, else a lower bound. */
  total: number;
  totalIsLowerBound: boolean;
  /** The engine's own time, ms. */
  tookMs: number;
};

/**
 * The talent search engine. PostgreSQL answers it today (`PostgresTalentSearchEngine`); an
 * OpenSearch engine can take its place at tens of millions of profiles without touching routes or the web.
 */
export interface TalentSearchEngine {
  search(query: EngineQuery): Promise<EngineResult>;
}
