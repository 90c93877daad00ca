/**
 * The top menu (gnb_menu) and header links (other) of spec §2, built from a user's facts.
 * `key` doubles as the web's message-catalogue key (`menu.<key>`).
 */
import { canSeeTalentPool, talentPoolByAdminOnly, type RoleFacts } from './policy.js';
import { PATHS } from './constants.js';

export type MenuBadge = 'admin' | 'new';

export type MenuEntry = {
  key: string;
  link: string;
  external: boolean;
  new_tab: boolean;
  badge: MenuBadge | null;
  children: MenuEntry[];
};

export type MenuFacts = RoleFacts & {
  is_alri_auth: boolean;
  is_salary_apply: boolean;
  company_id: number;
};

/** External addresses the console links to; set from the server's config. */
export type ExternalLinks = {
  publicSite: string;
  alri: string;
  salaryAnalysisIntro: string;
};

function entry(key: string, link: string, extra: Partial<MenuEntry> = {}): MenuEntry {
  return { key, link, external: false, new_tab: false, badge: null, children: [], ...extra };
}

function external(key: string, link: string, extra: Partial<MenuEntry> = {}): MenuEntry {
  return entry(key, link, { external: true, new_tab: true, ...extra });
}

export function companyPublicUrl(links: ExternalLinks, companyId: number): string {
  return `${links.publicSite.replace(/\/$/, '')}/companies/${companyId}`;
}

export function buildGnbMenu(facts: MenuFacts, links: ExternalLinks): MenuEntry[] {
  const menu: MenuEntry[] = [
    entry('home', PATHS.root),
    entry('company', '/partners/business_managements/info', {
      children: [
        entry('newsroom', '/partners/business_managements/newsroom_editor', { new_tab: true }),
        entry('company_info', '/partners/business_managements/info'),
        entry('cover_image', '/partners/business_managements/cover_image'),
        entry('company_news', '/partners/business_managements/news'),
        entry('company_story', '/partners/business_managements/story'),
        entry('press_releases', '/partners/business_managements/press_releases'),
      ],
    }),
    entry('reviews', '/partners/review_managements', {
      children: [
        entry('company_reviews', '/partners/review_managements'),
        entry('interview_reviews', '/partners/interview_managements'),
        entry('welfare_reviews', '/partners/welfare_managements'),
        entry('salary_info', '/partners/salary_managements'),
      ],
    }),
    entry('recruitment', '/partners/applicant_management', {
      children: [
        entry('all_applicants', '/partners/applicant_management'),
        // Spec §6: the posting menu opens in a new tab for non-admins.
        entry('all_postings', '/partners/job_management', { new_tab: !facts.is_admin }),
      ],
    }),
  ];

  if (canSeeTalentPool(facts)) {
    const badge = talentPoolByAdminOnly(facts) ? 'admin' : null;
    menu.push(
      entry('talent_pool', '/partners/job_seekers/search/index/1', {
        badge,
        children: [
          entry('talent_search', '/partners/job_seekers/search/index/1'),
          entry('company_talent_pool', '/partners/job_seekers/search/company/1'),
          entry('proposal_management', '/partners/job_seekers/project'),
          // Issue 21: the proposal response report.
          entry('proposal_report', '/partners/job_seekers/proposal_report'),
          entry('resume_updated', '/partners/job_seekers/search/index/1?order_by=updated_at'),
        ],
      }),
    );
  }

  menu.push(
    entry('data', '/partners/visitor_statistics', {
      children: [entry('visitor_statistics', '/partners/visitor_statistics'), entry('score_statistics', '/partners/score_statistics')],
    }),
    facts.is_salary_apply
      ? entry('salary_analysis', PATHS.salaryAnalysisCreate, { badge: 'new' })
      : external('salary_analysis', links.salaryAnalysisIntro, { badge: 'new' }),
  );
  return menu;
}

/** Header links beside the menu: public site, the company's public page, alri, page branding. */
export function buildOtherMenu(facts: MenuFacts, links: ExternalLinks): MenuEntry[] {
  return [
    external('public_site', links.publicSite),
    external('my_company', companyPublicUrl(links, facts.company_id)),
    facts.is_alri_auth ? external('alri', links.alri) : entry('alri', `${PATHS.brandService}?apply_on=alri`),
    entry('page_branding', PATHS.brandService),
  ];
}
