import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditListResponse, AUDIT_PAGE_SIZE, type AuditEvent } from '@partners/contract';
import { auditEvents, hrCandidates, hrProjects, proposals } from '../../db/schema/index.js';
import { testConfig } from '../../platform/config.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import {
  makeApplication,
  makeCompany,
  makeJobSeeker,
  makePosting,
  makeUser,
  signInAs,
  type MadeCompany,
  type MadeUser,
} from '../../test/factories.js';
import { SeekerIdCodec } from '../talent-search/seeker-id.js';

const ids = new SeekerIdCodec(testConfig().sessionSecret);

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

async function events(client: Client, query = ''): Promise<AuditEvent[]> {
  const response = await client.get(`/api/v5/partners/audit_events${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return auditListResponse.parse(response.json()).data.events;
}

describe('the audit trail', () => {
  it('records a talent-pool profile view with the masked name the screen showed', async () => {
    const seeker = await makeJobSeeker(t.database.db, { name: '한가람' });
    expect((await manager.get(`/hr/job_seekers/profile?enc=${ids.encode(seeker.id)}`)).statusCode).toBe(200);
    const [latest] = await events(admin);
    expect(latest).toMatchObject({ action: 'talent.profile_viewed', subject: '한○○', subject_type: 'job_seeker', subject_id: seeker.id });
  });

  it('records a revealed contact', async () => {
    const db = t.database.db;
    const seeker = await makeJobSeeker(db, { name: '문세린' });
    const [project] = await db.insert(hrProjects).values({ companyId: company.id, name: '연락처 확인' }).returning();
    if (!project) throw new Error('no project');
    const [candidate] = await db.insert(hrCandidates).values({ companyId: company.id, projectId: project.id, jobSeekerId: seeker.id }).returning();
    if (!candidate) throw new Error('no candidate');
    await db.insert(proposals).values({
      companyId: company.id,
      senderId: adminUser.id,
      projectId: project.id,
      jobSeekerId: seeker.id,
      requestId: 'audit-contact',
      content: '포지션 제안드립니다',
      includedCompanyIntroduction: false,
      status: 'accepted',
      respondedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect((await admin.get(`/hr/candidates/${candidate.id}/contact`)).statusCode).toBe(200);
    const [latest] = await events(admin);
    expect(latest).toMatchObject({
      action: 'talent.contact_revealed',
      subject: '문세린',
      subject_id: seeker.id,
      operator_name: '감사관',
      operator_email: adminUser.email,
    });
  });

  it('lists newest first, filters by action and pages', async () => {
    const db = t.database.db;
    const posting = await makePosting(db, { company, title: '감사 기록 공고' });
    const application = await makeApplication(db, { posting, seeker: await makeJobSeeker(db, { name: '윤다래' }) });
    await admin.get(`/api/v5/partners/job/applicants/${application.id}`);
    await admin.get(`/api/v5/partners/job/postings/${posting.id}/applicants.csv`);
    const all = await events(admin);
    expect(all.map((e) => e.action)).toEqual([
      'applicant.csv_exported',
      'applicant.resume_viewed',
      'talent.contact_revealed',
      'talent.profile_viewed',
    ]);
    expect(all[0]).toMatchObject({ subject: '감사 기록 공고', subject_type: 'job_posting', subject_id: posting.id });
    expect(all[1]).toMatchObject({ subject: '윤다래', subject_type: 'applicant', subject_id: application.id });
    expect((await events(admin, '?action=applicant.resume_viewed')).map((e) => e.subject)).toEqual(['윤다래']);

    await db.insert(auditEvents).values(
      Array.from({ length: AUDIT_PAGE_SIZE }, (_, i) => ({
        companyId: company.id,
        userId: adminUser.id,
        action: 'talent.profile_viewed' as const,
        subjectType: 'job_seeker' as const,
        subjectId: i + 1,
        subjectLabel: '김○○',
        createdAt: new Date(Date.now() - 86_400_000 - i * 1000),
      })),
    );
    const page2 = await admin.get('/api/v5/partners/audit_events?page=2');
    const data = auditListResponse.parse(page2.json()).data;
    expect(data.page_info).toEqual({ page: 2, per: AUDIT_PAGE_SIZE, total: AUDIT_PAGE_SIZE + 4, total_pages: 2 });
    expect(data.events).toHaveLength(4);
  });

  it("is for the company's admins only, and never shows another company's events", async () => {
    const response = await manager.get('/api/v5/partners/audit_events');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
    expect(await events(otherAdmin)).toEqual([]);
    expect((await admin.get('/api/v5/partners/audit_events?action=unknown')).statusCode).toBe(400);
  });
});
