import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canSeeTalentPool } from '@partners/contract';
import { hrCandidates, hrProjects, jobPostings, jobSeekerContacts, proposals, talentPoolEntries } from '../../db/schema/index.js';
import { openPglite, type Database } from '../../platform/db.js';
import { DEMO_COMPANIES } from '../demo-accounts.js';
import { seedDatabase } from '../index.js';
import { openTestStorage } from '../../test/harness.js';
import { hasMessenger } from './job-seekers.js';

const now = new Date('2026-11-01T00:00:00Z');
const talentCompanies = DEMO_COMPANIES.filter((c) =>
  canSeeTalentPool({ privilege_master_code: c.plan, job_posting_bizs: c.jobPostingBizs, is_admin: false }),
).map((c) => c.id);

let database: Database;
const files = openTestStorage();
beforeAll(async () => {
  database = await openPglite(null);
  await seedDatabase(database, { size: 'small', storage: files.storage, now });
});
afterAll(async () => {
  await database.close();
  await files.remove();
});

describe('demo hiring data (small)', () => {
  it('gives every demo company with talent access 2–3 active projects and 1 finished one; others none', async () => {
    const projects = await database.db.select().from(hrProjects);
    expect(new Set(projects.map((p) => p.companyId))).toEqual(new Set(talentCompanies));
    for (const companyId of talentCompanies) {
      const own = projects.filter((p) => p.companyId === companyId);
      expect(own.filter((p) => !p.active)).toHaveLength(1);
      expect(own.filter((p) => p.active).length).toBeGreaterThanOrEqual(2);
      expect(own.filter((p) => p.active).length).toBeLessThanOrEqual(3);
      expect(own.every((p) => /[가-힣]/.test(p.name))).toBe(true);
    }
  });

  it("attaches only the company's own live postings (made by the postings step) to proposals", async () => {
    const postings = new Map((await database.db.select().from(jobPostings)).map((p) => [p.id, p]));
    const sent = await database.db.select().from(proposals);
    const attached = sent.filter((p) => p.jobPostingId !== null);
    expect(attached.length).toBeGreaterThan(0);
    for (const proposal of attached) {
      const posting = postings.get(proposal.jobPostingId ?? 0);
      expect(posting?.companyId).toBe(proposal.companyId);
      expect(posting?.status).toBe('open');
      expect(posting?.closesAt === null || (posting?.closesAt ?? now) > now).toBe(true);
    }
  });

  it('fills every list, and each contacted or replied candidate has the proposal that put it there', async () => {
    const candidates = await database.db.select().from(hrCandidates);
    const sent = await database.db.select().from(proposals);
    expect(candidates.some((c) => c.status === 'intact' && c.actionStatus === 'none')).toBe(true);
    expect(candidates.some((c) => c.status === 'contacted' && c.actionStatus === 'none')).toBe(true);
    expect(candidates.some((c) => c.status === 'replied' && c.actionStatus === 'none')).toBe(true);
    expect(candidates.some((c) => c.actionStatus !== 'none')).toBe(true);
    const latest = new Map(sent.map((p) => [`${p.projectId}:${p.jobSeekerId}`, p]));
    for (const c of candidates) {
      const proposal = latest.get(`${c.projectId}:${c.jobSeekerId}`);
      if (c.status === 'intact') expect(proposal).toBeUndefined();
      if (c.status === 'contacted') expect(['sent', 'delivered', 'viewed', 'expired']).toContain(proposal?.status);
      if (c.status === 'replied') expect(['accepted', 'rejected']).toContain(proposal?.status);
      if (proposal) expect(proposal.createdAt.getTime()).toBeGreaterThanOrEqual(c.createdAt.getTime());
    }
    for (const p of sent) {
      // Open proposals are still valid; expired ones are past their validity; answers came within it.
      if (['sent', 'delivered', 'viewed'].includes(p.status)) expect(p.expiresAt > now).toBe(true);
      if (p.status === 'expired') expect(p.expiresAt <= now).toBe(true);
      if (p.respondedAt) expect(p.respondedAt < p.expiresAt).toBe(true);
      expect(p.createdAt < now).toBe(true);
      if (p.respondedAt) expect(p.respondedAt < now && p.respondedAt > p.createdAt).toBe(true);
      expect(p.deliveredBy).toBe(hasMessenger(p.jobSeekerId) ? 'messenger' : 'sms');
      expect(p.rejectReason !== null).toBe(p.status === 'rejected');
    }
    const proposed = await database.db.select().from(talentPoolEntries);
    for (const p of sent) {
      expect(proposed.some((e) => e.companyId === p.companyId && e.pool === 'interview_request_pool' && e.jobSeekerId === p.jobSeekerId)).toBe(true);
    }
  });

  it('gives about 85% of seekers a messenger id', async () => {
    const contacts = await database.db.select().from(jobSeekerContacts);
    const share = contacts.filter((c) => c.messengerId !== null).length / contacts.length;
    expect(share).toBeGreaterThan(0.8);
    expect(share).toBeLessThan(0.9);
    expect(contacts.every((c) => (c.messengerId !== null) === hasMessenger(c.jobSeekerId))).toBe(true);
    expect(contacts.filter((c) => c.messengerId !== null).every((c) => /^[a-z0-9_.-]{4,40}$/.test(c.messengerId ?? ''))).toBe(true);
    expect(new Set(contacts.map((c) => c.messengerId).filter((m) => m !== null)).size).toBe(contacts.filter((c) => c.messengerId !== null).length);
  });
});
