import { describe, expect, it } from 'vitest';
import { rankScore, type RankScoreInput } from './rank-score.js';

const now = new Date('2026-11-01T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

const best: RankScoreInput = { profileLevel: 'complete', verificationBadge: true, jobIntention: 'active', resumeUpdatedAt: daysAgo(3) };
const worst: RankScoreInput = { profileLevel: 'basic', verificationBadge: false, jobIntention: 'none', resumeUpdatedAt: daysAgo(700) };
const score = (changes: Partial<RankScoreInput>) => rankScore({ ...worst, ...changes }, now);

describe('rankScore (추천순)', () => {
  it('ranks a complete, verified, actively searching, recently updated profile above a basic stale one', () => {
    expect(rankScore(best, now)).toBeGreaterThan(rankScore(worst, now));
  });

  it('stays within 0..100', () => {
    for (const input of [best, worst, { ...best, resumeUpdatedAt: daysAgo(-5) }]) {
      const value = rankScore(input, now);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
  });

  it('orders profile levels complete > detailed > basic', () => {
    expect(score({ profileLevel: 'complete' })).toBeGreaterThan(score({ profileLevel: 'detailed' }));
    expect(score({ profileLevel: 'detailed' })).toBeGreaterThan(score({ profileLevel: 'basic' }));
  });

  it('orders job intentions active > open > none', () => {
    expect(score({ jobIntention: 'active' })).toBeGreaterThan(score({ jobIntention: 'open' }));
    expect(score({ jobIntention: 'open' })).toBeGreaterThan(score({ jobIntention: 'none' }));
  });

  it('puts a verified seeker above an otherwise equal unverified one', () => {
    expect(score({ verificationBadge: true })).toBeGreaterThan(score({ verificationBadge: false }));
  });

  it('prefers a résumé updated last week to one untouched for a year, and a year to two', () => {
    expect(score({ resumeUpdatedAt: daysAgo(7) })).toBeGreaterThan(score({ resumeUpdatedAt: daysAgo(365) }));
    expect(score({ resumeUpdatedAt: daysAgo(365) })).toBeGreaterThan(score({ resumeUpdatedAt: daysAgo(730) }));
  });

  it('does not let recency alone lift a basic, unverified, passive profile over a complete, verified, active one', () => {
    const freshButThin = rankScore({ ...worst, resumeUpdatedAt: now }, now);
    const richButOld = rankScore({ ...best, resumeUpdatedAt: daysAgo(730) }, now);
    expect(richButOld).toBeGreaterThan(freshButThin);
  });

  it('is deterministic for the same input and clock', () => {
    expect(rankScore(best, now)).toBe(rankScore({ ...best }, new Date(now)));
  });
});
