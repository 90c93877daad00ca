/**
 * Links the server and the areas build to pages of the areas (pages-areas.ts): typed builders over
 * `pagePath`, the usage items' links, the talent banner's. Apart from the modules whose constants the web's
 * first load uses (constants.ts, talent.ts, hiring.ts, recruitment.ts, reviews.ts): a bundle takes a module
 * whole, and these would bring every area page into the first load.
 */
import type { UsageKeyCode } from './constants.js';
import type { CandidateStatus } from './hiring.js';
import { pagePath } from './page-path.js';
import { PAGES, type Page } from './pages.js';
import type { ReviewableType } from './reviews.js';
import type { TalentTab } from './talent.js';

export type UsageItemDefinition = {
  key_code: UsageKeyCode;
  title: string;
  grade_type: 'paid' | 'free';
  link: string;
};

/** Spec §3 usage items: what each console feature is called, whether it needs a paid grade, where it is managed. */
export const USAGE_ITEMS: readonly UsageItemDefinition[] = [
  { key_code: 'profile', title: '기업 정보 등록', grade_type: 'free', link: PAGES.companyInfo.path },
  { key_code: 'cover_photo', title: '커버 이미지 등록', grade_type: 'paid', link: PAGES.coverImage.path },
  { key_code: 'review_comments', title: '기업 리뷰 답변', grade_type: 'paid', link: PAGES.companyReviews.path },
  { key_code: 'interview_comments', title: '면접 리뷰 답변', grade_type: 'paid', link: PAGES.interviewReviews.path },
  { key_code: 'job_postings', title: '채용 공고 등록', grade_type: 'free', link: PAGES.postings.path },
  { key_code: 'hr_job_seekers', title: '인재 검색', grade_type: 'paid', link: pagePath(PAGES.talentSearch, { tab: 'index', page: 1 }) },
  { key_code: 'official_salaries', title: '공식 연봉 정보', grade_type: 'paid', link: PAGES.salaryInfo.path },
  { key_code: 'benefits', title: '복지 정보 관리', grade_type: 'paid', link: PAGES.welfareReviews.path },
];

/** The talent banner (spec §3 banner): free while in beta. */
export const TALENT_POOL_BANNER = {
  img_url: '/talent-pool-banner.svg',
  img_alt: '인재풀 베타: 정식 출시 전까지 인재 검색과 포지션 제안이 무료입니다',
  link: pagePath(PAGES.talentSearch, { tab: 'index', page: 1 }),
  visible: true,
} as const;

/** Typed builders over PAGES: a tab's search page, a profile (its `enc` already URL-safe). */
export const TALENT_PATHS = {
  search: (tab: TalentTab, page = 1) => pagePath(PAGES.talentSearch, { tab, page }),
  profile: (enc: string) => pagePath(PAGES.talentProfile, { enc }),
} as const;

/** Typed builders over PAGES for the hiring pages. */
export const HIRING_PATHS = {
  projects: PAGES.projects.path,
  projectCandidates: (projectId: number, status: CandidateStatus = 'intact', page = 1) =>
    pagePath(PAGES.projectCandidates, { projectId, status, page }),
  allCandidates: (status: CandidateStatus = 'intact', page = 1) => pagePath(PAGES.allCandidates, { actionStatus: status, page }),
  candidateInbox: PAGES.candidateInbox.path,
  seekerPhone: (key: string) => pagePath(PAGES.seekerPhone, { key }),
  proposalResponse: (token: string) => pagePath(PAGES.proposalResponse, { token }),
} as const;

/** A posting's applicants (all postings' without an id); `fit` opens its fit candidates. */
export const applicantsPath = (jobPostingId?: number, status?: 'fit') => pagePath(PAGES.applicants, { jobPostingId }, { status });

/**
 * Where a live posting links, in the recruitment menu and on the dashboard (spec §2): an opened posting
 * with no applicants yet goes to its fit candidates when the company sees the talent pool.
 */
export function livePostingLink(posting: { id: number; applicant_count: number; badge: string | null }, fitEnable: boolean): string {
  const fit = posting.applicant_count === 0 && posting.badge === 'opened' && fitEnable;
  return applicantsPath(posting.id, fit ? 'fit' : undefined);
}

/** The management page of each kind of review (spec §2). */
export const REVIEW_LIST_PAGES = {
  company_review: PAGES.companyReviews,
  interview_review: PAGES.interviewReviews,
  welfare_review: PAGES.welfareReviews,
} as const satisfies Record<ReviewableType, Page>;

/** The public page a mailed invitation links to (outside /partners, no console shell). */
export function invitationAcceptPath(token: string): string {
  return pagePath(PAGES.invitationAccept, { token });
}
