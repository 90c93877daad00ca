/** Hiring projects and the proposals sent from them, straight into the tables (the proposals module has its own tests of sending). */
import { randomUUID } from 'node:crypto';
import { PROPOSAL_EXPIRY_DAYS } from '@partners/contract';
import { addDays } from '@partners/contract/korea-time';
import { hrProjects, proposals } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import type { CompanyRef } from './shared.js';

export type ProjectOptions = Partial<Omit<typeof hrProjects.$inferInsert, 'companyId'>> & { company: CompanyRef };

/** An active hiring project of `company`. */
export async function makeProject(db: Db, options: ProjectOptions) {
  const { company, ...overrides } = options;
  const [row] = await db
    .insert(hrProjects)
    .values({ name: '2026 하반기 백엔드 개발자', ...overrides, companyId: company.id })
    .returning();
  if (!row) throw new Error('makeProject: no row');
  return row;
}

export type MadeProject = Awaited<ReturnType<typeof makeProject>>;

export type ProposalOptions = Partial<Omit<typeof proposals.$inferInsert, 'companyId' | 'senderId' | 'projectId' | 'jobSeekerId'>> & {
  company: CompanyRef;
  sender: { id: number };
  project: { id: number };
  seeker: { id: number };
};

/**
 * A proposal from `sender` of `company` to `seeker` in `project`: delivered and open unless told otherwise,
 * created now, expiring PROPOSAL_EXPIRY_DAYS later; an accepted or rejected one was answered an hour after it was sent.
 */
export async function makeProposal(db: Db, options: ProposalOptions) {
  const { company, sender, project, seeker, ...overrides } = options;
  const status = overrides.status ?? 'delivered';
  const createdAt = overrides.createdAt ?? new Date();
  const answered = status === 'accepted' || status === 'rejected';
  const [row] = await db
    .insert(proposals)
    .values({
      requestId: randomUUID(),
      content: '안녕하세요. 포지션을 제안드립니다.',
      includedCompanyIntroduction: false,
      respondedAt: answered ? new Date(createdAt.getTime() + 3_600_000) : null,
      expiresAt: addDays(createdAt, PROPOSAL_EXPIRY_DAYS),
      ...overrides,
      status,
      createdAt,
      companyId: company.id,
      senderId: sender.id,
      projectId: project.id,
      jobSeekerId: seeker.id,
    })
    .returning();
  if (!row) throw new Error('makeProposal: no row');
  return row;
}
