import { describe, expect, it } from 'vitest';
import { AREA_PATHS, CONSOLE_PREFIX, PAGES, areaNameOf, type AreaName } from './pages.js';
import { pageOf, pagePath, type PageName } from './page-path.js';
import {
  HIRING_PATHS,
  REVIEW_LIST_PAGES,
  TALENT_PATHS,
  TALENT_POOL_BANNER,
  USAGE_ITEMS,
  applicantsPath,
  invitationAcceptPath,
  livePostingLink,
} from './page-links.js';
import { buildGnbMenu, buildOtherMenu, type MenuEntry, type MenuFacts } from './menu.js';
import { gateRedirect, REPUTATION_PATHS, type Gate } from './policy.js';

const pageNames = Object.keys(PAGES) as PageName[];
const withoutQuery = (link: string) => link.split('?', 1)[0] ?? link;
/** The path's static part: what a visited URL starts with. */
const staticPart = (path: string) => path.slice(0, path.indexOf('/:') === -1 ? undefined : path.indexOf('/:'));

describe('the pages table', () => {
  it("puts each page in the area that owns its path, and the shell's and outside pages in none", () => {
    for (const name of pageNames) {
      const { path, area } = PAGES[name];
      const owner = areaNameOf(staticPart(path));
      if (area === 'outside') expect(path.startsWith(CONSOLE_PREFIX), name).toBe(false);
      else expect(path.startsWith(CONSOLE_PREFIX), name).toBe(true);
      expect(owner, name).toBe(area === 'shell' || area === 'outside' ? undefined : area);
    }
  });

  it('gives every area at least one page', () => {
    const areas = new Set(pageNames.map((name) => PAGES[name].area));
    for (const area of Object.keys(AREA_PATHS) as AreaName[]) expect(areas.has(area), area).toBe(true);
  });

  it('keeps the spec paths as the spec spells them', () => {
    expect(PAGES.salaryReport.path).toBe('/partners/salary_anaylysis/detail');
    expect(PAGES.salaryAnalysis.path).toBe('/partners/salary_analysis');
    expect(PAGES.reputationManagement.path).toBe('/partners/reputation_management');
    expect(PAGES.settings.path).toBe('/partners/marketing_managements');
    expect(PAGES.termsRecruitment.path).toBe('/partners/agreements/tos_recruitment');
  });

  it('has no two pages at one path', () => {
    const paths = pageNames.map((name) => PAGES[name].path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('pagePath', () => {
  it('fills the parameters, encoded, and appends the query without undefined values', () => {
    expect(pagePath(PAGES.talentSearch, { tab: 'index', page: 1 })).toBe('/partners/job_seekers/search/index/1');
    expect(pagePath(PAGES.talentProfile, { enc: 'a/b c' })).toBe('/partners/job_seekers/profile/a%2Fb%20c');
    expect(pagePath(PAGES.salaryReport, {}, { id: 7 })).toBe('/partners/salary_anaylysis/detail?id=7');
    expect(pagePath(PAGES.salaryAnalysis, {}, { status: 'create', other: undefined })).toBe('/partners/salary_analysis?status=create');
  });

  it('drops an optional parameter left out, and the rest of the path after it', () => {
    expect(pagePath(PAGES.applicants)).toBe('/partners/applicant_management');
    expect(pagePath(PAGES.applicants, { jobPostingId: 12 })).toBe('/partners/applicant_management/12');
    expect(pagePath(PAGES.projectCandidates, { projectId: 3 })).toBe('/partners/job_seekers/project/3/candidates');
    expect(pagePath(PAGES.projectCandidates, { projectId: 3, page: 2 })).toBe('/partners/job_seekers/project/3/candidates');
    expect(pagePath(PAGES.projectCandidates, { projectId: 3, status: 'replied', page: 2 })).toBe(
      '/partners/job_seekers/project/3/candidates/replied/2',
    );
  });

  it('refuses a missing required parameter', () => {
    // @ts-expect-error: the id is required
    expect(() => pagePath(PAGES.editPosting, {})).toThrow(/:id is missing/);
  });

  it('reads a path back to its page', () => {
    expect(pageOf('/partners/job_seekers/search/company/3')).toBe('talentSearch');
    expect(pageOf('/partners/applicant_management')).toBe('applicants');
    expect(pageOf('/partners/applicant_management/5')).toBe('applicants');
    expect(pageOf('/partners/job_seekers/project/candidates')).toBe('allCandidates');
    expect(pageOf('/partners/job_seekers/project/9/candidates/intact/1')).toBe('projectCandidates');
    expect(pageOf('/partners/job_seekers/search')).toBeUndefined();
    expect(pageOf('/partners/unknown')).toBeUndefined();
  });
});

/** Every link a user's menus can hold, for every combination of the facts that change them. */
function menuLinks(): string[] {
  const links = { publicSite: 'https://www.example.com', alri: 'https://alri.example.com', salaryAnalysisIntro: 'https://www.example.com/salary' };
  const all: string[] = [];
  const walk = (entries: MenuEntry[]) => {
    for (const entry of entries) {
      if (!entry.external) all.push(entry.link);
      walk(entry.children);
    }
  };
  for (const is_admin of [true, false])
    for (const flag of [true, false]) {
      const facts: MenuFacts = {
        privilege_master_code: flag ? 'vip' : 'basic',
        job_posting_bizs: flag,
        is_admin,
        is_alri_auth: flag,
        is_salary_apply: flag,
        company_id: 1,
      };
      walk(buildGnbMenu(facts, links));
      walk(buildOtherMenu(facts, links));
    }
  return all;
}

describe('every console link the contract builds is a page of the table', () => {
  const gates: Gate[] = ['sign_in', 'not_configured', 'no_permission', 'terms', 'alri'];
  const links: [string, string][] = [
    ...menuLinks().map((link): [string, string] => ['menu', link]),
    ...USAGE_ITEMS.map((item): [string, string] => [`usage item ${item.key_code}`, item.link]),
    ['talent banner', TALENT_POOL_BANNER.link],
    ...gates.map((gate): [string, string] => [`gate ${gate}`, gateRedirect(gate, PAGES.reputationManagement.path)]),
    ...REPUTATION_PATHS.map((path): [string, string] => ['reputation path', path]),
    ['talent search', TALENT_PATHS.search('profile_requested', 2)],
    ['profile', TALENT_PATHS.profile('abc')],
    ['projects', HIRING_PATHS.projects],
    ['project candidates', HIRING_PATHS.projectCandidates(4, 'contacted', 2)],
    ['all candidates', HIRING_PATHS.allCandidates()],
    ['candidate inbox', HIRING_PATHS.candidateInbox],
    ['seeker phone', HIRING_PATHS.seekerPhone('key')],
    ['proposal response', HIRING_PATHS.proposalResponse('token')],
    ['invitation', invitationAcceptPath('token')],
    ['applicants', applicantsPath(3, 'fit')],
    ['live posting', livePostingLink({ id: 3, applicant_count: 0, badge: 'opened' }, true)],
    ...Object.values(REVIEW_LIST_PAGES).map((page): [string, string] => ['review list', page.path]),
  ];

  it.each(links)('%s: %s', (_what, link) => {
    expect(link.startsWith('/'), link).toBe(true);
    expect(pageOf(withoutQuery(link)), link).toBeDefined();
  });

  it('lists the menus of every kind of user', () => {
    expect(new Set(menuLinks().map(withoutQuery)).size).toBeGreaterThan(15);
  });
});
