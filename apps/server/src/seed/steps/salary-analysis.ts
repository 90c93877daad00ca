import type { CompanySize, SalaryAnalysisResult, SalaryAnalysisStatus } from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';
import { jobs, salaryAnalyses, salaryTicketLedger } from '../../db/schema/index.js';
import { analyseSalary, cohortIsLargeEnough, type SalaryAnalysisInput } from '../../modules/salary-analysis/analysis.js';
import { SALARY_ANALYSE_JOB } from '../../modules/salary-analysis/salary-analysis.service.js';
import { ticketBalance } from '../../modules/payment/payment.service.js';
import type { SeedStep } from '../context.js';
import { DEMO_COMPANIES } from '../demo-accounts.js';
import { createRng, DEMO_SEED } from '../random.js';

const MINUTE = 60_000;

/**
 * A position a demo company asked about: occupation and industry (levels 1 and 2), years, the hiring
 * company's size, and the candidate's desired and previous salaries and the offer, in 만원.
 */
type Position = {
  occupation: [number, number | null];
  industry: [number, number | null];
  years: number;
  size: CompanySize;
  hope: number;
  pre: number | null;
  propose: number | null;
  /** A company of this level-2 industry (from the demo data) or a name typed in the form. */
  preCompany?: { industry: number } | { name: string };
};

/**
 * 누리클라우드 (an IT solutions company) hires developers and a few business roles; 하늘정밀 (semiconductor
 * equipment) engineers; 잡플러스파트너스 (a staffing firm) asks for its clients across industries. The
 * amounts follow Korean offers of 2025–2026: 3–4천만원 for a new hire, 6–9천만원 for a senior developer.
 */
const POSITIONS: Record<number, readonly Position[]> = {
  1: [
    {
      occupation: [11600, 11601],
      industry: [700, 701],
      years: 5,
      size: 'mid',
      hope: 7_000,
      pre: 6_100,
      propose: 6_600,
      preCompany: { industry: 704 },
    },
    {
      occupation: [11600, 11602],
      industry: [700, 701],
      years: 3,
      size: 'mid',
      hope: 5_600,
      pre: 4_800,
      propose: 5_200,
      preCompany: { industry: 703 },
    },
    {
      occupation: [11600, 11604],
      industry: [700, 701],
      years: 7,
      size: 'mid',
      hope: 8_200,
      pre: 7_300,
      propose: 7_800,
      preCompany: { name: '블루웨이브랩스' },
    },
    { occupation: [11600, 11605], industry: [700, 701], years: 4, size: 'mid', hope: 6_400, pre: 5_600, propose: null },
    { occupation: [11600, 11603], industry: [700, 704], years: 2, size: 'mid', hope: 4_800, pre: 4_100, propose: 4_500 },
    {
      occupation: [11600, 11606],
      industry: [700, 701],
      years: 6,
      size: 'mid',
      hope: 9_000,
      pre: 7_800,
      propose: 8_300,
      preCompany: { industry: 704 },
    },
    { occupation: [11600, 11607], industry: [700, 701], years: 1, size: 'mid', hope: 3_900, pre: 3_500, propose: 3_700 },
    {
      occupation: [11700, 11702],
      industry: [700, null],
      years: 8,
      size: 'mid',
      hope: 8_500,
      pre: 7_600,
      propose: null,
      preCompany: { name: '한빛데이터시스템' },
    },
    { occupation: [11900, 11901], industry: [700, 701], years: 4, size: 'mid', hope: 5_500, pre: 4_900, propose: 5_200 },
    { occupation: [11600, null], industry: [700, 701], years: 0, size: 'mid', hope: 4_000, pre: null, propose: 3_800 },
    { occupation: [11600, 11601], industry: [700, 701], years: 10, size: 'mid', hope: 10_500, pre: 9_200, propose: 9_800 },
    { occupation: [12000, 12001], industry: [700, 701], years: 6, size: 'mid', hope: 6_800, pre: 6_000, propose: 6_300 },
  ],
  5: [
    {
      occupation: [12400, 12403],
      industry: [200, 202],
      years: 6,
      size: 'mid',
      hope: 6_200,
      pre: 5_500,
      propose: 5_900,
      preCompany: { industry: 202 },
    },
    { occupation: [12400, 12402], industry: [200, 202], years: 3, size: 'mid', hope: 4_900, pre: 4_300, propose: 4_600 },
    { occupation: [11600, 11609], industry: [200, 202], years: 5, size: 'mid', hope: 6_300, pre: 5_400, propose: null },
    { occupation: [12400, 12401], industry: [200, 201], years: 9, size: 'mid', hope: 7_000, pre: 6_400, propose: 6_700 },
  ],
  6: [
    { occupation: [12100, 12102], industry: [100, 104], years: 4, size: 'mid', hope: 4_800, pre: 4_200, propose: 4_500 },
    {
      occupation: [12000, 12001],
      industry: [900, 904],
      years: 7,
      size: 'large',
      hope: 8_000,
      pre: 7_000,
      propose: 7_500,
      preCompany: { industry: 904 },
    },
    { occupation: [11600, 11601], industry: [900, 904], years: 5, size: 'startup', hope: 7_200, pre: 6_000, propose: 6_800 },
    { occupation: [12500, 12501], industry: [400, 403], years: 2, size: 'small', hope: 3_600, pre: 3_200, propose: 3_400 },
    { occupation: [12200, 12201], industry: [300, 301], years: 5, size: 'large', hope: 6_300, pre: 5_600, propose: null },
  ],
};

