import { asc, sql } from 'drizzle-orm';
import {
  ACTION_STATUSES,
  PROPOSAL_EXPIRY_DAYS,
  REJECT_REASONS,
  canSeeTalentPool,
  type ActionStatus,
  type CandidateProgress,
  type ProposalStatus,
  type RejectReason,
} from '@partners/contract';
import { DAY_MS, koreanMonth } from '@partners/contract/korea-time';
import { hrCandidates, hrProjects, jobSeekers, proposals, talentPoolEntries } from '../../db/schema/index.js';
import type { SeedContext, SeedStep, SeededCompany } from '../context.js';
import { DEMO_COMPANIES } from '../demo-accounts.js';
import type { Rng } from '../random.js';
import { INDUSTRIES } from '../taxonomy.js';
import { hasMessenger } from './job-seekers.js';

const HOUR = 3_600_000;

/**
 * A position a company hires for: its short name, the project's name ({period}: 2026 하반기), the
 * occupation its candidates come from, and the level-1 industries it suits (null: any).
 */
type Opening = { position: string; project: string; occupationId: number; industries: number[] | null };

const OPENINGS: readonly Opening[] = [
  {
    position: '백엔드 개발자',
    project: '{period} 백엔드 개발자',
    occupationId: 11601,
    industries: [700, 900],
  },
  {
    position: '프론트엔드 개발자',
    project: '프론트엔드 개발자 (React) 충원',
    occupationId: 11602,
    industries: [700, 800],
  },
  {
    position: '데이터 엔지니어',
    project: '데이터 플랫폼팀 데이터 엔지니어',
    occupationId: 11604,
    industries: [700, 900],
  },
  {
    position: 'DevOps 엔지니어',
    project: '{period} 클라우드 인프라 DevOps',
    occupationId: 11605,
    industries: [700],
  },
  {
    position: '모바일 앱 개발자',
    project: '모바일 앱 개발자 인재풀',
    occupationId: 11603,
    industries: [700, 400],
  },
  { position: 'QA 엔지니어', project: 'QA 엔지니어 상시 채용', occupationId: 11607, industries: [700] },
  {
    position: '임베디드 개발자',
    project: '차량 제어 임베디드 개발',
    occupationId: 11609,
    industries: [200],
  },
  {
    position: '생산관리 담당자',
    project: '{period} 생산관리 경력직',
    occupationId: 12401,
    industries: [200, 300],
  },
  {
    position: '품질관리 엔지니어',
    project: '품질관리 엔지니어 충원',
    occupationId: 12402,
    industries: [200, 300],
  },
  {
    position: '공정 엔지니어',
    project: '공정 엔지니어 상시 채용',
    occupationId: 12403,
    industries: [200],
  },
  {
    position: '임상연구 담당자',
    project: '{period} 임상연구 CRA',
    occupationId: 12303,
    industries: [300],
  },
  { position: 'RA 약사', project: 'RA 약사 채용', occupationId: 12302, industries: [300] },
  { position: '채용 담당자', project: '인사팀 채용담당자', occupationId: 12102, industries: null },
  {
    position: '재무회계 담당자',
    project: '{period} 재무회계 경력직',
    occupationId: 12201,
    industries: null,
  },
  {
    position: '퍼포먼스 마케터',
    project: '퍼포먼스 마케터 상시 채용',
    occupationId: 11801,
    industries: null,
  },
  { position: 'B2B 영업 매니저', project: '기업영업(B2B) 매니저', occupationId: 12001, industries: null },
  {
    position: '해외영업 담당자',
    project: '해외영업 (동남아 시장)',
    occupationId: 12002,
    industries: [200, 300, 400],
  },
  {
    position: 'UI/UX 디자이너',
    project: '{period} UI/UX 디자이너',
    occupationId: 11901,
    industries: [700, 800],
  },
  { position: '고객성공 매니저', project: '고객성공팀 CSM', occupationId: 12502, industries: [700, 100] },
  { position: '경영기획 담당자', project: '경영기획팀 충원', occupationId: 11701, industries: null },
];

