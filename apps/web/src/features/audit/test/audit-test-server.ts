/**
 * An in-memory audit log for the page's tests: the list with the server's filters (operator, group,
 * action, Korean days), the operators for the select, and the CSV, from one list of events.
 */
import { HttpResponse } from 'msw';
import { AUDIT_ACTION_GROUPS, AUDIT_PAGE_SIZE, type AuditAction, type AuditEvent, type AuditFilters, type AuditOperator } from '@partners/contract';
import { koreanDay } from '@partners/contract/korea-time';
import { answer, calls } from '../../../test/contract-handlers';
import { server } from '../../../test/msw-server';

export function makeAuditEvent(id: number, overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id,
    action: 'applicant.resume_viewed',
    operator_id: 1,
    operator_name: '박운영',
    operator_email: 'admin@example.com',
    subject: '김지원',
    subject_type: 'applicant',
    subject_id: 1,
    detail: null,
    created_at: '2026-11-24T05:07:00.000Z',
    ...overrides,
  };
}

export type AuditSeed = {
  events?: AuditEvent[];
  /** Answers the list instead (an error, `HttpResponse.error()`). */
  list?: Response;
  /** Answers the operators call instead; by default everyone in `events`. */
  operators?: AuditOperator[] | Response;
  /** Answers the download instead (an error). */
  csv?: Response;
  /** The list's total instead of the matching events' count (a log too large to download). */
  total?: number;
};

export function matches(event: AuditEvent, filters: AuditFilters): boolean {
  const day = koreanDay(event.created_at);
  return (
    (filters.operator_id === undefined || event.operator_id === filters.operator_id) &&
    (filters.group === undefined || (AUDIT_ACTION_GROUPS[filters.group] as readonly AuditAction[]).includes(event.action)) &&
    (filters.action === undefined || event.action === filters.action) &&
    (filters.from === undefined || day >= filters.from) &&
    (filters.to === undefined || day <= filters.to)
  );
}

function operatorsOf(events: AuditEvent[]): AuditOperator[] {
  const byId = new Map<number, AuditOperator>();
  for (const e of events) if (e.operator_id !== null) byId.set(e.operator_id, { id: e.operator_id, name: e.operator_name, email: e.operator_email });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'ko'));
}

/** Serves the audit entries for the current test; returns the calls. */
export function serveAudit(seed: AuditSeed = {}) {
  const events = seed.events ?? [];
  server.use(
    answer('audit.list', ({ query }) => {
      if (seed.list) return seed.list.clone();
      const matching = events.filter((e) => matches(e, query));
      const rows = matching.slice((query.page - 1) * AUDIT_PAGE_SIZE, query.page * AUDIT_PAGE_SIZE);
      const total = seed.total ?? matching.length;
      const pageInfo = { page: query.page, per: AUDIT_PAGE_SIZE, total, total_pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
      return { code: 200, data: { events: rows, page_info: pageInfo } };
    }),
    answer('audit.filters', () => {
      if (seed.operators instanceof Response) return seed.operators.clone();
      return { code: 200, data: { operators: seed.operators ?? operatorsOf(events) } };
    }),
    answer('audit.csv', ({ query }) => {
      if (seed.csv) return seed.csv.clone();
      const rows = events.filter((e) => matches(e, query));
      const body = `\ufeff일시,운영자\r\n${rows.map((e) => `${e.created_at},${e.operator_name}\r\n`).join('')}`;
      return new HttpResponse(body, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'x-row-count': String(rows.length),
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('감사로그_20261126.csv')}`,
        },
      });
    }),
  );
  return { calls };
}
