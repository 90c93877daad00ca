import { sql } from 'drizzle-orm';
import { KOREA_UTC_OFFSET_MINUTES } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import { hrProjects, proposals as hrProposals } from '../../db/schema/index.js';

/** One group of the report: a project's, a month's, or (neither set) the period's. */
export type ReportGroupRow = {
  byProject: boolean;
  byMonth: boolean;
  projectId: number | null;
  projectName: string | null;
  active: boolean | null;
  month: string | null;
  sent: number;
  read: number;
  accepted: number;
  rejected: number;
  expired: number;
  open: number;
  medianHours: number | null;
};

/**
 * The company's proposals sent in [start, end), counted per project, per Korean month and in all, in one
 * grouped scan of `hr_proposals_daily_idx` (company, created_at). Read: viewed, or answered (an answer
 * needs the proposal opened). The median time to answer is over the answered ones (accepted or rejected).
 */
export async function proposalReportGroups(db: Db, companyId: number, start: Date, end: Date): Promise<ReportGroupRow[]> {
  const month = sql`to_char((${hrProposals.createdAt} at time zone 'UTC') + ${KOREA_UTC_OFFSET_MINUTES} * interval '1 minute', 'YYYY-MM')`;
  type Raw = {
    by_project: number;
    by_month: number;
    project_id: number | null;
    project_name: string | null;
    active: boolean | null;
    month: string | null;
    sent: number;
    read: number;
    accepted: number;
    rejected: number;
    expired: number;
    open: number;
    median_hours: number | string | null;
  };
  const result = (await db.execute<Raw>(sql`
    with sent as (
      select ${hrProposals.projectId} as project_id, ${month} as month, ${hrProposals.status} as status,
             ${hrProposals.viewedAt} as viewed_at, ${hrProposals.createdAt} as created_at, ${hrProposals.respondedAt} as responded_at
      from ${hrProposals}
      where ${hrProposals.companyId} = ${companyId}
        and ${hrProposals.createdAt} >= ${start.toISOString()}::timestamptz
        and ${hrProposals.createdAt} < ${end.toISOString()}::timestamptz
    )
    select (1 - grouping(s.project_id))::int as by_project, (1 - grouping(s.month))::int as by_month,
           s.project_id, p.name as project_name, p.active, s.month,
           count(*)::int as sent,
           (count(*) filter (where s.viewed_at is not null or s.status in ('accepted', 'rejected')))::int as read,
           (count(*) filter (where s.status = 'accepted'))::int as accepted,
           (count(*) filter (where s.status = 'rejected'))::int as rejected,
           (count(*) filter (where s.status = 'expired'))::int as expired,
           (count(*) filter (where s.status in ('sent', 'delivered', 'viewed')))::int as open,
           percentile_cont(0.5) within group (order by extract(epoch from s.responded_at - s.created_at) / 3600.0)
             filter (where s.status in ('accepted', 'rejected') and s.responded_at is not null) as median_hours
    from sent s
    join ${hrProjects} p on p.id = s.project_id
    group by grouping sets ((s.project_id, p.name, p.active), (s.month), ())`)) as { rows: Raw[] };
  return result.rows.map((r) => ({
    byProject: Number(r.by_project) === 1,
    byMonth: Number(r.by_month) === 1,
    projectId: r.project_id === null ? null : Number(r.project_id),
    projectName: r.project_name,
    active: r.active,
    month: r.month,
    sent: r.sent,
    read: r.read,
    accepted: r.accepted,
    rejected: r.rejected,
    expired: r.expired,
    open: r.open,
    medianHours: r.median_hours === null ? null : Number(r.median_hours),
  }));
}
