import { SALARY_MIN_REPORTS, SALARY_YEARS_SHOWN, isBranding, type OfficialSalary } from '@partners/contract';
import { koreanMonth } from '@partners/contract/korea-time';
import type { z } from 'zod';
import type { officialSalaryBody, salaryListQuery } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Access } from '../access/access.service.js';
import { recordFeatureUse } from '../info/info.service.js';
import { occupationList } from '../talent-search/taxonomy.js';
import { requireBranding } from './review-actions.service.js';
import {
  deleteOfficialSalary,
  hasOfficialSalaries,
  listOfficialSalaries,
  lockOfficialSalaries,
  reportedYears,
  salaryStats,
  upsertOfficialSalary,
  type OfficialSalaryRow,
} from './salaries.repo.js';

type SalaryListQuery = z.infer<typeof salaryListQuery>;
type OfficialSalaryBody = z.infer<typeof officialSalaryBody>;

function toOfficial(names: Map<number, string>, row: OfficialSalaryRow): OfficialSalary {
  return {
    id: row.id,
    occupation: { id: row.occupationId, name: names.get(row.occupationId) ?? '' },
    year: row.year,
    amount: row.amount,
    note: row.note,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Salary information (spec §2 salary_managements): the employees' reports per occupation and year of the
 * last SALARY_YEARS_SHOWN Korean years, with figures only from SALARY_MIN_REPORTS reports on (fewer would
 * show one person's pay); the company's official salaries; the taxonomy the official-salary form names.
 */
export async function listSalaries(db: Db, access: Access, q: SalaryListQuery, now = new Date()) {
  const companyId = access.row.company.id;
  const firstYear = koreanMonth(now).year - SALARY_YEARS_SHOWN + 1;
  const [stats, years, official, taxonomy] = await Promise.all([
    salaryStats(db, companyId, { firstYear, occupationId: q.occupation_id, year: q.year }),
    reportedYears(db, companyId, firstYear),
    listOfficialSalaries(db, companyId),
    occupationList(db),
  ]);
  const names = new Map(taxonomy.map((o) => [o.id, o.name]));
  const shown = <T>(count: number, value: T) => (count >= SALARY_MIN_REPORTS ? value : null);
  return {
    rows: stats.map((s) => ({
      occupation: { id: s.occupationId, name: names.get(s.occupationId) ?? '' },
      year: s.year,
      report_count: s.count,
      average: shown(s.count, s.average),
      p25: shown(s.count, s.p25),
      median: shown(s.count, s.median),
      p75: shown(s.count, s.p75),
    })),
    official: official.map((o) => toOfficial(names, o)),
    years,
    occupations: taxonomy.map((o) => ({ id: o.id, name: o.name, level: o.parentId === null ? (1 as const) : (2 as const), parent_id: o.parentId })),
    can_publish: isBranding(access.menuFacts.privilege_master_code),
  };
}

/** Publishes (or replaces) the company's salary for a level 2 occupation and year; the usage item is then in use. */
export async function saveOfficialSalary(db: Db, access: Access, body: OfficialSalaryBody) {
  requireBranding(access);
  const taxonomy = await occupationList(db);
  const occupation = taxonomy.find((o) => o.id === body.occupation_id);
  if (!occupation || occupation.parentId === null) throw new AppError('official_salary.occupation_unknown', { field: 'body.occupation_id' });
  const companyId = access.row.company.id;
  const row = await db.transaction(async (tx) => {
    await lockOfficialSalaries(tx, companyId);
    const saved = await upsertOfficialSalary(
      tx,
      { companyId, occupationId: occupation.id, year: body.year, amount: body.amount, note: body.note, userId: access.actor.userId },
      new Date(),
    );
    await recordFeatureUse(tx, companyId, 'official_salaries', true);
    return saved;
  });
  return { official: toOfficial(new Map([[occupation.id, occupation.name]]), row) };
}

/** Withdraws one of the company's official salaries; the usage item stays in use while another is published. */
export async function removeOfficialSalary(db: Db, access: Access, id: number) {
  requireBranding(access);
  const companyId = access.row.company.id;
  await db.transaction(async (tx) => {
    await lockOfficialSalaries(tx, companyId);
    if (!(await deleteOfficialSalary(tx, companyId, id))) throw new AppError('not_found');
    await recordFeatureUse(tx, companyId, 'official_salaries', await hasOfficialSalaries(tx, companyId));
  });
  return { id, deleted: true as const };
}
