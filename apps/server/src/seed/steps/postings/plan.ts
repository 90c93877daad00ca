/**
 * The postings step's plan: which postings each company has, in which state, written, reviewed, opened, due
 * and closed when, and how many people apply to each; nothing is drawn for their text here.
 */
import type { CompanySize, PostingStatus } from '@partners/contract';
import { DAY_MS, KOREA_UTC_OFFSET_MINUTES } from '@partners/contract/korea-time';
import { SEED_SIZES, type SeedContext, type SeedSize, type SeededCompany } from '../../context.js';
import { DEMO_COMPANIES } from '../../demo-accounts.js';
import { FAMILY_INDUSTRIES, POSTING_SOURCES, type PostingSource } from '../../posting-vocabulary.js';
import type { Rng } from '../../random.js';
import { INDUSTRIES, OCCUPATIONS } from '../../taxonomy.js';

export const MINUTE = 60_000;
const HOUR = 3_600_000;
const OFFSET = KOREA_UTC_OFFSET_MINUTES * MINUTE;

/** The Korean calendar day of an instant, as a day number (days since 1970-01-01 in Korea). */
export const dayNumber = (ms: number) => Math.floor((ms + OFFSET) / DAY_MS);
export const dayString = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The last millisecond of the Korean day of `ms`: a deadline (decision 0017). */
const endOfKoreanDay = (ms: number) => new Date((dayNumber(ms) + 1) * DAY_MS - OFFSET - 1);

/**
 * How a posting stands: a draft (complete or only begun), in review, open (an ordinary deadline, one
 * closing in two Korean days, 상시), open past its deadline (effectively closed), closed by the company.
 */
export type Kind = 'draft' | 'partial' | 'in_review' | 'open' | 'urgent' | 'always' | 'expired' | 'closed';
export const STATUS: Record<Kind, PostingStatus> = {
  draft: 'draft',
  partial: 'draft',
  in_review: 'in_review',
  open: 'open',
  urgent: 'open',
  always: 'open',
  expired: 'open',
  closed: 'closed',
};
/** Other companies' postings: most of a company's history is closed, a third live. */
const KIND_WEIGHTS: readonly (readonly [Kind, number])[] = [
  ['draft', 5],
  ['partial', 3],
  ['in_review', 3],
  ['open', 18],
  ['urgent', 2],
  ['always', 7],
  ['expired', 22],
  ['closed', 40],
];
/** Each demo company: every state, enough rows to page through. */
const DEMO_KINDS: readonly (readonly [Kind, number, number])[] = [
  ['draft', 2, 2],
  ['partial', 2, 2],
  ['in_review', 1, 2],
  ['urgent', 1, 1],
  ['open', 4, 7],
  ['always', 2, 3],
  ['expired', 4, 6],
  ['closed', 8, 14],
];
/** Applicants of a demo company's posting (before its popularity and how long it has been open). */
const DEMO_APPLICANTS: Record<SeedSize, readonly [number, number]> = { small: [3, 16], default: [30, 240], large: [30, 240] };

const SIZE_WEIGHT: Record<CompanySize, number> = { large: 4, public: 3, foreign: 2, mid: 2, startup: 1, small: 0.7 };
const PLAN_WEIGHT: Record<SeededCompany['plan'], number> = { vip: 2.5, premium: 1.8, premium_recruit: 1.5, standard: 1.2, basic: 0.7 };

/** An occupation's family (its level-1 parent). */
export const PARENT = new Map(OCCUPATIONS.map((o) => [o.id, o.parentId ?? o.id]));

export type Planned = {
  id: number;
  company: SeededCompany;
  demo: boolean;
  kind: Kind;
  source: PostingSource;
  /** Popularity: how many people look and apply, relative to other postings. */
  popularity: number;
  createdAt: Date;
  reviewRequestedAt: Date | null;
  opensAt: Date | null;
  closesAt: Date | null;
  closedAt: Date | null;
  alwaysOpen: boolean;
  applicants: number;
};

