/**
 * Test factories: one call per row a test needs, with realistic Korean defaults that the real services
 * accept, and overrides for what the test is about. They work on a bare migrated database
 * (`openTestDatabase`) and on a seeded one (`createTestApp`), on PGlite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { getChoseong } from 'es-hangul';
import type { BusinessAccountPermission, BusinessRole, CompanySize, PrivilegeMasterCode, ReputationRating } from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';
import {
  companies,
  companyPlans,
  companyPosts,
  companyReviews,
  interviewReviews,
  salaryReports,
  welfareReviews,
  industries,
  jobApplications,
  jobPostings,
  jobSeekerContacts,
  jobSeekers,
  memberships,
  occupations,
  partnerAdminGrants,
  talentSettings,
  users,
  type ResumeBody,
} from '../db/schema/index.js';
import type { Db } from '../platform/db.js';
import { hashPassword } from '../platform/password.js';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { INDUSTRIES, OCCUPATIONS } from '../seed/taxonomy.js';
import { seekerFacets } from '../modules/talent-search/facets.js';
import { searchVector } from '../modules/talent-search/keywords.js';
import { searchableText } from '../modules/talent-search/profile-text.js';
import { rankScore } from '../modules/talent-search/rank-score.js';
import { signedIn, type Client } from './harness.js';

/** Makes names and e-mails unique within a test run (each test file has its own database). */
let sequence = 0;
const next = () => ++sequence;
function cycle<T>(items: readonly T[], n: number): T {
  const item = items[n % items.length];
  if (item === undefined) throw new Error('cycle over an empty list');
  return item;
}

/** A company by id: a made one, or a demo company (`{ id: 1 }`). */
export type CompanyRef = { id: number };

/**
 * Companies point at an industry: a bare database has none, so the taxonomy the seed loads is added
 * once per database (the seeded one already holds it; on conflict nothing changes).
 */
const taxonomyLoaded = new WeakSet<Db>();
async function ensureTaxonomy(db: Db) {
  if (taxonomyLoaded.has(db)) return;
  await db.insert(industries).values(INDUSTRIES).onConflictDoNothing();
  await db.insert(occupations).values(OCCUPATIONS).onConflictDoNothing();
  taxonomyLoaded.add(db);
}

const COMPANY_NAMES = ['누리소프트', '한빛테크', '가온바이오', '다온모빌리티', '새솔푸드', '미래물산', '하람에듀', '이음클라우드'];

export type CompanyOverrides = {
  name?: string;
  industryId?: number;
  size?: CompanySize;
  companyRating?: ReputationRating;
  industryRating?: ReputationRating;
  plan?: PrivilegeMasterCode;
  jobPostingBizs?: boolean;
  isAlriAuth?: boolean;
  isSalaryApply?: boolean;
  /** Whether the recruitment terms are agreed (spec §5 terms gate). */
  tosAgreed?: boolean;
};

/** A company with its plan. By default it passes every gate: a premium plan with recruiting, reputation auth and agreed terms. */
export async function makeCompany(db: Db, overrides: CompanyOverrides = {}) {
  await ensureTaxonomy(db);
  const n = next();
  const name = overrides.name ?? `${cycle(COMPANY_NAMES, n)} ${n}호`;
  const [company] = await db
    .insert(companies)
    .values({
      name,
      // As the seed does: 주식회사 and (주) would get in the way of a ㅈㅍ prefix search.
      nameChoseong: getChoseong(name.replace(/\(주\)|주식회사\s*/g, '')),
      industryId: overrides.industryId ?? 701,
      size: overrides.size ?? 'mid',
      companyRating: overrides.companyRating ?? 'GOOD',
      industryRating: overrides.industryRating ?? 'MID',
    })
    .returning();
  if (!company) throw new Error('no company');
  const [plan] = await db
    .insert(companyPlans)
    .values({
      companyId: company.id,
      privilegeMasterCode: overrides.plan ?? 'premium',
      jobPostingBizs: overrides.jobPostingBizs ?? true,
      isAlriAuth: overrides.isAlriAuth ?? true,
      isSalaryApply: overrides.isSalaryApply ?? false,
      tosRecruitmentAgreedAt: (overrides.tosAgreed ?? true) ? new Date(Date.now() - 30 * DAY_MS) : null,
    })
    .returning();
  if (!plan) throw new Error('no company plan');
  return { ...company, plan };
}
export type MadeCompany = Awaited<ReturnType<typeof makeCompany>>;

/** Argon2id costs tens of milliseconds by design: each password is hashed once per test process. */
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

const FAMILY_NAMES = ['김', '이', '박', '최', '정', '강', '조', '윤'];
const GIVEN_NAMES = ['서연', '민준', '지우', '하준', '수아', '도윤', '예은', '시우', '하은'];

export type UserOptions = {
  company: CompanyRef;
  /** null: an operator never given a role (the company then fails the configuration gate). */
  role?: BusinessRole | null;
  permission?: BusinessAccountPermission;
  email?: string;
  name?: string;
  password?: string;
  isPartnersAdmin?: boolean;
  /** Other companies a partner admin may switch to. */
  grants?: readonly CompanyRef[];
  /** Agreed to the talent pool's privacy terms in this company (every talent call needs it). */
  privacyAgreed?: boolean;
};