const MESSAGES = [
  '안녕하세요, {company} 채용 담당자입니다. 등록해 주신 이력서를 인상 깊게 보았습니다. 현재 {position} 포지션을 채용 중인데, 경력과 잘 맞으실 것 같아 제안드립니다. 관심 있으시면 수락해 주세요. 편하게 이야기 나눠 보고 싶습니다.',
  '안녕하세요. {company} 인사팀입니다. {position} 포지션에 적합한 분을 찾던 중 이력서를 보고 연락드립니다. 팀 소개와 처우는 커피챗에서 자세히 말씀드리겠습니다. 긍정적인 검토 부탁드립니다.',
  '{company}에서 {position} 포지션을 제안드립니다. 지금까지 해 오신 업무가 저희 팀이 풀고 있는 문제와 많이 닮아 있어 꼭 한번 뵙고 싶습니다. 제안을 수락해 주시면 담당자가 바로 연락드리겠습니다.',
];

const REJECT_DETAILS: Partial<Record<RejectReason, string>> = {
  not_looking: '현재 회사에서 진행 중인 프로젝트가 있어 당분간 이직 계획이 없습니다.',
  salary_mismatch: '희망 연봉과 차이가 있어 이번에는 어렵겠습니다.',
  location_mismatch: '출퇴근 거리가 멀어 지원이 어렵습니다.',
};

/** `2026 하반기`: the half-year of `at` in Korea, `back` halves earlier. */
function period(at: Date, back = 0): string {
  const { year, month } = koreanMonth(at);
  const half = year * 2 + (month <= 6 ? 0 : 1) - back;
  return `${Math.floor(half / 2)} ${half % 2 === 0 ? '상반기' : '하반기'}`;
}

/** Demo companies whose operators can open the talent pool by plan (spec §6): they get hiring data. */
function hiringCompanies(ctx: SeedContext): SeededCompany[] {
  const demoIds = new Set(DEMO_COMPANIES.map((c) => c.id));
  return ctx.companies.filter(
    (c) => demoIds.has(c.id) && canSeeTalentPool({ privilege_master_code: c.plan, job_posting_bizs: c.jobPostingBizs, is_admin: false }),
  );
}

/** Distinct openings, most of them of the company's industry when it has some. */
function openingsFor(rng: Rng, company: SeededCompany, count: number): Opening[] {
  const level1 = INDUSTRIES.find((i) => i.id === company.industryId)?.parentId ?? company.industryId;
  const fitting = OPENINGS.filter((o) => o.industries?.includes(level1));
  const general = OPENINGS.filter((o) => o.industries === null);
  const picked = new Set<Opening>();
  for (let attempt = 0; picked.size < count && attempt < count * 8; attempt++) {
    picked.add(rng.pick(fitting.length > 0 && rng.chance(0.65) ? fitting : general));
  }
  return [...picked];
}

/** Who sends the company's proposals: its first operator, the demo account where it has one (they come first). */
function senderOf(ctx: SeedContext, companyId: number): number | undefined {
  return ctx.operators.find((o) => o.companyId === companyId)?.userId;
}

/**
 * Up to 120 seekers of each occupation, in id order (an index walk that stops early, also on a million
 * seekers); an occupation with fewer than 20 also draws from the first seekers of any occupation.
 */
async function seekersByOccupation(ctx: SeedContext, occupationIds: readonly number[]): Promise<Map<number, number[]>> {
  const { db } = ctx.database;
  const ids = [...new Set(occupationIds)];
  const { rows } = (await db.execute<{ occupation_id: number; id: number }>(sql`
    select o.id as occupation_id, s.id
    from unnest(${`{${ids.join(',')}}`}::int[]) as o(id)
    cross join lateral (
      select ${jobSeekers.id} from ${jobSeekers} where ${jobSeekers.occupation2Id} = o.id order by ${jobSeekers.id} limit 120
    ) as s`)) as { rows: { occupation_id: number; id: number }[] };
  const any = (await db.select({ id: jobSeekers.id }).from(jobSeekers).orderBy(asc(jobSeekers.id)).limit(120)).map((r) => r.id);
  const byOccupation = new Map<number, number[]>(ids.map((id) => [id, []]));
  for (const row of rows) byOccupation.get(Number(row.occupation_id))?.push(Number(row.id));
  for (const [id, seekers] of byOccupation) if (seekers.length < 20) byOccupation.set(id, [...seekers, ...any]);
  return byOccupation;
}

type Plan = { progress: CandidateProgress; proposal: ProposalStatus | null; actionStatus: ActionStatus };

