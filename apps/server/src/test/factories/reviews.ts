/** Reviews of the three kinds (issue 18) and salary reports. */
import { companyReviews, interviewReviews, salaryReports, welfareReviews } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import type { CompanyRef } from './shared.js';

type NewCompanyReview = typeof companyReviews.$inferInsert;
/** A company review (its insert enqueues the new-review alert, as the public site's would). */
export async function makeCompanyReview(db: Db, options: Partial<Omit<NewCompanyReview, 'companyId'>> & { company: CompanyRef }) {
  const { company, ...rest } = options;
  const overall = rest.ratingOverall ?? 4;
  const [row] = await db
    .insert(companyReviews)
    .values({
      companyId: company.id,
      occupationId: 11601,
      employmentStatus: 'current',
      ratingOverall: overall,
      ratingCareer: overall,
      ratingPayBenefits: overall,
      ratingWorkLife: overall,
      ratingCulture: overall,
      ratingManagement: overall,
      title: '성장하기 좋은 회사',
      pros: '동료들이 친절하고 배울 점이 많습니다.',
      cons: '마감 시기에는 야근이 있습니다.',
      wish: '지금처럼만 해주세요.',
      ...rest,
    })
    .returning();
  if (!row) throw new Error('no company review');
  return row;
}

type NewInterviewReview = typeof interviewReviews.$inferInsert;
export async function makeInterviewReview(db: Db, options: Partial<Omit<NewInterviewReview, 'companyId'>> & { company: CompanyRef }) {
  const { company, ...rest } = options;
  const [row] = await db
    .insert(interviewReviews)
    .values({
      companyId: company.id,
      occupationId: 11601,
      difficulty: 3,
      result: 'passed',
      experience: 'positive',
      title: '기술 질문 위주의 면접',
      process: '서류 전형 → 실무 면접 → 임원 면접',
      questions: '- 1분 자기소개를 해주세요.',
      interviewedOn: '2026-01-01',
      ...rest,
    })
    .returning();
  if (!row) throw new Error('no interview review');
  return row;
}

type NewWelfareReview = typeof welfareReviews.$inferInsert;
export async function makeWelfareReview(db: Db, options: Partial<Omit<NewWelfareReview, 'companyId'>> & { company: CompanyRef }) {
  const { company, ...rest } = options;
  const [row] = await db
    .insert(welfareReviews)
    .values({
      companyId: company.id,
      occupationId: 11601,
      benefitCode: 'meal',
      rating: 4,
      content: '식대가 넉넉하게 나옵니다.',
      employmentStatus: 'current',
      ...rest,
    })
    .returning();
  if (!row) throw new Error('no welfare review');
  return row;
}

type NewSalaryReport = typeof salaryReports.$inferInsert;
export async function makeSalaryReport(db: Db, options: Partial<Omit<NewSalaryReport, 'companyId'>> & { company: CompanyRef }) {
  const { company, ...rest } = options;
  const [row] = await db
    .insert(salaryReports)
    .values({
      companyId: company.id,
      occupationId: 11601,
      industryId: 701,
      companySize: 'mid',
      experienceYears: 3,
      annualSalary: 4_500,
      reportedYear: new Date().getFullYear(),
      ...rest,
    })
    .returning();
  if (!row) throw new Error('no salary report');
  return row;
}
