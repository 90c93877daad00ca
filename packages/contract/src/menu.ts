/**
 * The top menu (gnb_menu) and header links (other) of spec §2, built from a user's facts.
 * `key` doubles as the web's message-catalogue key (`menu.<key>`).
 */
import { canSeeTalentPool, talentPoolByAdminOnly, type RoleFacts } from './policy.js';
import { pagePath } from './page-path.js';
import { PAGES } from './pages.js';

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
    entry('home', PAGES.reputationManagement.path),
    entry('company', PAGES.companyInfo.path, {
      children: [
        entry('newsroom', PAGES.newsroomEditor.path, { new_tab: true }),
        entry('company_info', PAGES.companyInfo.path),
        entry('cover_image', PAGES.coverImage.path),
        entry('company_news', PAGES.companyNews.path),
        entry('company_story', PAGES.companyStory.path),
        entry('press_releases', PAGES.pressReleases.path),
      ],
    }),
    entry('reviews', PAGES.companyReviews.path, {
      children: [
        entry('company_reviews', PAGES.companyReviews.path),
        entry('interview_reviews', PAGES.interviewReviews.path),
        entry('welfare_reviews', PAGES.welfareReviews.path),
        entry('salary_info', PAGES.salaryInfo.path),
      ],
    }),
    entry('recruitment', pagePath(PAGES.applicants), {
      children: [
        entry('all_applicants', pagePath(PAGES.applicants)),
        // Spec §6: the posting menu opens in a new tab for non-admins.
        entry('all_postings', PAGES.postings.path, { new_tab: !facts.is_admin }),
      ],
    }),
  ];

  if (canSeeTalentPool(facts)) {
    const badge = talentPoolByAdminOnly(facts) ? 'admin' : null;
    menu.push(
      entry('talent_pool', pagePath(PAGES.talentSearch, { tab: 'index', page: 1 }), {
        badge,
        children: [
          entry('talent_search', pagePath(PAGES.talentSearch, { tab: 'index', page: 1 })),
          entry('company_talent_pool', pagePath(PAGES.talentSearch, { tab: 'company', page: 1 })),
          entry('proposal_management', PAGES.projects.path),
          // Issue 21: the proposal response report.
          entry('proposal_report', PAGES.proposalReport.path),
          entry('resume_updated', pagePath(PAGES.talentSearch, { tab: 'index', page: 1 }, { order_by: 'updated_at' })),
        ],
      }),
    );
  }

  menu.push(
    entry('data', PAGES.visitorStatistics.path, {
      children: [entry('visitor_statistics', PAGES.visitorStatistics.path), entry('score_statistics', PAGES.scoreStatistics.path)],
    }),
    facts.is_salary_apply
      ? entry('salary_analysis', pagePath(PAGES.salaryAnalysis, {}, { status: 'create' }), { badge: 'new' })
      : external('salary_analysis', links.salaryAnalysisIntro, { badge: 'new' }),
  );
  return menu;
}

/** Header links beside the menu: public site, the company's public page, alri, page branding. */
export function buildOtherMenu(facts: MenuFacts, links: ExternalLinks): MenuEntry[] {
  return [
    external('public_site', links.publicSite),
    external('my_company', companyPublicUrl(links, facts.company_id)),
    facts.is_alri_auth ? external('alri', links.alri) : entry('alri', pagePath(PAGES.brandService, {}, { apply_on: 'alri' })),
    entry('page_branding', PAGES.brandService.path),
  ];
}
