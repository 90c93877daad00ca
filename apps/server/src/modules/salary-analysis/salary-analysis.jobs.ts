import { PAGES, pagePath } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { eachJob, enqueue, type JobHandler } from '../../platform/jobs.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { mailSubject } from '../../platform/mail/mail.copy.js';
import { analysisHoldsTicket, lockTickets, recordAnalysisTicket, ticketBalance } from '../payment/payment.service.js';
import { operatorsToNotify } from '../settings/settings.service.js';
import { notificationMailText } from '../settings/settings.copy.js';
import { analyseSalary, cohortIsLargeEnough } from './analysis.js';
import { analysisReadyMail, analysisTitle } from './salary-analysis.copy.js';
import { findAnalysisView, findReserved, markNotified, moveAnalysis, writeResult, type AnalysisRow } from './salary-analysis.repo.js';
import { SALARY_ANALYSE_JOB, analysisInputOf } from './salary-analysis.service.js';

/**
 * The salary analysis worker (decision 0024). `salary_analysis.analyse` turns a requested request into
 * its report; `salary_analysis.recheck`, which migration 0010's trigger queues when salary reports are
 * added, gives reserved requests whose cohort has grown their ticket and their analysis.
 */

export { SALARY_ANALYSE_JOB };
export const SALARY_RECHECK_JOB = 'salary_analysis.recheck';

/** Reserved requests read per query of a recheck. */
const RECHECK_BATCH = 200;

type AnalysePayload = { analysisId: number; notify: boolean };

function analysePayload(raw: Record<string, unknown>): AnalysePayload {
  const { analysis_id: analysisId, notify } = raw;
  if (typeof analysisId !== 'number') throw new Error('salary_analysis.analyse: malformed payload');
  return { analysisId, notify: notify === true };
}

/**
 * Tells the requester that the reserved request is analysed, when they still operate the company and
 * have not turned the analysis e-mail off (settings, `analysis_ready`); marks the request notified.
 */
async function mailRequester(tx: Db, row: AnalysisRow, publicBaseUrl: string, now: Date): Promise<void> {
  if (row.requestedBy === null || row.notifiedAt !== null) return;
  const requester = (await operatorsToNotify(tx, row.companyId, 'analysis_ready', 'email')).find((o) => o.userId === row.requestedBy);
  const view = await findAnalysisView(tx, row.companyId, row.id);
  if (!requester || !view) return;
  const title = analysisTitle(view.occupation2Name ?? view.occupation1Name ?? '', row.experienceYears);
  const mail = analysisReadyMail(title, `${publicBaseUrl}${pagePath(PAGES.salaryReport, {}, { id: row.id })}`);
  await enqueueMail(tx, {
    idempotencyKey: `salary_analysis.ready:${row.id}`,
    to: requester.email,
    subject: mailSubject(mail.title),
    text: notificationMailText(requester.name, mail.lines, publicBaseUrl),
  });
  await markNotified(tx, row.id, now);
}

/**
 * One request: requested (1) or, after a worker died in the middle, analysing (4) → analysing → completed
 * (3) with its report. The report is written by the one move from 4 to 3, so a repeated run writes it once
 * and a cancelled request not at all; the ticket was used when the request was recorded, never here. If the
 * data has shrunk below the minimum since (reports deleted), the request goes back to reserved (11) and
 * keeps the ticket it holds: the recheck analyses it without another, a cancel refunds it.
 */
export function salaryAnalyseHandler(deps: { db: Db; publicBaseUrl: string }): JobHandler {
  const { db, publicBaseUrl } = deps;
  return eachJob(async (job) => {
    const { analysisId, notify } = analysePayload(job.payload);
    const started = await moveAnalysis(db, analysisId, [1, 4], 4);
    if (!started) return;
    const now = new Date();
    const outcome = await analyseSalary(db, await analysisInputOf(db, started), now);
    await db.transaction(async (tx) => {
      if (outcome.kind === 'reserved') {
        await moveAnalysis(tx, analysisId, [4], 11);
        return;
      }
      const completed = await writeResult(tx, analysisId, outcome.result, now);
      if (completed && notify) await mailRequester(tx, completed, publicBaseUrl, now);
    });
  });
}

/**
 * Reserved requests whose cohort is now large enough move to requested (1) with their analyse job, using a
 * ticket in the same transaction under the company's ticket lock (one already held is not used again);
 * without a ticket left a request stays reserved until the next recheck.
 */
export function salaryRecheckHandler(db: Db): JobHandler {
  return eachJob(async () => {
    const now = new Date();
    for (let afterId = 0; ;) {
      const batch = await findReserved(db, afterId, RECHECK_BATCH);
      for (const row of batch) {
        if (!(await cohortIsLargeEnough(db, await analysisInputOf(db, row), now))) continue;
        await db.transaction(async (tx) => {
          await lockTickets(tx, row.companyId);
          const holds = await analysisHoldsTicket(tx, row.id);
          if (!holds && (await ticketBalance(tx, row.companyId)) < 1) return;
          if (!(await moveAnalysis(tx, row.id, [11], 1))) return;
          if (!holds) await recordAnalysisTicket(tx, { companyId: row.companyId, analysisId: row.id, reason: 'use', createdBy: row.requestedBy });
          await enqueue(tx, SALARY_ANALYSE_JOB, { analysis_id: row.id, notify: true });
        });
      }
      const last = batch[batch.length - 1];
      if (!last || batch.length < RECHECK_BATCH) return;
      afterId = last.id;
    }
  }, 1);
}