/** A candidate's story: not yet contacted, proposed and waiting (or expired), or answered; answered ones are often marked. */
function drawPlan(rng: Rng, past: boolean): Plan {
  const roll = rng.int(1, 100);
  if (!past && roll <= 45) return { progress: 'intact', proposal: null, actionStatus: 'none' };
  if (roll <= (past ? 30 : 70)) {
    const proposal = past ? 'expired' : rng.pick<ProposalStatus>(['delivered', 'viewed', 'viewed', 'expired']);
    return { progress: 'contacted', proposal, actionStatus: 'none' };
  }
  const accepted = rng.chance(0.6);
  const marks: readonly ActionStatus[] = accepted ? ['none', 'interviewing', 'hired', 'on_hold'] : ['none', 'dropped'];
  const actionStatus = past ? rng.pick(ACTION_STATUSES.filter((s) => s !== 'none')) : rng.pick(marks);
  return { progress: 'replied', proposal: accepted ? 'accepted' : 'rejected', actionStatus };
}

/**
 * When a candidate was added and, if proposed, when the proposal was sent and answered: open proposals
 * within their validity, expired ones past it, answers within a day and a half; a finished project's all
 * months ago. Each after the one before, all before `now`.
 */
function timeline(rng: Rng, proposal: ProposalStatus | null, projectCreatedAt: Date, past: boolean, now: Date) {
  const ageHours = Math.floor((now.getTime() - projectCreatedAt.getTime()) / HOUR);
  const addedBy = (latest: number) =>
    new Date(projectCreatedAt.getTime() + rng.int(0, Math.max(0, Math.floor((latest - projectCreatedAt.getTime()) / HOUR) - 1)) * HOUR);
  if (proposal === null) return { addedAt: addedBy(now.getTime() - HOUR), sentAt: null, respondedAt: null };
  let sentAt: Date;
  if (past) sentAt = new Date(projectCreatedAt.getTime() + rng.int(24, Math.min(60 * 24, ageHours - 90 * 24)) * HOUR);
  else if (proposal === 'delivered' || proposal === 'viewed') sentAt = new Date(now.getTime() - rng.int(2, (PROPOSAL_EXPIRY_DAYS - 1) * 24) * HOUR);
  else if (proposal === 'expired')
    sentAt = new Date(now.getTime() - rng.int((PROPOSAL_EXPIRY_DAYS + 1) * 24, Math.max((PROPOSAL_EXPIRY_DAYS + 1) * 24, ageHours - 24)) * HOUR);
  else sentAt = new Date(now.getTime() - rng.int(48, Math.max(48, ageHours - 24)) * HOUR);
  const answered = proposal === 'accepted' || proposal === 'rejected';
  return { addedAt: addedBy(sentAt.getTime()), sentAt, respondedAt: answered ? new Date(sentAt.getTime() + rng.int(1, 36) * HOUR) : null };
}

type PlannedProject = {
  companyId: number;
  senderId: number;
  opening: Opening;
  past: boolean;
  row: typeof hrProjects.$inferInsert & { name: string; createdAt: Date };
};

/** Projects: a finished one of the last half-year, then two or three active ones. */
function planProjects(rng: Rng, company: SeededCompany, senderId: number, now: Date): PlannedProject[] {
  return openingsFor(rng, company, rng.int(3, 4)).map((opening, i) => {
    const past = i === 0;
    const name = past ? `${period(now, 1)} ${opening.position} 채용 (종료)` : opening.project.replace('{period}', period(now));
    const createdAt = new Date(now.getTime() - (past ? rng.int(150, 200) : rng.int(10, 70)) * DAY_MS);
    return {
      companyId: company.id,
      senderId,
      opening,
      past,
      row: { companyId: company.id, createdBy: senderId, name, active: !past, createdAt, updatedAt: createdAt },
    };
  });
}

/**
 * Hiring demo data for each demo company with talent access: two or three active projects and a finished one, and candidates in every list, each contacted or answered one with
 * the proposal that put it there (delivered by messenger when the seeker has an account, else by SMS),
 * carrying one of the company's live postings (the postings step made them) on about half of the live ones.
 * Everything is planned first and loaded in one insert per table.
 */
