import { randomUUID } from 'node:crypto';
import {
  EXPERIENCE_RANGE,
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  SEARCH_TOTAL_EXACT_LIMIT,
  redactEmails,
  talentSearchQuery,
  type FitCandidate,
  type PageInfo,
  type DegreeStatus,
  type LogEventBody,
  type EducationLevel,
  type JobIntention,
  type ProfileLevel,
  type SearchResult,
  type TalentContext,
  type TalentProfile,
  type TalentSearchQuery,
  type TalentSearchResult,
} from '@partners/contract';
import type { ResumeCareer } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { maskName } from '../../platform/masking.js';
import { pageInfo } from '../../platform/paging.js';
import { requirePrivacyAgreement, type Access } from '../access/access.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { countCompanySavedSearches } from '../saved-searches/saved-searches.service.js';
import { isSearchableKeyword, keywordMatches } from './keywords.js';
import { searchableText } from './profile-text.js';
import type { SeekerIdCodec } from './seeker-id.js';
import type { SeekerRow, TalentSearchEngine } from './search-engine.js';
import { findProfile, insertSearchEvent, seekerNames } from './talent-seekers.repo.js';
import { occupationNames } from './taxonomy.js';

export type TalentSearchDeps = { db: Db; engine: TalentSearchEngine; ids: SeekerIdCodec };

/** Keywords without a searchable character (e.g. only punctuation) would silently match nothing. */
function checkKeywords(query: TalentSearchQuery) {
  for (const [param, list] of [
    ['query', query.query],
    ['not', query.not],
  ] as const) {
    if (list?.some((k) => !isSearchableKeyword(k))) {
      throw new AppError('talent.keyword_unsearchable', { field: `query.${param}` });
    }
  }
}

/** What the results list and the profile both show of a seeker. */
function summary(ids: SeekerIdCodec, names: Map<number, string>, row: SeekerRow) {
  return {
    enc: ids.encode(row.id),
    headline: row.headline,
    occupation1: { id: row.occupation1Id, name: names.get(row.occupation1Id) ?? '' },
    occupation2: { id: row.occupation2Id, name: names.get(row.occupation2Id) ?? '' },
    years_of_experience: row.yearsOfExperience,
    birth_year: row.birthYear,
    gender: row.gender,
    education: {
      level: row.educationLevel as EducationLevel,
      degree: row.degreeStatus as DegreeStatus,
      major: row.resume.educations[0]?.major ?? '',
    },
    career_count: row.resume.careers.length,
    skills: row.skills,
    desired_salary: row.desiredSalary,
    job_intention: row.jobIntention as JobIntention,
    verification_badge: row.verificationBadge,
    profile_level: row.profileLevel as ProfileLevel,
    resume_updated_at: row.resumeUpdatedAt.toISOString(),
  };
}

function careerOf(names: Map<number, string>, c: ResumeCareer) {
  return {
    company_name: c.company_name,
    occupation_name: names.get(c.occupation_id) ?? '',
    title: c.title,
    start: c.start,
    end: c.end,
    months: c.months,
  };
}

function toResult(ids: SeekerIdCodec, names: Map<number, string>, row: SeekerRow, keywords: readonly string[]): TalentSearchResult {
  const text = searchableText({ headline: row.headline, skills: row.skills, occupationName: names.get(row.occupation2Id) ?? '', resume: row.resume });
  return {
    ...summary(ids, names, row),
    careers: row.resume.careers.slice(0, 2).map((c) => careerOf(names, c)),
    highlights: keywords.filter((k) => keywordMatches(text, k)),
  };
}

/** Spec §3 search: the company's view of a pool, filtered, sorted, one page, with an exact-or-bounded total. */
export async function searchTalent(deps: TalentSearchDeps, access: Access, query: TalentSearchQuery): Promise<SearchResult> {
  requirePrivacyAgreement(access);
  checkKeywords(query);
  let seekerIds: number[] | undefined;
  if (query.job_seeker_ids) {
    seekerIds = decodeAll(deps, query.job_seeker_ids);
  }
  const result = await deps.engine.search({
    scope: { companyId: access.row.company.id, pool: query.pool },
    query,
    seekerIds,
    limit: SEARCH_PAGE_SIZE,
    offset: (query.page - 1) * SEARCH_PAGE_SIZE,
  });
  const keywords = query.query ?? [];
  const names = await occupationNames(deps.db);
  return {
    meta: {
      total: result.total,
      total_is_lower_bound: result.totalIsLowerBound,
      page: query.page,
      per: SEARCH_PAGE_SIZE,
      search_session_id: query.search_session_id ?? randomUUID(),
      search_request_id: randomUUID(),
      ab_test: query.ab_test ?? 'A',
      es_took: result.tookMs,
    },
    results: result.rows.map((row) => toResult(deps.ids, names, row, keywords)),
  };
}

/** The operator's settings come with the session's access row; only the saved searches are counted. */
export async function talentContext(db: Db, access: Access, pool: TalentContext['pool']): Promise<TalentContext> {
  return {
    pool,
    privacy_agreed: access.row.privacyAgreedAt != null,
    saved_search_display: access.row.savedSearchDisplay ?? false,
    hr_save_search_queries_count: await countCompanySavedSearches(db, access),
  };
}

