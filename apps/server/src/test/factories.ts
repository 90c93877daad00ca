/**
 * Test factories: one call per row a test needs, with realistic Korean defaults that the real services
 * accept, and overrides for what the test is about. They work on a bare migrated database
 * (`openTestDatabase`) and on a seeded one (`createTestApp`), on PGlite and on PostgreSQL.
 */
export type { CompanyRef } from './factories/shared.js';
export * from './factories/accounts.js';
export * from './factories/recruitment.js';
export * from './factories/hiring.js';
export * from './factories/job-seekers.js';
export * from './factories/reviews.js';
export * from './factories/company-page.js';
export * from './factories/visits.js';
export * from './factories/dashboard.js';
