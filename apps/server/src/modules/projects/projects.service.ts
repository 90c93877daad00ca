import { HIRING_PATHS, PROJECT_PAGE_SIZE, type Project, type ProjectList } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageInfo } from '../../platform/paging.js';
import { operatorOf, requirePrivacyAgreement, type Access } from '../access/access.service.js';
import {
  companyProjects,
  countProjects,
  deleteProject,
  findProject,
  insertProject,
  listProjects,
  updateProject,
  type ProjectRow,
} from './projects.repo.js';

function toProject(row: ProjectRow): Project {
  const { project } = row;
  return {
    id: project.id,
    name: project.name,
    active: project.active,
    project_home_url: HIRING_PATHS.projectCandidates(project.id),
    count: { intact: row.intact, contacted: row.contacted, replied: row.replied },
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
}

/** Spec §3: active and inactive projects are two lists, each paged on its own, newest first. */
export async function listCompanyProjects(db: Db, access: Access, query: { active: boolean; page: number }): Promise<ProjectList> {
  requirePrivacyAgreement(access);
  const companyId = access.row.company.id;
  const [rows, total] = await Promise.all([
    listProjects(db, companyId, query.active, query.page, PROJECT_PAGE_SIZE),
    countProjects(db, companyId, query.active),
  ]);
  return { page: query.page, meta: { total }, results: rows.map(toProject), page_info: pageInfo(query.page, PROJECT_PAGE_SIZE, total) };
}

/** Another company's project answers exactly like a missing one. */
async function companyProject(db: Db, access: Access, id: number): Promise<Project> {
  const row = await findProject(db, access.row.company.id, id);
  if (!row) throw new AppError('not_found');
  return toProject(row);
}

export async function getProject(db: Db, access: Access, id: number) {
  requirePrivacyAgreement(access);
  return { hr_project: await companyProject(db, access, id) };
}

/** A new project is active and empty. */
export async function createProject(db: Db, access: Access, input: { name: string }) {
  requirePrivacyAgreement(access);
  const { userId, companyId } = operatorOf(access);
  const id = await insertProject(db, { companyId, createdBy: userId, name: input.name });
  if (id === undefined) throw new AppError('internal');
  return { hr_project: await companyProject(db, access, id) };
}

export async function changeProject(db: Db, access: Access, id: number, input: { name?: string | undefined; active?: boolean | undefined }) {
  requirePrivacyAgreement(access);
  const set: { name?: string; active?: boolean } = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.active !== undefined) set.active = input.active;
  if (!(await updateProject(db, access.row.company.id, id, set, new Date()))) throw new AppError('not_found');
  return { hr_project: await companyProject(db, access, id) };
}

/** Deleting a project removes its candidates (and the proposals filed under it) with it. */
export async function removeProject(db: Db, access: Access, id: number) {
  requirePrivacyAgreement(access);
  if (!(await deleteProject(db, access.row.company.id, id))) throw new AppError('not_found');
  return { deleted: true as const };
}

/** The company's projects among `ids`, without repeats; another company's project answers like a missing one. */
export async function requireCompanyProjectIds(db: Db, companyId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if ((await companyProjects(db, companyId, unique)).length !== unique.length) throw new AppError('not_found');
  return unique;
}
