/** Job postings and the applications to them. */

import { DAY_MS } from '@partners/contract/korea-time';
import { jobApplications, jobPostings } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { cycle, next, type CompanyRef } from './shared.js';

const POSTING_TITLES = ['백엔드 개발자 (Java/Spring)', '프론트엔드 개발자 (React)', '데이터 엔지니어', 'B2B 기업영업 담당자', 'UI·UX 디자이너'];

type NewPosting = typeof jobPostings.$inferInsert;

export type PostingOptions = Partial<Omit<NewPosting, 'companyId'>> & { company: CompanyRef };

/**
 * A complete, open job posting of `company` (a backend developer, experienced 3–7 years, Seoul), opened
 * yesterday and closing in 30 days unless told otherwise; `closesAt: null` is 상시.
 */
export async function makePosting(db: Db, options: PostingOptions) {
  const n = next();
  const now = Date.now();
  const { company, ...overrides } = options;
  const closesAt = overrides.closesAt === undefined ? new Date(now + 30 * DAY_MS) : overrides.closesAt;
  const [posting] = await db
    .insert(jobPostings)
    .values({
      status: 'open',
      title: cycle(POSTING_TITLES, n),
      occupation1Id: 11600,
      occupation2Ids: [11601],
      experienceKind: 'experienced',
      experienceMinYears: 3,
      experienceMaxYears: 7,
      education: 'bachelor',
      employmentType: 'full_time',
      workRegion: 'seoul',
      workAddress: '서울 강남구 테헤란로 142',
      salaryKind: 'range',
      salaryMin: 5_000,
      salaryMax: 7_500,
      alwaysOpen: closesAt === null,
      headcount: 2,
      descriptionHtml: '<p>결제 플랫폼의 백엔드 API를 설계하고 운영합니다.</p>',
      qualificationsHtml: '<ul><li>Java/Spring 실무 경력 3년 이상</li></ul>',
      processSteps: ['서류 전형', '1차 면접', '최종 합격'],
      opensAt: overrides.status === undefined || overrides.status === 'open' || overrides.status === 'closed' ? new Date(now - DAY_MS) : null,
      ...overrides,
      closesAt,
      companyId: company.id,
    })
    .returning();
  if (!posting) throw new Error('no posting');
  return posting;
}

export type ApplicationOptions = Partial<Omit<typeof jobApplications.$inferInsert, 'companyId' | 'jobPostingId' | 'jobSeekerId'>> & {
  posting: { id: number; companyId: number };
  seeker: { id: number };
};

/** `seeker`'s application to `posting`: new and not opened unless told otherwise. */
export async function makeApplication(db: Db, options: ApplicationOptions) {
  const { posting, seeker, ...overrides } = options;
  const [application] = await db
    .insert(jobApplications)
    .values({ ...overrides, companyId: posting.companyId, jobPostingId: posting.id, jobSeekerId: seeker.id })
    .returning();
  if (!application) throw new Error('no application');
  return application;
}
