import type { JobIntention, ProfileLevel } from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';

export type RankScoreInput = {
  profileLevel: ProfileLevel;
  verificationBadge: boolean;
  jobIntention: JobIntention;
  resumeUpdatedAt: Date;
};

const PROFILE_POINTS: Record<ProfileLevel, number> = { basic: 0, detailed: 15, complete: 30 };
const INTENTION_POINTS: Record<JobIntention, number> = { active: 25, open: 12, none: 0 };
const BADGE_POINTS = 20;
const RECENCY_POINTS = 25;
const RECENCY_DECAY_DAYS = 365;

/**
 * The ranking (추천순) sort puts first the seekers a recruiter can act on: a profile with enough to judge
 * (level), a verified identity (badge), someone looking now (intention) and a résumé that is still true
 * (recency). No single factor outweighs the other three together, and recency decays smoothly over about
 * a year instead of in steps, so that seekers with equal attributes are still ordered by freshness.
 */
export function rankScore(input: RankScoreInput, now: Date): number {
  const ageDays = Math.max(0, (now.getTime() - input.resumeUpdatedAt.getTime()) / DAY_MS);
  return (
    PROFILE_POINTS[input.profileLevel] +
    (input.verificationBadge ? BADGE_POINTS : 0) +
    INTENTION_POINTS[input.jobIntention] +
    RECENCY_POINTS * Math.exp(-ageDays / RECENCY_DECAY_DAYS)
  );
}