/** A console operator of `company`: user and membership, by default an approved admin who has not agreed to the privacy terms. */
export async function makeUser(db: Db, options: UserOptions) {
  const n = next();
  const password = options.password ?? DEMO_PASSWORD;
  const permission = options.permission ?? 'granted';
  const [user] = await db
    .insert(users)
    .values({
      email: (options.email ?? `operator${n}@factory.test`).trim().toLowerCase(),
      name: options.name ?? `${cycle(FAMILY_NAMES, n)}${cycle(GIVEN_NAMES, n)}`,
      passwordHash: await cachedHash(password),
      phone: `010-${String(2000 + (n % 8000)).padStart(4, '0')}-${String(n % 10_000).padStart(4, '0')}`,
      isPartnersAdmin: options.isPartnersAdmin ?? false,
    })
    .returning();
  if (!user) throw new Error('no user');
  const companyId = options.company.id;
  await db.insert(memberships).values({
    userId: user.id,
    companyId,
    businessRole: options.role === undefined ? 'admin' : options.role,
    permission,
    approvedAt: permission === 'granted' ? new Date(Date.now() - 90 * DAY_MS) : null,
  });
  if (options.grants?.length) {
    await db.insert(partnerAdminGrants).values(options.grants.map((c) => ({ userId: user.id, companyId: c.id })));
  }
  if (options.privacyAgreed) await db.insert(talentSettings).values({ userId: user.id, companyId, privacyAgreedAt: new Date() });
  return { id: user.id, email: user.email, name: user.name, password, companyId };
}
export type MadeUser = Awaited<ReturnType<typeof makeUser>>;

/** A browser-like client signed in as a made user (cookies and CSRF token kept, see harness `Client`). */
export function signInAs(app: FastifyInstance, user: Pick<MadeUser, 'email' | 'password'>): Promise<Client> {
  return signedIn(app, user.email, user.password);
}

const POSTING_TITLES = ['백엔드 개발자 (Java/Spring)', '프론트엔드 개발자 (React)', '데이터 엔지니어', 'B2B 기업영업 담당자', 'UI·UX 디자이너'];

type NewPosting = typeof jobPostings.$inferInsert;

export type PostingOptions = Partial<Omit<NewPosting, 'companyId'>> & { company: CompanyRef };

/**
 * A complete, open job posting of `company` (a backend developer, experienced 3–7 years, Seoul), opened
 * yesterday and closing in 30 days unless told otherwise; `closesAt: null` is 상시.
 */
export async function makePosting(db: Db, options: PostingOptions) {
  const n = next();
  const now = Date.now();
  const { company, ...overrides } = options;
  const closesAt = overrides.closesAt === undefined ? new Date(now + 30 * DAY_MS) : overrides.closesAt;
  const [posting] = await db
    .insert(jobPostings)
    .values({
      status: 'open',
      title: cycle(POSTING_TITLES, n),
      occupation1Id: 11600,
      occupation2Ids: [11601],
      experienceKind: 'experienced',
      experienceMinYears: 3,
      experienceMaxYears: 7,
      education: 'bachelor',
      employmentType: 'full_time',
      workRegion: 'seoul',
      workAddress: '서울 강남구 테헤란로 142',
      salaryKind: 'range',
      salaryMin: 5_000,
      salaryMax: 7_500,
      alwaysOpen: closesAt === null,
      headcount: 2,
      descriptionHtml: '<p>결제 플랫폼의 백엔드 API를 설계하고 운영합니다.</p>',
      qualificationsHtml: '<ul><li>Java/Spring 실무 경력 3년 이상</li></ul>',
      processSteps: ['서류 전형', '1차 면접', '최종 합격'],
      opensAt: overrides.status === undefined || overrides.status === 'open' || overrides.status === 'closed' ? new Date(now - DAY_MS) : null,
      ...overrides,
      closesAt,
      companyId: company.id,
    })
    .returning();
  if (!posting) throw new Error('no posting');
  return posting;
}

export type ApplicationOptions = Partial<Omit<typeof jobApplications.$inferInsert, 'companyId' | 'jobPostingId' | 'jobSeekerId'>> & {
  posting: { id: number; companyId: number };
  seeker: { id: number };
};

/** `seeker`'s application to `posting`: new and not opened unless told otherwise. */
export async function makeApplication(db: Db, options: ApplicationOptions) {
  const { posting, seeker, ...overrides } = options;
  const [application] = await db
    .insert(jobApplications)
    .values({ ...overrides, companyId: posting.companyId, jobPostingId: posting.id, jobSeekerId: seeker.id })
    .returning();
  if (!application) throw new Error('no application');
  return application;
}

type NewJobSeeker = typeof jobSeekers.$inferInsert;
/** Any profile field; the rank score and the search vector follow from the others unless given. */
export type JobSeekerOverrides = Partial<NewJobSeeker>;

