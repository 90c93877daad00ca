import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUserSchema, infoResponse, type InfoResponse, type MenuEntryShape } from '@partners/contract';
import { createTestApp, signedIn, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function info(email: string): Promise<InfoResponse['data']> {
  const client = await signedIn(t.app, email);
  const response = await client.get('/api/v3/business_center/info/info');
  return infoResponse.parse(response.json()).data;
}

const keys = (menu: MenuEntryShape[]) => menu.map((m) => m.key);
const find = (menu: MenuEntryShape[], key: string) => menu.flatMap((m) => [m, ...m.children]).find((m) => m.key === key);

describe('GET /api/v3/business_center/info/info', () => {
  it('returns every field of the spec §3 console user', async () => {
    const { user } = await info('admin@demo.test');
    expect(Object.keys(user).sort()).toEqual(Object.keys(consoleUserSchema.shape).sort());
    expect(user).toMatchObject({
      email: 'admin@demo.test',
      company_name: '누리클라우드',
      business_role: 'admin',
      privilege_master_code: 'premium',
      job_posting_bizs: true,
      plan_label: 'success_based_branding',
      is_configured: true,
      is_permission: true,
      root_hef: '/partners/reputation_management',
      permission_denied_landing_url: '/partners/access_error',
    });
  });

  it('shows the talent pool to a premium plan and hides it from basic without biz', async () => {
    expect(keys((await info('admin@demo.test')).menu.gnb_menu)).toContain('talent_pool');
    expect(keys((await info('basic@demo.test')).menu.gnb_menu)).not.toContain('talent_pool');
  });

  it('links salary analysis to the create page only for companies that applied', async () => {
    const applied = find((await info('admin@demo.test')).menu.gnb_menu, 'salary_analysis');
    const notApplied = find((await info('noalri@demo.test')).menu.gnb_menu, 'salary_analysis');
    expect(applied).toMatchObject({ link: '/partners/salary_analysis?status=create', badge: 'new', external: false });
    expect(notApplied).toMatchObject({ external: true, badge: 'new' });
  });

  it('opens all postings in a new tab for managers but not for the top operator', async () => {
    expect(find((await info('admin@demo.test')).menu.gnb_menu, 'all_postings')?.new_tab).toBe(false);
    expect(find((await info('manager@demo.test')).menu.gnb_menu, 'all_postings')?.new_tab).toBe(true);
  });

  it('links alri by is_alri_auth', async () => {
    expect(find((await info('admin@demo.test')).menu.other, 'alri')).toMatchObject({ external: true });
    expect(find((await info('noalri@demo.test')).menu.other, 'alri')).toMatchObject({
      external: false,
      link: expect.stringContaining('/partners/renewal_brandservice') as string,
    });
  });

  it('reports the gate facts of each demo account', async () => {
    expect((await info('unconfigured@demo.test')).user.is_configured).toBe(false);
    expect((await info('nopermission@demo.test')).user).toMatchObject({ is_permission: false, business_account_permission: 'pending' });
    expect((await info('noalri@demo.test')).user.is_alri_auth).toBe(false);
    expect((await info('noterms@demo.test')).user.is_tos_recruitment_agreed).toBe(false);
  });
});

describe('GET /api/v3/business_center/info/usage', () => {
  it('computes the usage rate without post, benefit and official-salary items', async () => {
    const client = await signedIn(t.app, 'admin@demo.test');
    const { data } = (await client.get('/api/v3/business_center/info/usage')).json<{
      data: { items: { key_code: string; in_use: boolean }[]; usage_rate: number };
    }>();
    // 누리클라우드 uses profile, cover photo, review comments, talent search (4 of the 5 counted items).
    expect(data.usage_rate).toBe(80);
    expect(data.items.map((i) => i.key_code)).toContain('official_salaries');
  });

  it('shows paid-grade items as not in use without a branding plan', async () => {
    const client = await signedIn(t.app, 'noalri@demo.test');
    const { data } = (await client.get('/api/v3/business_center/info/usage')).json<{
      data: { items: { grade_type: string; in_use: boolean; available: boolean; key_code: string }[] };
    }>();
    const paid = data.items.filter((i) => i.grade_type === 'paid' && i.key_code !== 'hr_job_seekers');
    expect(paid.every((i) => !i.available && !i.in_use)).toBe(true);
  });
});

describe('PUT /api/v3/business_center/info/change_company', () => {
  it('lets a partner admin switch to a granted company and the session follows', async () => {
    const client = await signedIn(t.app, 'partner@demo.test');
    const response = await client.request({ method: 'PUT', url: '/api/v3/business_center/info/change_company', payload: { company_id: 3 } });
    expect(response.json()).toEqual({ status: 'success' });
    const { data } = (await client.get('/api/v3/business_center/info/info')).json<InfoResponse>();
    expect(data.user).toMatchObject({ company_id: 3, company_name: '새솔바이오', is_configured: false });
  });

  it('refuses a company outside the grants', async () => {
    const client = await signedIn(t.app, 'partner@demo.test');
    const response = await client.request({ method: 'PUT', url: '/api/v3/business_center/info/change_company', payload: { company_id: 2 } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses anyone who is not a partner admin', async () => {
    const client = await signedIn(t.app, 'admin@demo.test');
    const response = await client.request({ method: 'PUT', url: '/api/v3/business_center/info/change_company', payload: { company_id: 7 } });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/v3/business_center/agreements/tos_recruitment', () => {
  const POSTINGS_SUMMARY = '/api/v5/partners/job/postings/summary';

  it('lets the top operator accept the terms, after which recruitment opens', async () => {
    const client = await signedIn(t.app, 'noterms@demo.test');
    expect((await client.get(POSTINGS_SUMMARY)).statusCode).toBe(230);
    const accepted = await client.request({ method: 'POST', url: '/api/v3/business_center/agreements/tos_recruitment' });
    expect(accepted.statusCode).toBe(200);
    expect((await client.get(POSTINGS_SUMMARY)).statusCode).toBe(200);
  });

  it('sends recruitment calls 230 with the terms URL while the terms are not accepted; the rest of the console answers', async () => {
    const fresh = await createTestApp();
    try {
      const client = await signedIn(fresh.app, 'noterms@demo.test');
      const response = await client.get(POSTINGS_SUMMARY);
      expect(response.statusCode).toBe(230);
      expect(response.json()).toMatchObject({
        redirect_url: `/partners/agreements/tos_recruitment?redirect_url=${encodeURIComponent('/partners/job_management')}`,
      });
      expect((await client.get('/api/v3/business_center/info/usage')).statusCode).toBe(200);
      expect((await client.get('/b2b/notifications.json')).statusCode).toBe(200);
      expect((await client.get('/api/v3/business_center/dash_board/business_status')).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
