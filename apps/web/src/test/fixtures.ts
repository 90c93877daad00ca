import { buildGnbMenu, buildOtherMenu, type ConsoleUser, type ExternalLinks, type InfoResponse } from '@partners/contract';

export const LINKS: ExternalLinks = {
  publicSite: 'https://www.jobplanet.co.kr',
  alri: 'https://alri.example.com',
  salaryAnalysisIntro: 'https://www.jobplanet.co.kr/salary-analysis',
};

export function makeUser(overrides: Partial<ConsoleUser> = {}): ConsoleUser {
  return {
    user_id: 1,
    name: '김관리',
    customer_name: '김관리',
    email: 'admin@demo.test',
    company_id: 42,
    company_name: '잡플래닛',
    company_logo: null,
    company_rating: 'GOOD',
    industry_rating: 'MID',
    privilege_master_code: 'premium',
    business_role: 'admin',
    business_account_permission: 'granted',
    is_business_account: true,
    job_posting_bizs: true,
    is_admin: false,
    is_partners_admin: false,
    is_alri_auth: true,
    is_salary_apply: false,
    is_configured: true,
    is_permission: true,
    is_confirm_email: true,
    is_student: false,
    is_tos_recruitment_agreed: true,
    last_visit_at: null,
    approved_at: null,
    customer_phone: null,
    root_hef: '/partners/reputation_management',
    my_company_href: 'https://www.jobplanet.co.kr/companies/42',
    agree_tos_recruitment_url: '/partners/agreements/tos_recruitment',
    permission_denied_landing_url: '/partners/access_error',
    plan_label: 'success_based_branding',
    ...overrides,
  };
}

/** An info response whose menus are built by the contract's own policy, as the server does. */
export function makeInfo(overrides: Partial<ConsoleUser> = {}): InfoResponse {
  const user = makeUser(overrides);
  return {
    code: 200,
    data: { user, menu: { gnb_menu: buildGnbMenu(user, LINKS), other: buildOtherMenu(user, LINKS) } },
  };
}
