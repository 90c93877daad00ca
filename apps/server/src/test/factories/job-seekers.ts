/** Job seekers of the talent pool, searchable as the seeded ones are. */

import { DAY_MS } from '@partners/contract/korea-time';
import { jobSeekerContacts, jobSeekers, type ResumeBody } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { OCCUPATIONS } from '../../seed/taxonomy.js';
import { seekerFacets } from '../../modules/talent-search/facets.js';
import { searchVector } from '../../modules/talent-search/keywords.js';
import { searchableText } from '../../modules/talent-search/profile-text.js';
import { rankScore } from '../../modules/talent-search/rank-score.js';
import { FAMILY_NAMES, GIVEN_NAMES, cycle, next } from './shared.js';

type NewJobSeeker = typeof jobSeekers.$inferInsert;
/** Any profile field; the rank score and the search vector follow from the others unless given. */
export type JobSeekerOverrides = Partial<NewJobSeeker>;

const occupationNames = new Map(OCCUPATIONS.map((o) => [o.id, o.name]));

const DEFAULT_RESUME: ResumeBody = {
  educations: [{ school_name: '한국대학교', major: '컴퓨터공학', level: 'bachelor', degree: 'graduated', start_year: 2011, end_year: 2017 }],
  careers: [
    {
      company_name: '누리소프트',
      occupation_id: 11601,
      title: '백엔드 개발자',
      start: '2019-03',
      end: null,
      months: 60,
      description: 'Spring Boot 기반 결제 API 설계와 운영, PostgreSQL 쿼리 튜닝',
    },
  ],
  certifications: ['정보처리기사'],
  introduction: '대용량 트래픽을 다루는 백엔드 개발자입니다.',
};

/**
 * A job seeker row, not inserted: for bulk loads (`db.insert(jobSeekers).values(rows)`). By default a
 * backend developer with five years of experience, actively looking; the derived columns are computed
 * the way the seed and the résumé updates compute them, so keyword and facet searches find the row.
 */
export function buildJobSeeker(overrides: JobSeekerOverrides = {}): NewJobSeeker {
  const n = next();
  const now = new Date();
  const seeker = {
    name: `${cycle(FAMILY_NAMES, n + 3)}${cycle(GIVEN_NAMES, n)}`,
    birthYear: 1992,
    gender: 'female',
    educationLevel: 'bachelor',
    degreeStatus: 'graduated',
    occupation1Id: 11600,
    occupation2Id: 11601,
    yearsOfExperience: 5,
    desiredSalary: 5500,
    jobIntention: 'active',
    jobIntentionUpdatedAt: new Date(now.getTime() - 7 * DAY_MS),
    verificationBadge: true,
    profileLevel: 'detailed',
    headline: '5년차 백엔드 개발자',
    skills: ['Java', 'Spring Boot', 'PostgreSQL', 'Kotlin'],
    resume: DEFAULT_RESUME,
    resumeUpdatedAt: new Date(now.getTime() - 3 * DAY_MS),
    registeredAt: new Date(now.getTime() - 400 * DAY_MS),
    ...overrides,
  } satisfies Omit<NewJobSeeker, 'rankScore' | 'searchVector'>;
  const text = searchableText({ ...seeker, occupationName: occupationNames.get(seeker.occupation2Id) ?? '' });
  return {
    ...seeker,
    rankScore: overrides.rankScore ?? rankScore(seeker, now),
    searchVector: overrides.searchVector ?? searchVector(text, seekerFacets(seeker)),
  };
}

export type JobSeekerContactOverrides = { phone?: string; email?: string; messengerId?: string | null };

/** A job seeker in the open talent pool with contact details (reachable on the messaging app unless `messengerId: null`). */
export async function makeJobSeeker(db: Db, overrides: JobSeekerOverrides = {}, contact: JobSeekerContactOverrides = {}) {
  const [seeker] = await db.insert(jobSeekers).values(buildJobSeeker(overrides)).returning();
  if (!seeker) throw new Error('no job seeker');
  const n = next();
  await db.insert(jobSeekerContacts).values({
    jobSeekerId: seeker.id,
    phone: contact.phone ?? `010-${String(3000 + (n % 7000)).padStart(4, '0')}-${String(n % 10_000).padStart(4, '0')}`,
    email: contact.email ?? `seeker${seeker.id}@example.com`,
    messengerId: contact.messengerId === undefined ? `seeker_${seeker.id}` : contact.messengerId,
  });
  return seeker;
}
export type MadeJobSeeker = Awaited<ReturnType<typeof makeJobSeeker>>;
