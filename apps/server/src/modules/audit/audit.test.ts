import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import {
  AUDIT_CSV_MAX_ROWS,
  AUDIT_PAGE_SIZE,
  auditFiltersResponse,
  auditListResponse,
  type AuditAction,
  type AuditEvent,
  type AuditSubjectType,
} from '@partners/contract';
import { auditEvents, hrCandidates } from '../../db/schema/index.js';
import { testConfig } from '../../platform/config.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import {
  makeApplication,
  makeCompany,
  makeJobSeeker,
  makeProject,
  makeProposal,
  makePosting,
  makeUser,
  signInAs,
  type MadeCompany,
  type MadeUser,
} from '../../test/factories.js';
import { SeekerIdCodec } from '../talent-search/seeker-id.js';
import { recordAuditFor } from './audit.service.js';

const ids = new SeekerIdCodec(testConfig().sessionSecret);
const LOG = '/api/v5/partners/audit_events';

let t: TestApp;
let company: MadeCompany;
let adminUser: MadeUser;
let admin: Client;
let manager: Client;
let otherAdmin: Client;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  company = await makeCompany(db);
  const other = await makeCompany(db);
  adminUser = await makeUser(db, { company, privacyAgreed: true, name: '감사관' });
  admin = await signInAs(t.app, adminUser);
  manager = await signInAs(t.app, await makeUser(db, { company, role: 'manager', privacyAgreed: true }));
  otherAdmin = await signInAs(t.app, await makeUser(db, { company: other, privacyAgreed: true }));
});
afterAll(() => t.close());

