import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { proposalReportResponse, type ProposalReport, type ProposalStatus } from '@partners/contract';
import { koreanMonth } from '@partners/contract/korea-time';
import { proposals } from '../../db/schema/index.js';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';
import { agreeAll, createProject, freeSeekers } from './proposals.fixtures.js';

const REPORT = '/api/v5/partners/hr/proposal_reports';
const HOUR = 3_600_000;

let t: TestApp;
let admin: Client;
let other: Client;
beforeAll(async () => {
  t = await createTestApp();
  await agreeAll(t);
  admin = await signedIn(t.app, 'admin@demo.test');
  other = await signedIn(t.app, 'other@demo.test');
});
afterAll(() => t.close());

async function report(client: Client, from: string, to: string): Promise<ProposalReport> {
  const response = await client.get(`${REPORT}?from_date=${from}&to_date=${to}`);
  expect(response.statusCode).toBe(200);
  return proposalReportResponse.parse(response.json()).data;
}

type Row = { projectId: number; status: ProposalStatus; createdAt: Date; viewedAt: Date | null; respondedAt: Date | null };

function ym(at: Date): string {
  const m = koreanMonth(at);
  return `${m.year}-${String(m.month).padStart(2, '0')}`;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = (s.length - 1) / 2;
  return ((s[Math.floor(mid)] ?? 0) + (s[Math.ceil(mid)] ?? 0)) / 2;
}

/** The report's figures of a group, computed one proposal at a time. */
function bruteForce(rows: Row[]) {
  const answered = rows.filter((r) => (r.status === 'accepted' || r.status === 'rejected') && r.respondedAt);
  const sent = rows.length;
  const accepted = rows.filter((r) => r.status === 'accepted').length;
  const rejected = rows.filter((r) => r.status === 'rejected').length;
  const m = median(answered.map((r) => ((r.respondedAt?.getTime() ?? 0) - r.createdAt.getTime()) / HOUR));
  return {
    sent,
    read: rows.filter((r) => r.viewedAt !== null || r.status === 'accepted' || r.status === 'rejected').length,
    accepted,
    rejected,
    expired: rows.filter((r) => r.status === 'expired').length,
    open: rows.filter((r) => r.status === 'sent' || r.status === 'delivered' || r.status === 'viewed').length,
    response_rate: sent === 0 ? null : Math.round(((accepted + rejected) / sent) * 10_000) / 10_000,
    median_hours_to_answer: m === null ? null : Math.round(m * 10) / 10,
  };
}

async function companyRows(companyId: number): Promise<Row[]> {
  return t.database.db
    .select({
      projectId: proposals.projectId,
      status: proposals.status,
      createdAt: proposals.createdAt,
      viewedAt: proposals.viewedAt,
      respondedAt: proposals.respondedAt,
    })
    .from(proposals)
    .where(sql`${proposals.companyId} = ${companyId}`);
}