/** The full résumé of one seeker (no contact details: they are in another table that this never reads). */
export async function getProfile(deps: TalentSearchDeps, access: Access, enc: string): Promise<TalentProfile> {
  requirePrivacyAgreement(access);
  const id = deps.ids.decode(enc);
  const row = id === null ? undefined : await findProfile(deps.db, id);
  if (!row || id === null) throw new AppError('not_found');
  const maskedName = maskName(row.name);
  const [names] = await Promise.all([
    occupationNames(deps.db),
    recordAudit(deps.db, access, { action: 'talent.profile_viewed', subject: { type: 'job_seeker', id, label: maskedName } }),
  ]);
  return {
    ...summary(deps.ids, names, row),
    masked_name: maskedName,
    job_intention_updated_at: row.jobIntentionUpdatedAt.toISOString(),
    registered_at: row.registeredAt.toISOString(),
    introduction: row.resume.introduction,
    certifications: row.resume.certifications,
    educations: row.resume.educations,
    careers: row.resume.careers.map((c) => ({ ...careerOf(names, c), description: c.description })),
  };
}

export async function logSearchEvent(deps: TalentSearchDeps, access: Access, body: LogEventBody) {
  await insertSearchEvent(deps.db, {
    companyId: access.row.company.id,
    userId: access.actor.userId,
    event: body.event,
    searchSessionId: body.search_session_id ?? null,
    searchRequestId: body.search_request_id ?? null,
    abTest: body.ab_test ?? null,
    text: body.text === undefined ? null : redactEmails(body.text),
    jobSeekerId: body.enc ? deps.ids.decode(body.enc) : null,
    position: body.position ?? null,
    repSIds: body.rep_s_ids ? decodeAll(deps, body.rep_s_ids) : null,
    repCIds: body.rep_c_ids ? decodeAll(deps, body.rep_c_ids) : null,
  });
}

/** The ids of these encs; one that does not decode (forged, or sealed with another key) is left out. */
function decodeAll(deps: TalentSearchDeps, encs: readonly string[]): number[] {
  return encs.map((enc) => deps.ids.decode(enc)).filter((id): id is number => id !== null);
}

/** Who fits a job posting: its occupations (level 2, else level 1) and its experience on the talent pool's 0–11 scale. */
export type FitCriteria = {
  occupation1Id: number | null;
  occupation2Ids: readonly number[];
  /** null: any experience. */
  yearsOfExperience: { min: number; max: number } | null;
  /** The posting whose applicants are left out. */
  postingId: number;
};

/**
 * Fit candidates: a plain talent search of the whole pool (ranking order) by the posting's occupation and
 * experience, without those who already applied. Names are masked as in the talent pool. No
 * occupation: nobody (a search without one would list the whole pool).
 */
export async function searchFitCandidates(
  deps: TalentSearchDeps,
  access: Access,
  criteria: FitCriteria,
  page: number,
): Promise<{ candidates: FitCandidate[]; page_info: PageInfo }> {
  requirePrivacyAgreement(access);
  const occupation =
    criteria.occupation2Ids.length > 0
      ? { occu: criteria.occupation2Ids.join(',') }
      : criteria.occupation1Id !== null
        ? { occu_1: String(criteria.occupation1Id) }
        : null;
  if (occupation === null) return { candidates: [], page_info: pageInfo(page, SEARCH_PAGE_SIZE, 0) };
  const years = criteria.yearsOfExperience;
  const yoe = years ? `${Math.max(years.min, EXPERIENCE_RANGE.min)};${Math.min(years.max, EXPERIENCE_RANGE.max)}` : undefined;
  // The query's page is only checked (the offset below is the caller's): past the talent pool's last page, nobody.
  const query = talentSearchQuery.parse({
    pool: 'big_pool',
    order_by: 'ranking',
    page: Math.min(page, SEARCH_MAX_PAGE),
    ...occupation,
    ...(yoe ? { yoe } : {}),
  });
  const result = await deps.engine.search({
    scope: { companyId: access.row.company.id, pool: 'big_pool' },
    query,
    notApplicantsOf: criteria.postingId,
    limit: SEARCH_PAGE_SIZE,
    offset: (page - 1) * SEARCH_PAGE_SIZE,
  });
  const [names, seekers] = await Promise.all([
    occupationNames(deps.db),
    seekerNames(
      deps.db,
      result.rows.map((r) => r.id),
    ),
  ]);
  const candidates = result.rows.map((row) => ({
    user_id: deps.ids.encode(row.id),
    name: maskName(seekers.get(row.id) ?? ''),
    headline: row.headline,
    occupation_name: names.get(row.occupation2Id) ?? '',
    years_of_experience: row.yearsOfExperience,
    education_level: row.educationLevel as EducationLevel,
    skills: row.skills,
    resume_updated_at: row.resumeUpdatedAt.toISOString(),
  }));
  return { candidates, page_info: pageInfo(page, SEARCH_PAGE_SIZE, Math.min(result.total, SEARCH_TOTAL_EXACT_LIMIT)) };
}
