import { JOB_POSTING_DDAY_LABELS, companyPublicUrl, type ExternalLinks, type JobPostingSummary } from '@partners/contract';
import { dDay } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import { requirePrivacyAgreement, type Access } from '../access/access.service.js';
import { listLivePostings } from './job-postings.repo.js';

/** The badge turns urgent from this many days before the closing day. */
const URGENT_DAYS = 3;

/**
 * The D-day badge of a posting at `now`, counted in Korean calendar days: 상시 without an end date, 마감
 * once closed, D-day on the closing day, D-n before it (urgent from D-3).
 */
export function dday(closesAt: Date | null, now: Date): Pick<JobPostingSummary, 'color_class' | 'dday'> {
  if (closesAt === null) return { color_class: 'always', dday: JOB_POSTING_DDAY_LABELS.always };
  if (closesAt.getTime() <= now.getTime()) return { color_class: 'closed', dday: JOB_POSTING_DDAY_LABELS.closed };
  const days = dDay(closesAt, now);
  return { color_class: days <= URGENT_DAYS ? 'urgent' : 'normal', dday: days === 0 ? 'D-day' : `D-${days}` };
}

/** A posting where a proposal or the posting picker shows it; `path` is its page on the public site. */
export function toJobPostingSummary(
  posting: { id: number; companyId: number; title: string; closesAt: Date | null },
  now: Date,
  links: ExternalLinks,
): JobPostingSummary {
  return {
    id: posting.id,
    title: posting.title,
    ...dday(posting.closesAt, now),
    path: `${companyPublicUrl(links, posting.companyId)}/job_postings/${posting.id}`,
  };
}

/** The message-request modal's posting picker: the company's live postings. */
export async function liveJobPostings(db: Db, access: Access, links: ExternalLinks) {
  requirePrivacyAgreement(access);
  const now = new Date();
  const rows = await listLivePostings(db, access.row.company.id, now);
  return { results: rows.map((row) => toJobPostingSummary(row, now, links)) };
}
