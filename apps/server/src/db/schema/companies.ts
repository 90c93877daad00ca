import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CompanySize, PrivilegeMasterCode, ReputationRating, UsageKeyCode } from '@partners/contract';

export const industries = pgTable('industries', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
});

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Initial consonants of the name (잡플래닛 → ㅈㅍㄹㄴ) for autocomplete. */
    nameChoseong: text('name_choseong').notNull(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    size: text('size').$type<CompanySize>().notNull(),
    logoUrl: text('logo_url'),
    companyRating: text('company_rating').$type<ReputationRating>().notNull(),
    industryRating: text('industry_rating').$type<ReputationRating>().notNull(),
    // The company info page (spec §2 business_managements/info); the logo and cover are uploads.
    foundedYear: integer('founded_year'),
    representative: text('representative'),
    address: text('address'),
    homepage: text('homepage'),
    introduction: text('introduction'),
    benefitTags: text('benefit_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    logoUploadId: integer('logo_upload_id'),
    coverUploadId: integer('cover_upload_id'),
    profileUpdatedAt: timestamp('profile_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_name_prefix_idx').using('btree', t.name.op('text_pattern_ops')),
    index('companies_choseong_prefix_idx').using('btree', t.nameChoseong.op('text_pattern_ops')),
  ],
);

/** One plan per company (spec §4 plan tiers and the flags the gates read). */
export const companyPlans = pgTable('company_plans', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  privilegeMasterCode: text('privilege_master_code').$type<PrivilegeMasterCode>().notNull(),
  jobPostingBizs: boolean('job_posting_bizs').notNull().default(false),
  isAlriAuth: boolean('is_alri_auth').notNull().default(false),
  isSalaryApply: boolean('is_salary_apply').notNull().default(false),
  tosRecruitmentAgreedAt: timestamp('tos_recruitment_agreed_at', { withTimezone: true }),
  tosRecruitmentAgreedBy: integer('tos_recruitment_agreed_by'),
});

/** Which console features a company uses (spec §3 usage items); later issues keep it current. */
export const companyFeatureUsage = pgTable(
  'company_feature_usage',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    keyCode: text('key_code').$type<UsageKeyCode>().notNull(),
    inUse: boolean('in_use').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.keyCode] })],
);