async function list(client: Client, query = '') {
  const response = await client.get(`${LOG}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return auditListResponse.parse(response.json()).data;
}
const events = async (client: Client, query = ''): Promise<AuditEvent[]> => (await list(client, query)).events;

/** A company of its own with a signed-in admin, for tests that count every event of a log. */
async function freshCompany(name = '감사 담당') {
  const db = t.database.db;
  const made = await makeCompany(db);
  const user = await makeUser(db, { company: made, name });
  return { company: made, user, client: await signInAs(t.app, user) };
}

type Seeded = { userId: number | null; action: AuditAction; at: string; label?: string; type?: AuditSubjectType; detail?: string | null };
async function seedEvents(companyId: number, rows: Seeded[]) {
  await t.database.db.insert(auditEvents).values(
    rows.map((r, i) => ({
      companyId,
      userId: r.userId,
      action: r.action,
      subjectType: r.type ?? ('applicant' as const),
      subjectId: i + 1,
      subjectLabel: r.label ?? `지원자${i + 1}`,
      detail: r.detail ?? null,
      createdAt: new Date(r.at),
    })),
  );
}

describe('what the log records', () => {
  it('records a talent-pool profile view with the masked name the screen showed', async () => {
    const seeker = await makeJobSeeker(t.database.db, { name: '한가람' });
    expect((await manager.get(`/hr/job_seekers/profile?enc=${ids.encode(seeker.id)}`)).statusCode).toBe(200);
    const [latest] = await events(admin, '?group=privacy');
    expect(latest).toMatchObject({ action: 'talent.profile_viewed', subject: '한○○', subject_type: 'job_seeker', subject_id: seeker.id });
  });

  it('records a revealed contact', async () => {
    const db = t.database.db;
    const seeker = await makeJobSeeker(db, { name: '문세린' });
    const project = await makeProject(db, { company, name: '연락처 확인' });
    const [candidate] = await db.insert(hrCandidates).values({ companyId: company.id, projectId: project.id, jobSeekerId: seeker.id }).returning();
    if (!candidate) throw new Error('no candidate');
    await makeProposal(db, { company, sender: adminUser, project, seeker, status: 'accepted' });
    expect((await admin.get(`/hr/candidates/${candidate.id}/contact`)).statusCode).toBe(200);
    const [latest] = await events(admin, '?group=privacy');
    expect(latest).toMatchObject({
      action: 'talent.contact_revealed',
      subject: '문세린',
      subject_id: seeker.id,
      operator_id: adminUser.id,
      operator_name: '감사관',
      operator_email: adminUser.email,
      detail: null,
    });
  });

  it('records a sign-in with the user as subject, where it came from, in the company the session manages', async () => {
    const { company: own, user } = await freshCompany('로그인 기록');
    const [signIn] = (
      await t.database.db
        .select()
        .from(auditEvents)
        .where(sql`${auditEvents.companyId} = ${own.id}`)
    ).filter((e) => e.action === 'auth.signed_in');
    expect(signIn).toMatchObject({ userId: user.id, subjectType: 'user', subjectId: user.id, subjectLabel: '로그인 기록' });
    expect(JSON.parse(signIn?.detail ?? 'null')).toEqual({ ip: '127.0.0.1', user_agent: 'lightMyRequest' });
  });

  it('records nothing for a failed sign-in', async () => {
    const { user, client } = await freshCompany();
    expect((await client.signIn(user.email, 'wrong-password')).statusCode).toBe(401);
    expect((await events(client)).filter((e) => e.action === 'auth.signed_in')).toHaveLength(1);
  });

  it('keeps what changed as structured detail, and refuses a detail that is not the contract shape', async () => {
    const { company: own, user, client } = await freshCompany();
    await recordAuditFor(
      t.database.db,
      { companyId: own.id, userId: user.id },
      { action: 'operator.role_changed', subject: { type: 'user', id: 77, label: '박매니저' }, detail: { role: { from: 'manager', to: 'admin' } } },
    );
    const [latest] = await events(client, '?group=operators');
    expect(latest).toMatchObject({ action: 'operator.role_changed', subject: '박매니저', detail: { role: { from: 'manager', to: 'admin' } } });
    await expect(
      recordAuditFor(
        t.database.db,
        { companyId: own.id, userId: user.id },
        // @ts-expect-error a role the contract does not have
        { action: 'operator.role_changed', subject: { type: 'user', id: 77, label: '박매니저' }, detail: { role: { to: 'owner' } } },
      ),
    ).rejects.toThrow();
  });
});

describe('the list', () => {
  it('lists newest first, filters by action and pages', async () => {
    const db = t.database.db;
    const posting = await makePosting(db, { company, title: '감사 기록 공고' });
    const application = await makeApplication(db, { posting, seeker: await makeJobSeeker(db, { name: '윤다래' }) });
    await admin.get(`/api/v5/partners/job/applicants/${application.id}`);
    await admin.get(`/api/v5/partners/job/postings/${posting.id}/applicants.csv`);
    const privacy = await events(admin, '?group=privacy');
    expect(privacy.map((e) => e.action)).toEqual([
      'applicant.csv_exported',
      'applicant.resume_viewed',
      'talent.contact_revealed',
      'talent.profile_viewed',
    ]);
    expect(privacy[0]).toMatchObject({ subject: '감사 기록 공고', subject_type: 'job_posting', subject_id: posting.id });
    expect(privacy[1]).toMatchObject({ subject: '윤다래', subject_type: 'applicant', subject_id: application.id });
    expect((await events(admin, '?action=applicant.resume_viewed')).map((e) => e.subject)).toEqual(['윤다래']);

    const before = (await list(admin)).page_info.total;
    await seedEvents(
      company.id,
      Array.from({ length: AUDIT_PAGE_SIZE }, (_, i) => ({
        userId: adminUser.id,
        action: 'talent.profile_viewed' as const,
        type: 'job_seeker' as const,
        label: '김○○',
        at: new Date(Date.now() - 86_400_000 - i * 1000).toISOString(),
      })),
    );
    const total = before + AUDIT_PAGE_SIZE;
    const page2 = await list(admin, '?page=2');
    expect(page2.page_info).toEqual({ page: 2, per: AUDIT_PAGE_SIZE, total, total_pages: Math.ceil(total / AUDIT_PAGE_SIZE) });
    expect(page2.events).toHaveLength(total - AUDIT_PAGE_SIZE);
  });

  it('filters by operator, by group, by an action, and by both (an action outside its group matches nothing)', async () => {
    const db = t.database.db;
    const { company: own, user, client } = await freshCompany('최운영');
    const colleague = await makeUser(db, { company: own, role: 'manager', name: '강매니저' });
    await seedEvents(own.id, [
      { userId: colleague.id, action: 'applicant.resume_viewed', at: '2026-03-02T01:00:00Z', label: '김지원' },
      { userId: colleague.id, action: 'payment.paid', at: '2026-03-03T01:00:00Z', type: 'payment', label: '프리미엄 1년' },
      { userId: user.id, action: 'operator.invited', at: '2026-03-04T01:00:00Z', type: 'invitation', label: 'new@corp.test' },
      { userId: null, action: 'payment.cancelled', at: '2026-03-05T01:00:00Z', type: 'payment', label: '프리미엄 1년' },
    ]);
    const labels = async (query: string) => (await events(client, query)).map((e) => `${e.action} ${e.subject}`);

    expect(await labels(`?operator_id=${colleague.id}`)).toEqual(['payment.paid 프리미엄 1년', 'applicant.resume_viewed 김지원']);
    expect(await labels('?group=payment')).toEqual(['payment.cancelled 프리미엄 1년', 'payment.paid 프리미엄 1년']);
    expect(await labels(`?group=payment&operator_id=${colleague.id}`)).toEqual(['payment.paid 프리미엄 1년']);
    expect(await labels('?action=operator.invited')).toEqual(['operator.invited new@corp.test']);
    expect(await labels('?group=operators&action=operator.invited')).toEqual(['operator.invited new@corp.test']);
    expect(await labels('?group=payment&action=operator.invited')).toEqual([]);
    expect((await labels('?group=account')).every((l) => l.startsWith('auth.signed_in'))).toBe(true);
    // An operator of another company filters to nothing: the filter never widens the company's scope.
    expect(await labels(`?operator_id=${adminUser.id}`)).toEqual([]);
    // The operator whose account is gone still shows, without a name.
    const [gone] = await events(client, '?action=payment.cancelled');
    expect(gone).toMatchObject({ operator_id: null, operator_name: '', operator_email: '' });
  });

  it('takes the period as Korean days, both included, around midnight in Seoul', async () => {
    const { company: own, user, client } = await freshCompany();
    await seedEvents(own.id, [
      // 2026-03-01 23:59:59.999 and 2026-03-02 00:00:00.000 in Seoul
      { userId: user.id, action: 'payment.paid', at: '2026-03-01T14:59:59.999Z', label: '3월 1일 끝' },
      { userId: user.id, action: 'payment.paid', at: '2026-03-01T15:00:00.000Z', label: '3월 2일 시작' },
      // 2026-03-02 23:59:59.999 and 2026-03-03 00:00:00.000 in Seoul
      { userId: user.id, action: 'payment.paid', at: '2026-03-02T14:59:59.999Z', label: '3월 2일 끝' },
      { userId: user.id, action: 'payment.paid', at: '2026-03-02T15:00:00.000Z', label: '3월 3일 시작' },
    ]);
    const subjects = async (query: string) => (await events(client, `?group=payment${query}`)).map((e) => e.subject);
    expect(await subjects('&from=2026-03-02&to=2026-03-02')).toEqual(['3월 2일 끝', '3월 2일 시작']);
    expect(await subjects('&to=2026-03-01')).toEqual(['3월 1일 끝']);
    expect(await subjects('&from=2026-03-03')).toEqual(['3월 3일 시작']);
    expect(await subjects('&from=2026-03-01&to=2026-03-03')).toHaveLength(4);
  });

  it('answers bad filters with 400 and the field', async () => {
    const cases: [string, string][] = [
      ['?from=2026-02-30', 'query.from'],
      ['?to=2026/03/01', 'query.to'],
      ['?from=2026-03-02&to=2026-03-01', 'query.to'],
      ['?operator_id=abc', 'query.operator_id'],
      ['?operator_id=0', 'query.operator_id'],
      ['?group=everything', 'query.group'],
      ['?action=unknown', 'query.action'],
      ['?page=0', 'query.page'],
    ];
    for (const [query, field] of cases) {
      for (const path of [LOG, `${LOG}.csv`]) {
        if (path.endsWith('.csv') && query.startsWith('?page')) continue;
        const response = await admin.get(`${path}${query}`);
        expect(response.statusCode, `${path}${query}`).toBe(400);
        expect(response.json(), `${path}${query}`).toMatchObject({ code: 'bad_request', field });
      }
    }
  });

  it("is for the company's admins only, and never shows another company's events", async () => {
    for (const path of [LOG, `${LOG}/filters`, `${LOG}.csv`]) {
      const response = await manager.get(path);
      expect(response.statusCode, path).toBe(403);
      expect(response.json(), path).toMatchObject({ code: 'admin_only' });
    }
    const theirs = await events(otherAdmin);
    expect(theirs.map((e) => e.action)).toEqual(['auth.signed_in']);
    expect(await events(otherAdmin, `?operator_id=${adminUser.id}`)).toEqual([]);
  });
});

describe('the operator filter', () => {
  it("lists everyone in the company's log by name, a removed operator too, and nobody from elsewhere", async () => {
    const db = t.database.db;
    const { company: own, user, client } = await freshCompany('하운영');
    const colleague = await makeUser(db, { company: own, role: 'manager', name: '가매니저' });
    const outsider = await makeUser(db, { company, name: '나외부' });
    await seedEvents(own.id, [
      { userId: colleague.id, action: 'applicant.resume_viewed', at: '2026-03-02T01:00:00Z' },
      { userId: colleague.id, action: 'applicant.resume_viewed', at: '2026-03-03T01:00:00Z' },
      { userId: null, action: 'applicant.resume_viewed', at: '2026-03-03T02:00:00Z' },
    ]);
    await seedEvents(company.id, [{ userId: outsider.id, action: 'applicant.resume_viewed', at: '2026-03-02T01:00:00Z' }]);
    const response = await client.get(`${LOG}/filters`);
    expect(response.statusCode).toBe(200);
    expect(auditFiltersResponse.parse(response.json()).data.operators).toEqual([
      { id: colleague.id, name: '가매니저', email: colleague.email },
      { id: user.id, name: '하운영', email: user.email },
    ]);
  });
});

describe('the CSV download', () => {
  const csvRows = (body: string): string[][] => parse(body.replace(/^\uFEFF/, ''));

  it('carries the filters, Korean headers and cells, a BOM, and records itself without holding its own record', async () => {
    const db = t.database.db;
    const { company: own, user, client } = await freshCompany('엑셀운영');
    const colleague = await makeUser(db, { company: own, role: 'manager', name: '=위험한이름' });
    await seedEvents(own.id, [
      {
        userId: user.id,
        action: 'operator.role_changed',
        at: '2026-03-02T05:07:09Z',
        type: 'user',
        label: '박매니저',
        detail: JSON.stringify({ role: { from: 'manager', to: 'admin' } }),
      },
      {
        userId: colleague.id,
        action: 'payment.paid',
        at: '2026-03-01T15:00:00Z',
        type: 'payment',
        label: '프리미엄 1년',
        detail: JSON.stringify({ amount: 3_300_000, product: '프리미엄 1년' }),
      },
      { userId: user.id, action: 'applicant.resume_viewed', at: '2026-02-28T01:00:00Z', label: '김지원' },
      { userId: user.id, action: 'payment.cancelled', at: '2026-03-03T01:00:00Z', type: 'payment', label: '옛 기록', detail: 'free text' },
    ]);

    const response = await client.get(`${LOG}.csv?from=2026-03-01&to=2026-03-03&group=operators`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-row-count']).toBe('1');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain("filename*=UTF-8''감사로그_20260301-20260303_");
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body).toContain('\r\n');
    expect(csvRows(response.body)).toEqual([
      ['일시', '운영자', '운영자 이메일', '분류', '행동', '대상', '상세'],
      ['2026-03-02 14:07:09', '엑셀운영', user.email, '운영자', '역할 변경', '박매니저', '역할: 매니저 → 최고 운영자'],
    ]);

    const all = csvRows((await client.get(`${LOG}.csv?from=2026-03-01&to=2026-03-03`)).body);
    expect(all.slice(1)).toEqual([
      ['2026-03-03 10:00:00', '엑셀운영', user.email, '결제', '결제 취소', '옛 기록', 'free text'],
      ['2026-03-02 14:07:09', '엑셀운영', user.email, '운영자', '역할 변경', '박매니저', '역할: 매니저 → 최고 운영자'],
      // A cell a spreadsheet would run as a formula is prefixed.
      ['2026-03-02 00:00:00', "'=위험한이름", colleague.email, '결제', '결제 완료', '프리미엄 1년', '상품: 프리미엄 1년 · 금액: 3,300,000원'],
    ]);

    // Each download is in the log, with what it held; the next file holds the earlier download, never itself.
    const downloads = await events(client, '?action=audit.csv_exported');
    expect(downloads.map((e) => e.detail)).toEqual([
      { rows: 3, period: { from: '2026-03-01', to: '2026-03-03' } },
      { rows: 1, period: { from: '2026-03-01', to: '2026-03-03' } },
    ]);
    expect(downloads[0]).toMatchObject({ subject_type: 'company', subject_id: own.id, operator_id: user.id });
    const everything = csvRows((await client.get(`${LOG}.csv?group=privacy`)).body);
    expect(everything.slice(1).map((r) => [r[4], r[6]])).toEqual([
      ['감사 로그 다운로드', '기간: 2026.03.01 ~ 2026.03.03 · 3건'],
      ['감사 로그 다운로드', '기간: 2026.03.01 ~ 2026.03.03 · 1건'],
      ['지원서 열람', ''],
    ]);
  });

  it("holds only the company's own events", async () => {
    const body = (await otherAdmin.get(`${LOG}.csv`)).body;
    expect(body).not.toContain('감사관');
    expect(
      csvRows(body)
        .slice(1)
        .map((r) => r[4]),
    ).toEqual(['로그인']);
  });

  it(`refuses more than ${AUDIT_CSV_MAX_ROWS.toLocaleString('en')} events with a domain code, and records nothing`, async () => {
    const { company: own, user, client } = await freshCompany();
    await t.database.db.execute(sql`
      insert into audit_events (company_id, user_id, action, subject_type, subject_id, subject_label, created_at)
      select ${own.id}, ${user.id}, 'applicant.resume_viewed', 'applicant', n, '김지원', now() - n * interval '1 second'
      from generate_series(1, ${AUDIT_CSV_MAX_ROWS}) n
    `);
    const refused = await client.get(`${LOG}.csv`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'audit.csv_too_many', params: { max: AUDIT_CSV_MAX_ROWS } });
    expect(await events(client, '?action=audit.csv_exported')).toEqual([]);
    // A narrower filter is within the limit.
    const narrowed = await client.get(`${LOG}.csv?group=account`);
    expect(narrowed.statusCode).toBe(200);
  });
});
