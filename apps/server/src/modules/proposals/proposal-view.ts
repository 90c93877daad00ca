import type { ExternalLinks, MessageReview } from '@partners/contract';
import { formatKoreanDateTime } from '@partners/contract/korea-time';
import { toJobPostingSummary } from '../job-postings/job-postings.service.js';
import type { SeekerIdCodec } from '../talent-search/seeker-id.js';
import { companyIntroduction } from './proposals.copy.js';
import type { ReviewRow } from './proposals.repo.js';

export type ViewDeps = { ids: SeekerIdCodec; links: ExternalLinks };

/** What the seeker and the recruiter both read of a proposal. */
function shared(row: ReviewRow, links: ExternalLinks, now: Date) {
  const { proposal, company, posting } = row;
  return {
    company: {
      name: company.name,
      introduction: proposal.includedCompanyIntroduction ? companyIntroduction(company) : null,
    },
    job_posting: posting ? toJobPostingSummary(posting, now, links) : null,
    content: proposal.content,
    date: formatKoreanDateTime(proposal.createdAt),
    expires_at: proposal.expiresAt.toISOString(),
  };
}

/** Spec §3 message review. */
export function toReview(deps: ViewDeps, row: ReviewRow, now: Date): MessageReview {
  const { proposal } = row;
  const view = shared(row, deps.links, now);
  return {
    id: proposal.id,
    response_code: proposal.status,
    date: view.date,
    content: view.content,
    company: { id: row.company.id, ...view.company },
    job_posting: view.job_posting,
    options: { included_company_introduction: proposal.includedCompanyIntroduction },
    project: { id: proposal.projectId, name: row.projectName },
    user_id: deps.ids.encode(proposal.jobSeekerId),
    reject: proposal.rejectReason ? { reason: proposal.rejectReason, detail: proposal.rejectDetail } : null,
    delivered_by: proposal.deliveredBy,
    expires_at: view.expires_at,
    responded_at: proposal.respondedAt?.toISOString() ?? null,
  };
}

/** The seeker's response page: no project (the company's own filing) and nothing about other seekers. */
export function toSeekerView(row: ReviewRow, links: ExternalLinks, now: Date) {
  return { status: row.proposal.status, ...shared(row, links, now) };
}
