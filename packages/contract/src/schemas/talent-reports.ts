import { z } from 'zod';
import { monthIndex } from '../months.js';
import { ok } from './common.js';
import { yearMonthSchema } from './data.js';

/** The longest period the proposal response report covers, in Korean months. */
export const PROPOSAL_REPORT_MAX_MONTHS = 24;

/** The report's period field by field, before the rule between them: also the report page's address. */
export const proposalReportPeriod = z.object({ from_date: yearMonthSchema, to_date: yearMonthSchema });

/** Inclusive Korean months (`YYYY-MM`); `to_date` must not precede `from_date` nor span more than the maximum. */
export const proposalReportQuery = proposalReportPeriod.superRefine((q, ctx) => {
  const span = monthIndex(q.to_date) - monthIndex(q.from_date);
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['to_date'], message: 'before_from' });
  else if (span >= PROPOSAL_REPORT_MAX_MONTHS) ctx.addIssue({ code: 'custom', path: ['to_date'], message: 'too_long' });
});
export type ProposalReportQuery = z.infer<typeof proposalReportQuery>;

/** What the report counts of a group of proposals (those sent in the period). */
export const proposalReportFigures = z.object({
  sent: z.number().int(),
  /** Viewed by the job seeker (an answered proposal counts as read). */
  read: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  expired: z.number().int(),
  /** Still waiting for an answer (sent, delivered or viewed). */
  open: z.number().int(),
  /** (accepted + rejected) / sent, 0–1; null without proposals. */
  response_rate: z.number().nullable(),
  /** Median hours from sending to the answer, over the answered ones; null without answers. */
  median_hours_to_answer: z.number().nullable(),
});
export type ProposalReportFigures = z.infer<typeof proposalReportFigures>;

export const proposalReportResponse = ok(
  z.object({
    from_date: yearMonthSchema,
    to_date: yearMonthSchema,
    total: proposalReportFigures,
    /** Projects with proposals sent in the period, most proposals first. */
    by_project: z.array(proposalReportFigures.extend({ project_id: z.number().int(), project_name: z.string(), active: z.boolean() })),
    /** Every Korean month of the period, oldest first, zeros included. */
    by_month: z.array(proposalReportFigures.extend({ month: yearMonthSchema })),
  }),
);
export type ProposalReport = z.infer<typeof proposalReportResponse>['data'];
