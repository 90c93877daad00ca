import type { ErrorCode } from '@partners/contract';

/**
 * English for every code of the contract's error catalogue, shown when the UI is English. In Korean the
 * console shows the server's own message (spec §8), so there is no Korean twin of this file. `{name}`
 * takes the error's params (`proposal.daily_limit` sends `{ limit }`).
 */
export const enErrors: Record<ErrorCode, string> = {
  bad_request: 'Invalid request',
  invalid_credentials: 'The e-mail or password is incorrect',
  unauthorized: 'Please sign in',
  forbidden: 'You do not have access',
  not_configured: 'You do not have access. Every operator must be given a role',
  no_permission: 'You do not have access',
  csrf_invalid: 'This is not a normal access',
  privacy_agreement_required: 'Please agree to the privacy terms to use the talent pool',
  redirect_required: 'You need to move to another page',
  not_found: 'The requested information could not be found',
  conflict: 'This request has already been handled',
  rate_limited: 'Too many requests. Please try again shortly',
  internal: 'A temporary error occurred. Please try again shortly',
  unavailable: 'The server is under maintenance',

  'project.inactive': 'Proposals cannot be sent from an inactive project. Activate the project and try again',
  'proposal.daily_limit': 'You have used all {limit} position proposals for today. Please try again tomorrow',
  'proposal.still_open': 'A proposal to this job seeker is still open. You can send another once it is answered or has expired',
  'proposal.already_answered': 'This position proposal has already been answered',
  'proposal.expired': 'The time to answer this position proposal has passed',
  'proposal.link_invalid': 'This link is not valid. Please check the link in the message you received',
  'proposal.link_expired': 'This link has expired',
  'talent.keyword_unsearchable': 'The keyword has no searchable characters',
  'job_posting.register_not_allowed': 'Registering a job posting needs a recruitment product',
  'job_posting.edit_not_allowed': 'A closed posting cannot be edited. Copy it and register the copy as a new posting',
  'job_posting.draft_not_allowed': 'An open posting cannot be saved as a draft',
  'job_posting.close_not_allowed': 'Only an open posting can be closed',
  'job_posting.review_cancel_not_allowed': 'Only a posting under review can have its review cancelled',
  'job_posting.has_applicants': "A posting with {count} applicants cannot be deleted. Close it to keep the applicants' records",
  'job_posting.occupation_unknown': 'The selected occupation could not be found. Please select it again',
};
