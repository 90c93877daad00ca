import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { MessageRequest } from '@partners/contract';
import { jobSeekerContacts, memberships, talentSettings } from '../../db/schema/index.js';
import { testConfig } from '../../platform/config.js';
import type { TestApp } from '../../test/harness.js';
import { makePosting, makeProject } from '../../test/factories.js';
import { SeekerIdCodec } from '../talent-search/seeker-id.js';

/** Test helpers for proposals: the codec and runner the app under test uses, and the rows a proposal needs. */
export const seekerIds = new SeekerIdCodec(testConfig().sessionSecret);
export const quiet = { warn: () => {} };

/** Seekers no company has proposed to or filed as a candidate (the demo data has some), highest ids first. */
export async function freeSeekers(t: TestApp, count: number): Promise<number[]> {
  const result = await t.database.db.execute(sql`
    select s.id from job_seekers s
    where not exists (select 1 from hr_candidates c where c.job_seeker_id = s.id)
      and not exists (select 1 from hr_proposals p where p.job_seeker_id = s.id)
    order by s.id desc limit ${count}`);
  const ids = (result as { rows: { id: number }[] }).rows.map((r) => r.id);
  if (ids.length < count) throw new Error(`only ${ids.length} free seekers`);
  return ids;
}

/** Drops a company's proposals (the demo data's), so that its daily count starts at zero. */
export async function clearProposals(t: TestApp, companyId: number): Promise<void> {
  await t.database.db.execute(sql`delete from hr_proposals where company_id = ${companyId}`);
}

/** Every demo operator has agreed to the privacy terms. */
export async function agreeAll(t: TestApp): Promise<void> {
  const db = t.database.db;
  const operators = await db.select({ userId: memberships.userId, companyId: memberships.companyId }).from(memberships);
  await db
    .insert(talentSettings)
    .values(operators.map((o) => ({ ...o, privacyAgreedAt: new Date() })))
    .onConflictDoNothing();
}

export async function createProject(t: TestApp, companyId: number, name = '2026 하반기 백엔드 개발자', active = true): Promise<number> {
  return (await makeProject(t.database.db, { company: { id: companyId }, name, active })).id;
}

export async function createPosting(t: TestApp, companyId: number, title: string, closesAt: Date | null): Promise<number> {
  return (await makePosting(t.database.db, { company: { id: companyId }, title, closesAt })).id;
}

export async function setMessengerId(t: TestApp, jobSeekerId: number, messengerId: string | null): Promise<void> {
  await t.database.db.update(jobSeekerContacts).set({ messengerId }).where(eq(jobSeekerContacts.jobSeekerId, jobSeekerId));
}

export function messageRequest(jobSeekerId: number, projectId: number, overrides: Partial<MessageRequest> = {}) {
  return {
    message: {
      user_id: seekerIds.encode(jobSeekerId),
      project_id: projectId,
      content: '안녕하세요. 백엔드 개발자 포지션을 제안드립니다.',
      included_company_introduction: true,
      request_id: randomUUID(),
      ...overrides,
    },
  };
}