export const hiringStep: SeedStep = {
  name: '채용 프로젝트',
  async run(ctx) {
    const { db } = ctx.database;
    const { rng, now } = ctx;
    const companies = hiringCompanies(ctx)
      .map((company) => ({ company, senderId: senderOf(ctx, company.id) }))
      .filter((c): c is { company: SeededCompany; senderId: number } => c.senderId !== undefined);
    ctx.progress.start(this.name, companies.length);
    if (companies.length === 0) return ctx.progress.finish();

    const planned = companies.flatMap(({ company, senderId }) => planProjects(rng, company, senderId, now));
    const inserted = await db
      .insert(hrProjects)
      .values(planned.map((p) => p.row))
      .returning({ id: hrProjects.id, companyId: hrProjects.companyId, name: hrProjects.name });
    const projectIds = new Map(inserted.map((p) => [`${p.companyId}:${p.name}`, p.id]));
    const seekers = await seekersByOccupation(
      ctx,
      planned.map((p) => p.opening.occupationId),
    );

    const candidateRows: (typeof hrCandidates.$inferInsert)[] = [];
    const proposalRows: (typeof proposals.$inferInsert & { createdAt: Date })[] = [];
    for (const project of planned) {
      const projectId = projectIds.get(`${project.companyId}:${project.row.name}`);
      const company = companies.find((c) => c.company.id === project.companyId)?.company;
      if (projectId === undefined || !company) continue;
      const livePostings = ctx.postings
        .filter((p) => p.companyId === company.id && p.status === 'open' && (p.closesAt === null || p.closesAt > now))
        .map((p) => p.id);
      const pool = seekers.get(project.opening.occupationId) ?? [];
      const chosen = new Set<number>();
      const count = project.past ? rng.int(3, 6) : rng.int(6, 14);
      for (let attempt = 0; chosen.size < count && attempt < count * 4; attempt++) chosen.add(rng.pick(pool));
      for (const jobSeekerId of chosen) {
        const plan = drawPlan(rng, project.past);
        const times = timeline(rng, plan.proposal, project.row.createdAt, project.past, now);
        if (plan.proposal && times.sentAt) {
          const reason = plan.proposal === 'rejected' ? rng.pick(REJECT_REASONS) : null;
          const sentAt = times.sentAt;
          proposalRows.push({
            companyId: company.id,
            senderId: project.senderId,
            projectId,
            jobSeekerId,
            // A finished project's proposals went out with postings long closed: none is attached.
            jobPostingId: !project.past && livePostings.length > 0 && rng.chance(0.5) ? rng.pick(livePostings) : null,
            requestId: rng.faker.string.uuid(),
            content: rng.pick(MESSAGES).replace('{company}', company.name).replace('{position}', project.opening.position),
            includedCompanyIntroduction: rng.chance(0.5),
            status: plan.proposal,
            deliveredBy: hasMessenger(jobSeekerId) ? 'messenger' : 'sms',
            rejectReason: reason,
            rejectDetail: reason ? (REJECT_DETAILS[reason] ?? null) : null,
            createdAt: sentAt,
            deliveredAt: new Date(sentAt.getTime() + rng.int(5, 90) * 1000),
            viewedAt: plan.proposal === 'delivered' || plan.proposal === 'expired' ? null : new Date(sentAt.getTime() + rng.int(10, 600) * 60_000),
            respondedAt: times.respondedAt,
            expiresAt: new Date(sentAt.getTime() + PROPOSAL_EXPIRY_DAYS * DAY_MS),
          });
        }
        const updatedAt = times.respondedAt ?? times.sentAt ?? times.addedAt;
        candidateRows.push({
          companyId: company.id,
          projectId,
          jobSeekerId,
          status: plan.progress,
          actionStatus: plan.actionStatus,
          createdAt: times.addedAt,
          updatedAt,
        });
      }
    }
    await db.insert(hrCandidates).values(candidateRows);
    if (proposalRows.length > 0) {
      await db.insert(proposals).values(proposalRows);
      // Proposed seekers are in the company's interview-request pool (docs/decisions/0007).
      await db
        .insert(talentPoolEntries)
        .values(
          proposalRows.map((p) => ({
            companyId: p.companyId,
            pool: 'interview_request_pool' as const,
            jobSeekerId: p.jobSeekerId,
            source: 'proposed',
            createdAt: p.createdAt,
          })),
        )
        .onConflictDoNothing();
    }
    ctx.progress.advance(companies.length);
    ctx.progress.finish();
  },
};
