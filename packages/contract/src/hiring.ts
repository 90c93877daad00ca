/** Hiring projects, candidates and position proposals: constants shared by server and web (spec §3, §4, §9). */

/** Spec §4 candidate lists of a project. `completed` holds candidates whose action status is set. */
export const CANDIDATE_STATUSES = ['intact', 'contacted', 'replied', 'completed'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/** What a candidate's own progress is: stored per candidate; `intact` until a proposal is sent. */
export const CANDIDATE_PROGRESS = ['intact', 'contacted', 'replied'] as const;
export type CandidateProgress = (typeof CANDIDATE_PROGRESS)[number];

/**
 * The recruiter's own mark on a candidate (spec §4 action_status). `none` is unset; any other value
 * moves the candidate to the completed list.
 */
export const ACTION_STATUSES = ['none', 'interviewing', 'hired', 'on_hold', 'dropped'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

/**
 * A proposal's life: sent → delivered → viewed → accepted | rejected, or expired after
 * PROPOSAL_EXPIRY_DAYS without an answer. `sent`, `delivered` and `viewed` are open.
 */
export const PROPOSAL_STATUSES = ['sent', 'delivered', 'viewed', 'accepted', 'rejected', 'expired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const OPEN_PROPOSAL_STATUSES = ['sent', 'delivered', 'viewed'] as const satisfies readonly ProposalStatus[];

/** Reasons a job seeker can give for turning a proposal down (the show-reject modal shows it). */
export const REJECT_REASONS = ['not_looking', 'position_mismatch', 'salary_mismatch', 'location_mismatch', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** The D-day badge of a posting without an end date, and of a closed one (the API sends these words). */
export const JOB_POSTING_DDAY_LABELS = { always: '상시', closed: '마감' } as const;

export const PROJECT_NAME_MAX = 50;
export const PROJECT_PAGE_SIZE = 10;
export const CANDIDATE_PAGE_SIZE = 20;
/** The list-position modal (which of the company's projects a seeker is in): 5 per page. */
export const CANDIDATE_PROJECTS_PAGE_SIZE = 5;
export const MESSAGE_HISTORY_PAGE_SIZE = 10;
/** At most this many seekers or projects in one add-candidates call. */
export const CANDIDATE_BATCH_MAX = 50;

export const PROPOSAL_MESSAGE_MAX = 1_000;
export const REJECT_DETAIL_MAX = 300;
export const PROPOSAL_EXPIRY_DAYS = 7;
/** Default proposals per company per Korean calendar day (free in beta, still limited); PROPOSAL_DAILY_LIMIT overrides. */
export const PROPOSAL_DAILY_LIMIT_DEFAULT = 100;

export function isCandidateStatus(value: string | undefined): value is CandidateStatus {
  return (CANDIDATE_STATUSES as readonly (string | undefined)[]).includes(value);
}