/**
 * Reserved requests: executive-level positions, where salary reports are few (the demo's reach 20 years).
 * A candidate is used only where its cohort is indeed below the minimum.
 */
const RESERVED: Record<number, readonly Position[]> = {
  1: [
    { occupation: [11700, 11703], industry: [700, 701], years: 27, size: 'mid', hope: 18_000, pre: 16_500, propose: null },
    { occupation: [11600, 11605], industry: [700, 705], years: 28, size: 'mid', hope: 17_000, pre: 15_000, propose: 15_500 },
    { occupation: [12200, 12202], industry: [700, 701], years: 30, size: 'mid', hope: 16_000, pre: 14_500, propose: null },
  ],
  5: [{ occupation: [12400, 12401], industry: [200, 202], years: 29, size: 'mid', hope: 14_000, pre: 12_500, propose: null }],
  6: [{ occupation: [12100, 12101], industry: [900, 901], years: 28, size: 'large', hope: 19_000, pre: 17_000, propose: 17_500 }],
};

/** The statuses of each company's requests, newest first; completed fill the rest of POSITIONS. */
const RECENT: Record<number, readonly SalaryAnalysisStatus[]> = { 1: [4, 1, 5], 5: [1], 6: [5] };

type Planned = { position: Position; status: SalaryAnalysisStatus; createdAt: Date; wasReserved: boolean };
type Kept = Planned & {
  pre: { id: number | null; name: string | null };
  analysedAt: Date | null;
  result: SalaryAnalysisResult | null;
  usesTicket: boolean;
};

function inputOf(p: Position, preCompany: SalaryAnalysisInput['preCompany']): SalaryAnalysisInput {
  return {
    occupationLevel1Id: p.occupation[0],
    occupationLevel2Id: p.occupation[1],
    experienceYears: p.years,
    industryLevel1Id: p.industry[0],
    industryLevel2Id: p.industry[1],
    companySize: p.size,
    hopeSalary: p.hope,
    preSalary: p.pre,
    proposeSalary: p.propose,
    preCompany,
  };
}

/**
 * Salary analysis requests of the demo companies that applied for it (누리클라우드, 하늘정밀, 잡플러스파트너스),
 * in every status (decision 0024): completed ones with the report `analyseSalary` makes of the seeded salary
 * reports (one of them reserved first, its requester mailed), a requested and an analysing one with their
 * analyse job, reserved executive positions, and cancelled ones. The ticket ledger follows: a use for each
 * requested, analysing and completed request, a use and its refund for a cancelled one that had a ticket,
 * nothing for a reserved one; every company keeps tickets to spare. Its own random stream: where it sits
 * changes nothing for the steps around it.
 */
