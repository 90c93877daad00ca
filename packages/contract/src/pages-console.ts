/**
 * The pages the web's first load names (spec §2): the shell's, home, the account area's, the talent pool's
 * root and the pages outside /partners, one export each: part of the pages table (PAGES, pages.ts). Kept apart
 * from the product areas' pages (pages-areas.ts): a bundle takes a module whole, so the first load would
 * otherwise carry every page any area names.
 */
import type { Page } from './pages.js';

// home
export const reputationManagement = { path: '/partners/reputation_management', area: 'home' } as const satisfies Page;

// talent-pool (spec §2 "Talent pool routes")
export const talentPool = { path: '/partners/job_seekers', area: 'talent-pool' } as const satisfies Page;

// account
export const operatorManagement = { path: '/partners/operator_managements', area: 'account' } as const satisfies Page;
export const paymentManagement = { path: '/partners/payment_managements', area: 'account' } as const satisfies Page;
/** Labelled settings in the menu. */
export const settings = { path: '/partners/marketing_managements', area: 'account' } as const satisfies Page;
/** Demo mode only: the recorded mails and the text messages sent to operators. */
export const demoMailbox = { path: '/partners/demo/mailbox', area: 'account' } as const satisfies Page;

// the console's own pages
export const accessError = { path: '/partners/access_error', area: 'shell' } as const satisfies Page;
export const brandService = { path: '/partners/renewal_brandservice', area: 'shell' } as const satisfies Page;
export const notifications = { path: '/partners/notifications', area: 'shell' } as const satisfies Page;
export const termsRecruitment = { path: '/partners/agreements/tos_recruitment', area: 'shell' } as const satisfies Page;
/** The one-time-password step-up page (bare); `redirect_url` is where it returns. */
export const certifyOtp = { path: '/partners/certify_otp', area: 'shell' } as const satisfies Page;

// outside /partners
export const signIn = { path: '/user-session/sign-in', area: 'outside' } as const satisfies Page;
/** A mailed invitation's page (public, no console shell); the token is a secret. */
export const invitationAccept = { path: '/invitations/accept/:token', area: 'outside' } as const satisfies Page;
/** The job seeker's answer to a proposal (public, reached by a signed link). */
export const proposalResponse = { path: '/proposals/respond/:token', area: 'outside' } as const satisfies Page;
/** Demo mode only: the job seekers' phones, with the links, at the key the server prints (decision 0028). */
export const seekerPhone = { path: '/demo/seeker_phone/:key', area: 'outside' } as const satisfies Page;
/** The additional information a report reason asks for (spec §7), signed in, without menus. */
export const reportNew = { path: '/reports/new', area: 'outside' } as const satisfies Page;
export const error500 = { path: '/error/500', area: 'outside' } as const satisfies Page;
export const error503 = { path: '/error/503', area: 'outside' } as const satisfies Page;