const occupationNames = new Map(OCCUPATIONS.map((o) => [o.id, o.name]));

const DEFAULT_RESUME: ResumeBody = {
  educations: [{ school_name: '한국대학교', major: '컴퓨터공학', level: 'bachelor', degree: 'graduated', start_year: 2011, end_year: 2017 }],
  careers: [
    {
      company_name: '누리소프트',
      occupation_id: 11601,
      title: '백엔드 개발자',
      start: '2019-03',
      end: null,
      months: 60,
      description: 'Spring Boot 기반 결제 API 설계와 운영, PostgreSQL 쿼리 튜닝',
    },
  ],
  certifications: ['정보처리기사'],
  introduction: '대용량 트래픽을 다루는 백엔드 개발자입니다.',
};

/**
 * A job seeker row, not inserted: for bulk loads (`db.insert(jobSeekers).values(rows)`). By default a
 * backend developer with five years of experience, actively looking; the derived columns are computed
 * the way the seed and the résumé updates compute them, so keyword and facet searches find the row.
 */
export function buildJobSeeker(overrides: JobSeekerOverrides = {}): NewJobSeeker {
  const n = next();
  const now = new Date();
  const seeker = {
    name: `${cycle(FAMILY_NAMES, n + 3)}${cycle(GIVEN_NAMES, n)}`,
    birthYear: 1992,
    gender: 'female',
    educationLevel: 'bachelor',
    degreeStatus: 'graduated',
    occupation1Id: 11600,
    occupation2Id: 11601,
    yearsOfExperience: 5,
    desiredSalary: 5500,
    jobIntention: 'active',
    jobIntentionUpdatedAt: new Date(now.getTime() - 7 * DAY_MS),
    verificationBadge: true,
    profileLevel: 'detailed',
    headline: '5년차 백엔드 개발자',
    skills: ['Java', 'Spring Boot', 'PostgreSQL', 'Kotlin'],
    resume: DEFAULT_RESUME,
    resumeUpdatedAt: new Date(now.getTime() - 3 * DAY_MS),
    registeredAt: new Date(now.getTime() - 400 * DAY_MS),
    ...overrides,
  } satisfies Omit<NewJobSeeker, 'rankScore' | 'searchVector'>;
  const text = searchableText({ ...seeker, occupationName: occupationNames.get(seeker.occupation2Id) ?? '' });
  return {
    ...seeker,
    rankScore: overrides.rankScore ?? rankScore(seeker, now),
    searchVector: overrides.searchVector ?? searchVector(text, seekerFacets(seeker)),
  };
}

export type JobSeekerContactOverrides = { phone?: string; email?: string; messengerId?: string | null };

/** A job seeker in the open talent pool with contact details (reachable on the messaging app unless `messengerId: null`). */
export async function makeJobSeeker(db: Db, overrides: JobSeekerOverrides = {}, contact: JobSeekerContactOverrides = {}) {
  const [seeker] = await db.insert(jobSeekers).values(buildJobSeeker(overrides)).returning();
  if (!seeker) throw new Error('no job seeker');
  const n = next();
  await db.insert(jobSeekerContacts).values({
    jobSeekerId: seeker.id,
    phone: contact.phone ?? `010-${String(3000 + (n % 7000)).padStart(4, '0')}-${String(n % 10_000).padStart(4, '0')}`,
    email: contact.email ?? `seeker${seeker.id}@example.com`,
    messengerId: contact.messengerId === undefined ? `seeker_${seeker.id}` : contact.messengerId,
  });
  return seeker;
}
export type MadeJobSeeker = Awaited<ReturnType<typeof makeJobSeeker>>;

// ---------------------------------------------------------------- reviews (issue 18)

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

const POST_TITLES = ['2025 하반기 신규 서비스 출시', '누리클라우드 개발자 컨퍼런스 후기', '신입 사원 온보딩 이야기', '시리즈 B 투자 유치 안내'];

export type PostOptions = Partial<Omit<typeof companyPosts.$inferInsert, 'companyId'>> & { company: CompanyRef };

/**
 * A newsroom post of `company`: a published news post at the end of its board unless told otherwise
 * (`status: 'draft'` leaves `publishedAt` empty).
 */
export async function makePost(db: Db, options: PostOptions) {
  const n = next();
  const { company, ...overrides } = options;
  const kind = overrides.kind ?? 'news';
  const status = overrides.status ?? 'published';
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${companyPosts.position}), 0)::int` })
    .from(companyPosts)
    .where(and(eq(companyPosts.companyId, company.id), eq(companyPosts.kind, kind)));
  const [post] = await db
    .insert(companyPosts)
    .values({
      title: cycle(POST_TITLES, n),
      summary: '새 소식을 전합니다.',
      bodyHtml: '<p>누리클라우드가 새 서비스를 선보였습니다.</p>',
      position: (last?.position ?? 0) + 1,
      publishedAt: status === 'published' ? new Date(Date.now() - DAY_MS) : null,
      ...overrides,
      kind,
      status,
      companyId: company.id,
    })
    .returning();
  if (!post) throw new Error('no post');
  return post;
}
