import { COMPANY_EVENT_RETENTION_DAYS } from '@partners/contract';
import { addDays } from '@partners/contract/korea-time';
import type { PeriodicTask } from '../../platform/jobs.js';
import type { Db } from '../../platform/db.js';
import { deleteCompanyEventsBefore } from './dashboard.repo.js';

/** Deletes the event log's rows older than the retention (the worker runs it hourly). */
export function companyEventRetentionTask(db: Db, everyMs = 3_600_000): PeriodicTask {
  return {
    name: 'dashboard.company_events_retention',
    everyMs,
    run: async () => {
      await deleteCompanyEventsBefore(db, addDays(Date.now(), -COMPANY_EVENT_RETENTION_DAYS));
    },
  };
}