/** A log-normal draw around 1 (Box–Muller): a few postings draw far more people than the rest. */
function popularity(rng: Rng): number {
  const u = Math.max(1e-9, rng.faker.number.float({ min: 0, max: 1 }));
  const v = rng.faker.number.float({ min: 0, max: 1 });
  return Math.exp(0.8 * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
}

/** The occupations a company posts for: mostly of its industry's families, then any office role. */
function sourcesFor(company: SeededCompany) {
  const level1 = INDUSTRIES.find((i) => i.id === company.industryId)?.parentId ?? company.industryId;
  const fitting = POSTING_SOURCES.filter((s) => FAMILY_INDUSTRIES[PARENT.get(s.id) ?? 0]?.includes(level1));
  const general = POSTING_SOURCES.filter((s) => (FAMILY_INDUSTRIES[PARENT.get(s.id) ?? 0] ?? []).length === 0);
  return { fitting, general };
}

function pickSource(rng: Rng, sources: ReturnType<typeof sourcesFor>): PostingSource {
  const roll = rng.int(1, 100);
  if (roll <= 60 && sources.fitting.length > 0) return rng.pick(sources.fitting);
  if (roll <= 90) return rng.pick(sources.general);
  return rng.pick(POSTING_SOURCES);
}

/** When each state's posting was written, reviewed, opened, due and closed, measured back from `now`. */
function timesFor(rng: Rng, kind: Kind, now: number) {
  const at = (ms: number) => new Date(ms);
  const opened = (opensAt: number) => {
    const review = opensAt - rng.int(20, 20 * 60) * MINUTE;
    return { reviewRequestedAt: at(review), createdAt: at(review - rng.int(10, 5 * 24 * 60) * MINUTE) };
  };
  switch (kind) {
    case 'partial':
    case 'draft': {
      const createdAt = now - rng.int(30, 20 * 24 * 60) * MINUTE;
      const deadline = kind === 'draft' && rng.chance(0.5) ? endOfKoreanDay(now + rng.int(14, 45) * DAY_MS) : null;
      return { createdAt: at(createdAt), reviewRequestedAt: null, opensAt: null, closesAt: deadline, closedAt: null, alwaysOpen: false };
    }
    case 'in_review': {
      const review = now - rng.int(5, 20 * 60) * MINUTE;
      const always = rng.chance(0.25);
      return {
        createdAt: at(review - rng.int(10, 5 * 24 * 60) * MINUTE),
        reviewRequestedAt: at(review),
        opensAt: null,
        closesAt: always ? null : endOfKoreanDay(now + rng.int(10, 40) * DAY_MS),
        closedAt: null,
        alwaysOpen: always,
      };
    }
    case 'open':
    case 'urgent':
    case 'always': {
      const opensAt = now - rng.int(kind === 'urgent' ? 14 * 24 : 6, (kind === 'always' ? 58 : 40) * 24) * HOUR;
      const closesAt = kind === 'always' ? null : endOfKoreanDay(now + (kind === 'urgent' ? 2 : rng.int(4, 45)) * DAY_MS);
      return { ...opened(opensAt), opensAt: at(opensAt), closesAt, closedAt: null, alwaysOpen: kind === 'always' };
    }
    case 'expired': {
      const closesAt = endOfKoreanDay(now - rng.int(1, 300) * DAY_MS).getTime();
      const opensAt = closesAt - rng.int(14 * 24, 45 * 24) * HOUR;
      return { ...opened(opensAt), opensAt: at(opensAt), closesAt: at(closesAt), closedAt: null, alwaysOpen: false };
    }
    case 'closed': {
      const opensAt = now - rng.int(10 * 24, 360 * 24) * HOUR;
      const always = rng.chance(0.15);
      const window = rng.int(14, 45);
      const closesAt = always ? null : endOfKoreanDay(opensAt + window * DAY_MS);
      // Closed early, when the position was filled; never later than an hour ago.
      const closedAt = Math.min(opensAt + rng.int(5 * 24, (window - 1) * 24) * HOUR, now - rng.int(1, 48) * HOUR);
      return { ...opened(opensAt), opensAt: at(opensAt), closesAt, closedAt: at(Math.max(closedAt, opensAt + HOUR)), alwaysOpen: always };
    }
  }
}

/** When applications stop: the company closed it, its deadline, or now. */
export function endOf(p: Planned, now: number): number {
  return Math.min(p.closedAt?.getTime() ?? Infinity, p.closesAt?.getTime() ?? Infinity, now);
}

function plan(rng: Rng, id: number, company: SeededCompany, kind: Kind, sources: ReturnType<typeof sourcesFor>, now: number): Planned {
  const times = timesFor(rng, kind, now);
  return { id, company, demo: false, kind, source: pickSource(rng, sources), popularity: popularity(rng), applicants: 0, ...times };
}

/** Postings per company: each demo company every state; others in proportion to size and plan, if they may register postings (spec §6). */
export function planAll(ctx: SeedContext): Planned[] {
  const { rng } = ctx;
  const now = ctx.now.getTime();
  const demoIds = new Set(DEMO_COMPANIES.map((c) => c.id));
  const planned: Planned[] = [];
  const others = ctx.companies.filter((c) => !demoIds.has(c.id) && (c.jobPostingBizs || c.plan === 'premium_recruit'));
  for (const company of ctx.companies.filter((c) => demoIds.has(c.id))) {
    const sources = sourcesFor(company);
    for (const [kind, min, max] of DEMO_KINDS) {
      for (let k = rng.int(min, max); k > 0; k--) planned.push({ ...plan(rng, planned.length + 1, company, kind, sources, now), demo: true });
    }
  }
  const weight = (c: SeededCompany) => SIZE_WEIGHT[c.size] * PLAN_WEIGHT[c.plan];
  const total = others.reduce((sum, c) => sum + weight(c), 0);
  const budget = Math.max(0, SEED_SIZES[ctx.size].postings - planned.length);
  for (const company of others) {
    const expected = (budget * weight(company)) / total;
    const count = Math.floor(expected) + (rng.chance(expected - Math.floor(expected)) ? 1 : 0);
    if (count === 0) continue;
    const sources = sourcesFor(company);
    for (let k = 0; k < count; k++) planned.push(plan(rng, planned.length + 1, company, rng.weighted(KIND_WEIGHTS), sources, now));
  }
  return planned;
}

/** Applicants per posting: a demo posting draws a fixed range; others share the size's budget by popularity and days open. */
export function allotApplicants(ctx: SeedContext, planned: Planned[], seekers: number) {
  const now = ctx.now.getTime();
  const daysOpen = (p: Planned) => (p.opensAt ? Math.max(0, endOf(p, now) - p.opensAt.getTime()) / DAY_MS : 0);
  const [lo, hi] = DEMO_APPLICANTS[ctx.size];
  const cap = Math.floor(seekers * 0.6);
  let demoTotal = 0;
  for (const p of planned.filter((p) => p.demo && p.opensAt)) {
    p.applicants = Math.min(cap, Math.round(ctx.rng.int(lo, hi) * Math.min(1.5, p.popularity) * Math.min(1, 0.25 + daysOpen(p) / 14)));
    demoTotal += p.applicants;
  }
  const others = planned.filter((p) => !p.demo && p.opensAt);
  const weight = (p: Planned) => p.popularity * Math.min(1, 0.15 + daysOpen(p) / 30);
  const total = others.reduce((sum, p) => sum + weight(p), 0);
  const budget = Math.max(0, SEED_SIZES[ctx.size].applications - demoTotal);
  for (const p of others) {
    const expected = (budget * weight(p)) / total;
    p.applicants = Math.min(cap, Math.floor(expected) + (ctx.rng.chance(expected - Math.floor(expected)) ? 1 : 0));
  }
}
