import { describe, expect, it } from 'vitest';
import {
  canSeeTalentPool,
  firstFailingGate,
  gateRedirect,
  isReputationPath,
  planLabel,
  registerPostingTarget,
  talentPoolByAdminOnly,
  usageRate,
  type GateFacts,
} from './policy.js';
import { buildGnbMenu, buildOtherMenu, type MenuFacts } from './menu.js';
import { REDIRECT_URL_MAX, safeRedirectPath } from './redirect.js';

describe('plan labels (spec §4)', () => {
  it.each([
    ['basic', true, 'success_based'],
    ['standard', true, 'success_based'],
    ['premium', true, 'success_based_branding'],
    ['vip', true, 'success_based_branding'],
    ['premium_recruit', false, 'subscription'],
    ['premium_recruit', true, 'success_based_subscription'],
    ['basic', false, 'none'],
  ] as const)('%s with biz=%s is %s', (code, biz, label) => {
    expect(planLabel({ privilege_master_code: code, job_posting_bizs: biz })).toBe(label);
  });
});

describe('talent pool visibility (spec §6)', () => {
  it('needs job-posting biz, a premium-tier plan, or admin', () => {
    expect(canSeeTalentPool({ privilege_master_code: 'basic', job_posting_bizs: false, is_admin: false })).toBe(false);
    expect(canSeeTalentPool({ privilege_master_code: 'basic', job_posting_bizs: true, is_admin: false })).toBe(true);
    expect(canSeeTalentPool({ privilege_master_code: 'vip', job_posting_bizs: false, is_admin: false })).toBe(true);
    expect(canSeeTalentPool({ privilege_master_code: 'standard', job_posting_bizs: false, is_admin: true })).toBe(true);
  });

  it('carries the admin badge only when the admin role alone opens it', () => {
    expect(talentPoolByAdminOnly({ privilege_master_code: 'standard', job_posting_bizs: false, is_admin: true })).toBe(true);
    expect(talentPoolByAdminOnly({ privilege_master_code: 'premium', job_posting_bizs: false, is_admin: true })).toBe(false);
  });
});

describe('register-posting button (spec §6)', () => {
  it('goes to the payment page without biz unless premium_recruit', () => {
    expect(registerPostingTarget({ privilege_master_code: 'standard', job_posting_bizs: false })).toEqual({ kind: 'external_payment' });
    expect(registerPostingTarget({ privilege_master_code: 'premium_recruit', job_posting_bizs: false }).kind).toBe('new_posting');
    expect(registerPostingTarget({ privilege_master_code: 'basic', job_posting_bizs: true })).toEqual({ kind: 'new_posting', newTab: true });
  });
});

describe('access gates (spec §5), in order', () => {
  const ok: GateFacts = { is_configured: true, is_permission: true, is_alri_auth: true, is_tos_recruitment_agreed: true };

  it('no user goes to sign-in with the page as redirect_url', () => {
    expect(firstFailingGate(null)).toBe('sign_in');
    expect(gateRedirect('sign_in', '/partners/notifications?page=2')).toBe(
      '/user-session/sign-in?redirect_url=%2Fpartners%2Fnotifications%3Fpage%3D2',
    );
  });

  it('configuration comes before permission, permission before terms', () => {
    expect(firstFailingGate({ ...ok, is_configured: false, is_permission: false }, { reputation: true })).toBe('not_configured');
    expect(firstFailingGate({ ...ok, is_permission: false, is_tos_recruitment_agreed: false }, { recruitment: true })).toBe('no_permission');
    expect(firstFailingGate({ ...ok, is_tos_recruitment_agreed: false }, { recruitment: true })).toBe('terms');
    expect(firstFailingGate({ ...ok, is_alri_auth: false }, { reputation: true })).toBe('alri');
  });

  it('the recruitment terms stop recruitment only; alri stops reputation only', () => {
    const noTerms = { ...ok, is_tos_recruitment_agreed: false };
    expect(firstFailingGate(noTerms)).toBeNull();
    expect(firstFailingGate(noTerms, { reputation: true })).toBeNull();
    expect(firstFailingGate(noTerms, { fixingRoles: true })).toBeNull();
    expect(firstFailingGate({ ...ok, is_alri_auth: false })).toBeNull();
    expect(firstFailingGate({ ...ok, is_alri_auth: false }, { recruitment: true })).toBeNull();
  });

  it('operator management lets a not-configured company fix its roles, and nothing else', () => {
    const unconfigured = { ...ok, is_configured: false, is_tos_recruitment_agreed: false };
    expect(firstFailingGate(unconfigured, { fixingRoles: true })).toBeNull();
    expect(firstFailingGate({ ...unconfigured, is_permission: false }, { fixingRoles: true })).toBe('no_permission');
    expect(firstFailingGate(unconfigured)).toBe('not_configured');
  });

  it('sends each gate where the spec says', () => {
    expect(gateRedirect('not_configured', '/x')).toBe('/partners/operator_managements');
    expect(gateRedirect('no_permission', '/x')).toBe('/partners/access_error');
    expect(gateRedirect('terms', '/x')).toMatch(/^\/partners\/agreements\/tos_recruitment\?redirect_url=/);
    expect(gateRedirect('alri', '/x')).toMatch(/^\/partners\/renewal_brandservice\?apply_on=reputation_management/);
  });

  it('knows the reputation pages', () => {
    expect(isReputationPath('/partners/reputation_management')).toBe(true);
    expect(isReputationPath('/partners/reputation_managementx')).toBe(false);
  });
});

