import {
  CANDIDATE_PAGE_SIZE,
  CANDIDATE_PROJECTS_PAGE_SIZE,
  type ActionStatus,
  type Candidate,
  type CandidateList,
  type CandidateStatus,
} from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { maskName } from '../../platform/masking.js';
import { pageInfo } from '../../platform/paging.js';
import { requirePrivacyAgreement, type Access } from '../access/access.service.js';
import { requireCompanyProjectIds } from '../projects/projects.service.js';
import type { SeekerIdCodec } from '../talent-search/seeker-id.js';
import { occupationNames } from '../talent-search/taxonomy.js';
import {
  countCandidates,
  countSeekerProjects,
  countSeekers,
  deleteCandidates,
  findCandidate,
  findCandidatesOf,
  insertCandidates,
  listCandidates,
  listSeekerProjects,
  seekerName,
  updateActionStatus,
  type CandidateRow,
  type CandidateScope,
} from './candidates.repo.js';

export type CandidatesDeps = { db: Db; ids: SeekerIdCodec };

function toCandidate(ids: SeekerIdCodec, names: Map<number, string>, row: CandidateRow): Candidate {
  const { candidate, seeker, proposal } = row;
  return {
    id: candidate.id,
    user_id: ids.encode(candidate.jobSeekerId),
    project_id: candidate.projectId,
    project_name: row.projectName,
    status: candidate.status,
    action_status: candidate.actionStatus,
    masked_name: maskName(seeker.name),
    headline: seeker.headline,
    occupation_name: names.get(seeker.occupationId) ?? '',
    years_of_experience: seeker.yearsOfExperience,
    birth_year: seeker.birthYear,
    skills: seeker.skills,
    proposal: proposal
      ? {
          id: proposal.id,
          status: proposal.status,
          sent_at: proposal.createdAt.toISOString(),
          responded_at: proposal.respondedAt?.toISOString() ?? null,
        }
      : null,
    contact_available: row.contactAvailable,
    created_at: candidate.createdAt.toISOString(),
    updated_at: candidate.updatedAt.toISOString(),
  };
}

async function toCandidates(deps: CandidatesDeps, rows: CandidateRow[]): Promise<Candidate[]> {
  const names = await occupationNames(deps.db);
  return rows.map((row) => toCandidate(deps.ids, names, row));
}

/** Seekers named by enc; any that is forged or names no seeker is a 404, like a missing row. */
async function seekerIdsOf(deps: CandidatesDeps, encs: readonly string[]): Promise<number[]> {
  const ids = [...new Set(encs.map((enc) => deps.ids.decode(enc)))];
  if (ids.some((id) => id === null)) throw new AppError('not_found');
  const seekerIds = ids.filter((id): id is number => id !== null);
  if ((await countSeekers(deps.db, seekerIds)) !== seekerIds.length) throw new AppError('not_found');
  return seekerIds;
}

/**
 * Spec §4 candidate lists of one project (`projectId`) or of all the company's projects: one list per
 * page, with the size of every list for the tabs.
 */
export async function listCompanyCandidates(
  deps: CandidatesDeps,
  access: Access,
  query: { action_status: CandidateStatus; page: number; projectId?: number },
): Promise<CandidateList> {
  requirePrivacyAgreement(access);
  const scope: CandidateScope = { companyId: access.row.company.id };
  if (query.projectId !== undefined) scope.projectId = query.projectId;
  const [rows, count] = await Promise.all([
    listCandidates(deps.db, scope, query.action_status, query.page, CANDIDATE_PAGE_SIZE),
    countCandidates(deps.db, scope),
  ]);
  // Another company's project answers exactly like a missing one (its list reads nothing either).
  if (!count) throw new AppError('not_found');
  const total = count[query.action_status];
  return { meta: { total, count }, results: await toCandidates(deps, rows), page_info: pageInfo(query.page, CANDIDATE_PAGE_SIZE, total) };
}

/**
 * Adds seekers to projects of the company. Idempotent per project and seeker: a pair already there is
 * counted as `already` and left as it is. Talent pools are not touched.
 */
export async function addCandidates(deps: CandidatesDeps, access: Access, input: { user_id: string[]; project_ids: number[] }) {
  requirePrivacyAgreement(access);
  const companyId = access.row.company.id;
  const seekerIds = await seekerIdsOf(deps, input.user_id);
  const projectIds = await requireCompanyProjectIds(deps.db, companyId, input.project_ids);
  const added = await insertCandidates(deps.db, companyId, projectIds, seekerIds, new Date());
  // A project deleted or a seeker removed meanwhile: as if it had been missing from the start.
  if (added === null) throw new AppError('not_found');
  const rows = await findCandidatesOf(deps.db, companyId, projectIds, seekerIds);
  return { added, already: projectIds.length * seekerIds.length - added, candidates: await toCandidates(deps, rows) };
}

/** The delete-candidate modal: takes the seekers out of the given projects (their proposals stay). */
export async function removeCandidates(deps: CandidatesDeps, access: Access, input: { user_id: string[]; project_ids: number[] }) {
  requirePrivacyAgreement(access);
  const companyId = access.row.company.id;
  const seekerIds = await seekerIdsOf(deps, input.user_id);
  const projectIds = await requireCompanyProjectIds(deps.db, companyId, input.project_ids);
  return { removed: await deleteCandidates(deps.db, companyId, projectIds, seekerIds) };
}

/** Spec §4: any action status but none moves the candidate to the completed list; none moves it back. */
export async function changeActionStatus(deps: CandidatesDeps, access: Access, id: number, actionStatus: ActionStatus) {
  requirePrivacyAgreement(access);
  const companyId = access.row.company.id;
  if (!(await updateActionStatus(deps.db, companyId, id, actionStatus, new Date()))) throw new AppError('not_found');
  const row = await findCandidate(deps.db, companyId, id);
  if (!row) throw new AppError('not_found');
  const [candidate] = await toCandidates(deps, [row]);
  if (!candidate) throw new AppError('internal');
  return { candidate };
}

/** The list-position modal: which of the company's projects the seeker is in. */
export async function seekerProjects(deps: CandidatesDeps, access: Access, enc: string, page: number) {
  requirePrivacyAgreement(access);
  const companyId = access.row.company.id;
  const id = deps.ids.decode(enc);
  const name = id === null ? undefined : await seekerName(deps.db, id);
  if (id === null || name === undefined) throw new AppError('not_found');
  const [rows, total] = await Promise.all([
    listSeekerProjects(deps.db, companyId, id, page, CANDIDATE_PROJECTS_PAGE_SIZE),
    countSeekerProjects(deps.db, companyId, id),
  ]);
  return {
    user_id: enc,
    masked_name: maskName(name),
    page,
    results: rows.map((r) => ({
      project_id: r.projectId,
      project_name: r.projectName,
      active: r.active,
      candidate_id: r.candidateId,
      status: r.status,
      action_status: r.actionStatus,
    })),
    page_info: pageInfo(page, CANDIDATE_PROJECTS_PAGE_SIZE, total),
  };
}
