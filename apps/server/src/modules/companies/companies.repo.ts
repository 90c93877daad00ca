import { and, asc, desc, eq, ilike, inArray, like, ne, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.js';
import { companies, industries, memberships, partnerAdminGrants } from '../../db/schema/index.js';

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type CompanyNameQuery = {
  term: string;
  /** When set, only the companies this user may manage. */
  managedBy: number | null;
  /** Initial consonants to match against, when the term is made of them only. */
  choseong: string | null;
  /** The whole name (or all its initial consonants) equals the term, ignoring case: no partial matches. */
  exact: boolean;
  limit: number;
};

/** Substring match by default; with `exact`, equality (case-insensitive for the name). */
function nameMatches(q: CompanyNameQuery) {
  if (q.exact) return q.choseong ? eq(companies.nameChoseong, q.choseong) : sql`lower(${companies.name}) = lower(${q.term})`;
  return q.choseong ? like(companies.nameChoseong, `%${escapeLike(q.choseong)}%`) : ilike(companies.name, `%${escapeLike(q.term)}%`);
}

export async function searchCompanyNames(db: Db, q: CompanyNameQuery) {
  const escaped = escapeLike(q.term);
  const managed =
    q.managedBy === null
      ? undefined
      : inArray(
          companies.id,
          union(
            db.select({ id: partnerAdminGrants.companyId }).from(partnerAdminGrants).where(eq(partnerAdminGrants.userId, q.managedBy)),
            db
              .select({ id: memberships.companyId })
              .from(memberships)
              .where(and(eq(memberships.userId, q.managedBy), ne(memberships.permission, 'revoked'))),
          ),
        );
  const prefix = q.choseong ? sql`${companies.nameChoseong} like ${`${escapeLike(q.choseong)}%`}` : sql`${companies.name} ilike ${`${escaped}%`}`;
  return db
    .select({ id: companies.id, name: companies.name, industry: industries.name })
    .from(companies)
    .innerJoin(industries, eq(industries.id, companies.industryId))
    .where(and(nameMatches(q), managed))
    .orderBy(desc(sql`lower(${companies.name}) = lower(${q.term})`), desc(prefix), asc(sql`length(${companies.name})`), asc(companies.id))
    .limit(q.limit);
}
