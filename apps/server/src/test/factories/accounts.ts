/** Companies with their plans, their operators, and clients signed in as them. */
import type { FastifyInstance } from 'fastify';
import { getChoseong } from 'es-hangul';
import type { BusinessAccountPermission, BusinessRole, CompanySize, PrivilegeMasterCode, ReputationRating } from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';
import { sql } from 'drizzle-orm';
import { companies, companyPlans, industries, memberships, partnerAdminGrants, talentSettings, users } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { hashPassword } from '../../platform/password.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { signedIn, type Client } from '../harness.js';
import { FAMILY_NAMES, GIVEN_NAMES, cycle, ensureTaxonomy, next, type CompanyRef } from './shared.js';

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

/**
 * An industry of its own (filed under the taxonomy's level-1 `parentId`, 700 by default): the companies a test
 * puts in it are the whole industry, whatever the seed filed elsewhere.
 */
export async function makeIndustry(db: Db, { name, parentId = 700 }: { name?: string; parentId?: number } = {}) {
  await ensureTaxonomy(db);
  const n = next();
  const [industry] = await db
    .insert(industries)
    .values({ id: sql`(select coalesce(max(id), 0) + 1 from industries)`, parentId, name: name ?? `테스트 업종 ${n}` })
    .returning();
  if (!industry) throw new Error('no industry');
  return industry;
}

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