export const salaryAnalysisStep: SeedStep = {
  name: '연봉 분석',
  async run(ctx) {
    const rng = createRng(DEMO_SEED + 20);
    const db = ctx.database.db;
    const now = ctx.now.getTime();
    const companies = DEMO_COMPANIES.filter((c) => c.isSalaryApply);
    ctx.progress.start(this.name, companies.length);
    for (const company of companies) {
      const operators = ctx.operators.filter((op) => op.companyId === company.id).slice(0, 3);
      const requester = () => (operators.length > 0 ? rng.pick(operators).userId : null);
      const peers = ctx.companies.filter((c) => c.id !== company.id);
      const preCompanyOf = (p: Position) => {
        if (!p.preCompany) return { id: null, name: null, input: null };
        if ('name' in p.preCompany) return { id: null, name: p.preCompany.name, input: null };
        const industry = p.preCompany.industry;
        const candidates = peers.filter((c) => c.industryId === industry);
        const peer = candidates.length > 0 ? rng.pick(candidates) : undefined;
        if (!peer) return { id: null, name: null, input: null };
        return {
          id: peer.id,
          name: peer.name,
          input: { size: peer.size, industryLevel1Id: Math.floor(industry / 100) * 100, industryLevel2Id: industry },
        };
      };

      // Newest first: the recent statuses, then completed ones a few days apart over four months.
      const positions = [...(POSITIONS[company.id] ?? [])];
      const planned: Planned[] = [];
      const recent = RECENT[company.id] ?? [];
      recent.forEach((status, i) => {
        const position = positions[i];
        if (!position) return;
        const ago = status === 5 ? rng.int(2, 6) * DAY_MS : (i + 1) * rng.int(2, 9) * MINUTE;
        planned.push({ position, status, createdAt: new Date(now - ago), wasReserved: false });
      });
      positions.slice(recent.length).forEach((position, i) => {
        const ago = (7 + i * rng.int(6, 12)) * DAY_MS + rng.int(9 * 60, 18 * 60) * MINUTE;
        planned.push({ position, status: 3, createdAt: new Date(now - ago), wasReserved: i === 1 });
      });
      for (const [i, position] of (RESERVED[company.id] ?? []).entries()) {
        const status = i === 2 ? 5 : 11;
        planned.push({ position, status, createdAt: new Date(now - rng.int(10, 60) * DAY_MS), wasReserved: true });
      }

      // Uses may not take the balance below two, and each reserved request keeps one more aside for the day
      // its data grows (the recheck then uses a ticket for it): the demo can always request one more, even
      // after the reserved ones are analysed. The newest requests choose first, so the statuses the demo
      // shows at the top (requested, analysing, cancelled) always keep a ticket whatever the company's
      // balance on the day of the seed; the completed history takes the rest.
      const reserved = planned.filter((plan) => plan.status === 11).length;
      let spare = (await ticketBalance(db, company.id)) - 2 - reserved;
      const kept: Kept[] = [];
      for (const plan of planned.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())) {
        const pre = preCompanyOf(plan.position);
        const input = inputOf(plan.position, pre.input);
        const thin = !(await cohortIsLargeEnough(db, input, plan.createdAt));
        // A reserved candidate whose data is not thin after all, or a request the data cannot carry, is left out.
        if (plan.wasReserved && plan.status !== 3 && !thin) continue;
        if (!plan.wasReserved && thin) continue;
        const usesTicket = plan.status === 1 || plan.status === 3 || plan.status === 4 || (plan.status === 5 && !plan.wasReserved);
        if (usesTicket && spare < 1) continue;
        const analysedAt = plan.status === 3 ? new Date(plan.createdAt.getTime() + (plan.wasReserved ? 12 * DAY_MS : rng.int(1, 4) * MINUTE)) : null;
        const outcome = analysedAt ? await analyseSalary(db, input, analysedAt) : null;
        if (outcome && outcome.kind !== 'analysed') continue;
        // A cancelled request had its ticket back.
        if (usesTicket && plan.status !== 5) spare--;
        kept.push({ ...plan, pre, analysedAt, result: outcome?.kind === 'analysed' ? outcome.result : null, usesTicket });
      }

      const ledger: (typeof salaryTicketLedger.$inferInsert)[] = [];
      let n = 0;
      for (const { position, status, createdAt, wasReserved, pre, analysedAt, result, usesTicket } of kept.reverse()) {
        const cancelledAt = status === 5 ? new Date(createdAt.getTime() + rng.int(20, 300) * MINUTE) : null;
        const requestedBy = requester();
        const [row] = await db
          .insert(salaryAnalyses)
          .values({
            companyId: company.id,
            requestedBy,
            status,
            reportType: position.propose === null ? 'market' : 'offer_check',
            idempotencyKey: `seed-salary-analysis-${company.id}-${String(++n).padStart(2, '0')}`,
            occupationLevel1Id: position.occupation[0],
            occupationLevel2Id: position.occupation[1],
            experienceYears: position.years,
            hopeSalary: position.hope,
            preSalary: position.pre,
            preCompanyId: pre.id,
            preCompanyName: pre.name,
            industryLevel1Id: position.industry[0],
            industryLevel2Id: position.industry[1],
            companySize: position.size,
            proposeSalary: position.propose,
            result,
            createdAt,
            analysedAt,
            cancelledAt,
            notifiedAt: wasReserved && analysedAt ? analysedAt : null,
          })
          .returning({ id: salaryAnalyses.id });
        if (!row) throw new Error('seed: no salary analysis row');
        if (!usesTicket) continue;
        // A reserved request used its ticket when the data grew, just before its analysis.
        const usedAt = analysedAt && wasReserved ? new Date(analysedAt.getTime() - MINUTE) : createdAt;
        ledger.push({ companyId: company.id, delta: -1, reason: 'use', analysisId: row.id, createdBy: requestedBy, createdAt: usedAt });
        if (cancelledAt) {
          ledger.push({ companyId: company.id, delta: 1, reason: 'refund', analysisId: row.id, createdBy: requestedBy, createdAt: cancelledAt });
        }
        if (status === 1 || status === 4) {
          // The worker picks these up when the console starts; an analysing one's worker is gone, so its job is due again.
          await db.insert(jobs).values({ kind: SALARY_ANALYSE_JOB, payload: { analysis_id: row.id }, attempts: status === 4 ? 1 : 0 });
        }
      }
      if (ledger.length > 0) await db.insert(salaryTicketLedger).values(ledger);
      ctx.progress.advance(1);
    }
    ctx.progress.finish();
  },
};
