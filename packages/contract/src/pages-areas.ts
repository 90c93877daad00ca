/**
 * The product areas' pages (spec §2), one export each: part of the pages table (PAGES, pages.ts). Only the
 * areas' code and the link builders of page-links.ts name them, so they load with the areas.
 */
import type { Page } from './pages.js';

export const talentSearch = { path: '/partners/job_seekers/search/:tab/:page', area: 'talent-pool' } as const satisfies Page;
export const talentProfile = { path: '/partners/job_seekers/profile/:enc', area: 'talent-pool' } as const satisfies Page;
export const proposalReport = { path: '/partners/job_seekers/proposal_report', area: 'talent-pool' } as const satisfies Page;
export const projects = { path: '/partners/job_seekers/project', area: 'talent-pool' } as const satisfies Page;
export const allCandidates = { path: '/partners/job_seekers/project/candidates/:actionStatus?/:page?', area: 'talent-pool' } as const satisfies Page;
export const projectCandidates = {
  path: '/partners/job_seekers/project/:projectId/candidates/:status?/:page?',
  area: 'talent-pool',
} as const satisfies Page;
/** Demo mode only: what the company's proposals delivered (no response links: answering is the seeker's act). */
export const candidateInbox = { path: '/partners/demo/candidate_inbox', area: 'talent-pool' } as const satisfies Page;

// recruitment
export const postings = { path: '/partners/job_management', area: 'recruitment' } as const satisfies Page;
export const applicants = { path: '/partners/applicant_management/:jobPostingId?', area: 'recruitment' } as const satisfies Page;
export const newPosting = { path: '/partners/job/postings/new', area: 'recruitment' } as const satisfies Page;
export const editPosting = { path: '/partners/job/postings/:id/edit', area: 'recruitment' } as const satisfies Page;
/** Where the audit log was before the account area had it (decision 0017): redirects to auditLog, query kept. */
export const legacyAuditLog = { path: '/partners/job_management/audit_log', area: 'recruitment' } as const satisfies Page;

// company
export const companyPage = { path: '/partners/business_managements', area: 'company' } as const satisfies Page;
export const companyInfo = { path: '/partners/business_managements/info', area: 'company' } as const satisfies Page;
export const coverImage = { path: '/partners/business_managements/cover_image', area: 'company' } as const satisfies Page;
export const newsroomEditor = { path: '/partners/business_managements/newsroom_editor', area: 'company' } as const satisfies Page;
export const companyNews = { path: '/partners/business_managements/news', area: 'company' } as const satisfies Page;
export const companyStory = { path: '/partners/business_managements/story', area: 'company' } as const satisfies Page;
export const pressReleases = { path: '/partners/business_managements/press_releases', area: 'company' } as const satisfies Page;
export const filePreview = { path: '/partners/file_preview', area: 'company' } as const satisfies Page;

// reviews
export const companyReviews = { path: '/partners/review_managements', area: 'reviews' } as const satisfies Page;
export const interviewReviews = { path: '/partners/interview_managements', area: 'reviews' } as const satisfies Page;
export const welfareReviews = { path: '/partners/welfare_managements', area: 'reviews' } as const satisfies Page;
export const salaryInfo = { path: '/partners/salary_managements', area: 'reviews' } as const satisfies Page;

// data
export const visitorStatistics = { path: '/partners/visitor_statistics', area: 'data' } as const satisfies Page;
export const scoreStatistics = { path: '/partners/score_statistics', area: 'data' } as const satisfies Page;

// salary-analysis: the form and list (query status=create|list) and the bare report, spelled as the spec spells it
export const salaryAnalysis = { path: '/partners/salary_analysis', area: 'salary-analysis' } as const satisfies Page;
export const salaryReport = { path: '/partners/salary_anaylysis/detail', area: 'salary-analysis' } as const satisfies Page;

// account: the pages the shell does not link to
/** The audit log (the account area; the recruitment left menu links here too). */
export const auditLog = { path: '/partners/operator_managements/audit_log', area: 'account' } as const satisfies Page;
export const receipt = { path: '/partners/payment_managements/receipts/:id', area: 'account' } as const satisfies Page;
