import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.js';
import { companies, companyPlans, industries } from '../../db/schema/index.js';

const parentIndustry = alias(industries, 'parent_industry');

/** The company's info row with its industry and the industry's parent. */
export async function findCompanyInfo(db: Db, companyId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      size: companies.size,
      foundedYear: companies.foundedYear,
      representative: companies.representative,
      address: companies.address,
      homepage: companies.homepage,
      introduction: companies.introduction,
      benefitTags: companies.benefitTags,
      logoUploadId: companies.logoUploadId,
      coverUploadId: companies.coverUploadId,
      profileUpdatedAt: companies.profileUpdatedAt,
      plan: companyPlans.privilegeMasterCode,
      industry: { id: industries.id, name: industries.name },
      parentIndustry: { id: parentIndustry.id, name: parentIndustry.name },
    })
    .from(companies)
    .innerJoin(companyPlans, eq(companyPlans.companyId, companies.id))
    .innerJoin(industries, eq(industries.id, companies.industryId))
    .leftJoin(parentIndustry, eq(parentIndustry.id, industries.parentId))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}
export type CompanyInfoRow = NonNullable<Awaited<ReturnType<typeof findCompanyInfo>>>;

export async function listIndustries(db: Db) {
  return db.select().from(industries).orderBy(asc(industries.id));
}

export async function findIndustry(db: Db, id: number) {
  const [row] = await db.select().from(industries).where(eq(industries.id, id)).limit(1);
  return row;
}

export type CompanyInfoChanges = Partial<
  Pick<
    typeof companies.$inferInsert,
    | 'name'
    | 'nameChoseong'
    | 'industryId'
    | 'size'
    | 'foundedYear'
    | 'representative'
    | 'address'
    | 'homepage'
    | 'introduction'
    | 'benefitTags'
    | 'logoUploadId'
    | 'coverUploadId'
    | 'logoUrl'
    | 'profileUpdatedAt'
  >
>;

export async function updateCompany(db: Db, companyId: number, changes: CompanyInfoChanges) {
  await db.update(companies).set(changes).where(eq(companies.id, companyId));
}