describe('GET /api/v5/partners/hr/proposal_reports', () => {
  it('counts a known set of proposals per project and per Korean month, with the median time to answer', async () => {
    const project = await createProject(t, 1, '2019 보고서 검증 프로젝트');
    const seekers = await freeSeekers(t, 6);
    const at = (iso: string) => new Date(iso);
    const made: { status: ProposalStatus; createdAt: Date; viewedAt?: Date; respondedAt?: Date }[] = [
      // March 2019 (Korean time): answered after 10 h and 20 h, one expired unread.
      { status: 'accepted', createdAt: at('2019-03-05T01:00:00Z'), viewedAt: at('2019-03-05T05:00:00Z'), respondedAt: at('2019-03-05T11:00:00Z') },
      { status: 'rejected', createdAt: at('2019-03-10T01:00:00Z'), respondedAt: at('2019-03-10T21:00:00Z') },
      { status: 'expired', createdAt: at('2019-03-12T01:00:00Z') },
      // 2019-03-31 15:30 UTC is 1 April 00:30 in Korea: April's. Viewed, still open.
      { status: 'viewed', createdAt: at('2019-03-31T15:30:00Z'), viewedAt: at('2019-04-01T00:00:00Z') },
      { status: 'delivered', createdAt: at('2019-04-02T01:00:00Z') },
      // Accepted after 3 h.
      { status: 'accepted', createdAt: at('2019-04-03T01:00:00Z'), viewedAt: at('2019-04-03T02:00:00Z'), respondedAt: at('2019-04-03T04:00:00Z') },
    ];
    await t.database.db.insert(proposals).values(
      made.map((p, i) => ({
        companyId: 1,
        senderId: 1,
        projectId: project,
        jobSeekerId: seekers[i] ?? 0,
        requestId: randomUUID(),
        content: '제안',
        includedCompanyIntroduction: false,
        status: p.status,
        createdAt: p.createdAt,
        viewedAt: p.viewedAt ?? null,
        respondedAt: p.respondedAt ?? null,
        expiresAt: new Date(p.createdAt.getTime() + 7 * 24 * HOUR),
      })),
    );
    const r = await report(admin, '2019-02', '2019-05');
    expect(r.by_month.map((m) => m.month)).toEqual(['2019-02', '2019-03', '2019-04', '2019-05']);
    expect(r.by_month[0]).toMatchObject({ sent: 0, response_rate: null, median_hours_to_answer: null });
    expect(r.by_month[1]).toEqual({
      month: '2019-03',
      sent: 3,
      read: 2,
      accepted: 1,
      rejected: 1,
      expired: 1,
      open: 0,
      response_rate: 0.6667,
      median_hours_to_answer: 15,
    });
    expect(r.by_month[2]).toEqual({
      month: '2019-04',
      sent: 3,
      read: 2,
      accepted: 1,
      rejected: 0,
      expired: 0,
      open: 2,
      response_rate: 0.3333,
      median_hours_to_answer: 3,
    });
    expect(r.total).toEqual({ sent: 6, read: 4, accepted: 2, rejected: 1, expired: 1, open: 2, response_rate: 0.5, median_hours_to_answer: 10 });
    expect(r.by_project).toEqual([{ project_id: project, project_name: '2019 보고서 검증 프로젝트', active: true, ...r.total }]);
  });

  it("matches a brute-force computation over the demo company's proposals of the last 12 months", async () => {
    const now = new Date();
    const to = ym(now);
    const months: string[] = [];
    for (let i = 11; i >= 0; i--) {
      const d = new Date(Date.UTC(koreanMonth(now).year, koreanMonth(now).month - 1 - i, 15));
      months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
    }
    const from = months[0] ?? to;
    const rows = (await companyRows(1)).filter((r) => ym(r.createdAt) >= from && ym(r.createdAt) <= to);
    expect(rows.length).toBeGreaterThan(0);
    const r = await report(admin, from, to);
    expect(r.total).toEqual(bruteForce(rows));
    expect(r.by_month.map((m) => m.month)).toEqual(months);
    for (const m of r.by_month) {
      const { month, ...figures } = m;
      expect(figures, month).toEqual(bruteForce(rows.filter((row) => ym(row.createdAt) === month)));
    }
    const projects = new Set(rows.map((row) => row.projectId));
    expect(r.by_project.map((p) => p.project_id).sort((a, b) => a - b)).toEqual([...projects].sort((a, b) => a - b));
    for (const p of r.by_project) {
      const { project_id, project_name: _name, active: _active, ...figures } = p;
      expect(figures, String(project_id)).toEqual(bruteForce(rows.filter((row) => row.projectId === project_id)));
    }
    // Most proposals first.
    expect(r.by_project.map((p) => p.sent)).toEqual([...r.by_project.map((p) => p.sent)].sort((a, b) => b - a));
  });

  it("shows only the company's own proposals", async () => {
    const mine = await report(admin, '2019-03', '2019-04');
    const theirs = await report(other, '2019-03', '2019-04');
    expect(mine.total.sent).toBe(6);
    expect(theirs.total.sent).toBe(0);
    expect(theirs.by_project).toEqual([]);
  });

  for (const [query, field] of [
    ['from_date=2026-05&to_date=2026-04', 'query.to_date'],
    ['from_date=2024-01&to_date=2026-01', 'query.to_date'],
    ['from_date=2026-13&to_date=2026-04', 'query.from_date'],
    ['to_date=2026-04', 'query.from_date'],
  ] as const) {
    it(`refuses ${query} with 400 naming ${field}`, async () => {
      const response = await admin.get(`${REPORT}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request', field });
    });
  }
});
