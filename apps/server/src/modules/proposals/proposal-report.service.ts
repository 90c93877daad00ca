import { addMonths, monthsBetween, type ProposalReport, type ProposalReportFigures, type ProposalReportQuery } from '@partners/contract';
import { startOfKoreanMonth } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import type { Access } from '../access/access.service.js';
import { proposalReportGroups, type ReportGroupRow } from './proposal-report.repo.js';

const EMPTY = { sent: 0, read: 0, accepted: 0, rejected: 0, expired: 0, open: 0, medianHours: null };

function figures(row: Pick<ReportGroupRow, 'sent' | 'read' | 'accepted' | 'rejected' | 'expired' | 'open' | 'medianHours'>): ProposalReportFigures {
  return {
    sent: row.sent,
    read: row.read,
    accepted: row.accepted,
    rejected: row.rejected,
    expired: row.expired,
    open: row.open,
    response_rate: row.sent === 0 ? null : Math.round(((row.accepted + row.rejected) / row.sent) * 10_000) / 10_000,
    median_hours_to_answer: row.medianHours === null ? null : Math.round(row.medianHours * 10) / 10,
  };
}

/**
 * The proposal response report (issue 21, beyond the spec; what a recruiter's InMail report shows): the
 * company's proposals sent in a period of Korean months, per project and per month, with the period's totals.
 * The query's schema has checked the period (order and length).
 */
export async function proposalReport(db: Db, access: Access, query: ProposalReportQuery): Promise<ProposalReport> {
  const rows = await proposalReportGroups(
    db,
    access.row.company.id,
    startOfKoreanMonth(query.from_date),
    startOfKoreanMonth(addMonths(query.to_date, 1)),
  );
  const total = rows.find((r) => !r.byProject && !r.byMonth);
  const months = new Map(rows.filter((r) => r.byMonth).map((r) => [r.month, r]));
  return {
    from_date: query.from_date,
    to_date: query.to_date,
    total: figures(total ?? EMPTY),
    by_project: rows
      .filter((r) => r.byProject)
      .sort((a, b) => b.sent - a.sent || (a.projectId ?? 0) - (b.projectId ?? 0))
      .map((r) => ({ project_id: r.projectId ?? 0, project_name: r.projectName ?? '', active: r.active ?? false, ...figures(r) })),
    by_month: monthsBetween(query.from_date, query.to_date).map((month) => ({ month, ...figures(months.get(month) ?? EMPTY) })),
  };
}