describe('usage rate (spec §9)', () => {
  it('is in-use over all, whole percent, without excluded items', () => {
    const items = [
      { key_code: 'profile', in_use: true },
      { key_code: 'cover_photo', in_use: true },
      { key_code: 'review_comments', in_use: false },
      { key_code: 'job_postings', in_use: true },
    ];
    expect(usageRate(items, ['job_postings'])).toBe(66);
    expect(usageRate([], [])).toBe(0);
  });
});

describe('menu', () => {
  const links = { publicSite: 'https://site.test', alri: 'https://alri.test', salaryAnalysisIntro: 'https://site.test/salary' };
  const base: MenuFacts = {
    company_id: 9,
    privilege_master_code: 'premium',
    job_posting_bizs: true,
    is_admin: true,
    is_alri_auth: true,
    is_salary_apply: false,
  };

  it('has every top item of spec §2 in order', () => {
    expect(buildGnbMenu(base, links).map((m) => m.key)).toEqual([
      'home',
      'company',
      'reviews',
      'recruitment',
      'talent_pool',
      'data',
      'salary_analysis',
    ]);
  });

  it('links the company page and alri by is_alri_auth', () => {
    const other = buildOtherMenu(base, links);
    expect(other.find((m) => m.key === 'my_company')?.link).toBe('https://site.test/companies/9');
    expect(buildOtherMenu({ ...base, is_alri_auth: false }, links).find((m) => m.key === 'alri')?.external).toBe(false);
  });
});

describe('safeRedirectPath', () => {
  it('keeps console paths, resolved as the browser resolves them', () => {
    expect(safeRedirectPath('/partners/x?y=1', '/')).toBe('/partners/x?y=1');
    expect(safeRedirectPath('/partners', '/')).toBe('/partners');
    expect(safeRedirectPath('/reports/new?review_id=3#reason', '/')).toBe('/reports/new?review_id=3#reason');
    expect(safeRedirectPath('/partners/a/../b', '/')).toBe('/partners/b');
    expect(safeRedirectPath('/partners/x\ty', '/')).toBe('/partners/xy');
  });

  it.each([
    ['an absolute URL', 'https://evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a tab', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a tab and a backslash', '/\t\\evil.example'],
    ['a newline inside the scheme', '/\nhttps://evil.example'],
    ['a dot segment that empties the path', '/partners/../..//evil.example'],
    ['a dot segment before a double slash', '/.//evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a path outside the console', '/user-session/sign-in'],
    ['a lookalike of the console', '/partners-evil'],
    ['nothing', ''],
    ['a console path longer than REDIRECT_URL_MAX', `/partners/x?q=${'a'.repeat(REDIRECT_URL_MAX)}`],
  ])('sends %s (%j) to the fallback', (_name, candidate) => {
    expect(safeRedirectPath(candidate, '/root')).toBe('/root');
  });
});
