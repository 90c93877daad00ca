/**
 * What one demo review or salary report looks like: the company's profile (what its people write about,
 * their mood), and one row per table, in the COPY columns' order. Pure functions of the random source;
 * the reviews step (steps/reviews.ts) decides how many and loads them.
 */
import { BENEFIT_CODES, isBranding, type BenefitCode, type CompanySize, type ReviewableType, type UsageKeyCode } from '@partners/contract';
import { DAY_MS, KOREA_UTC_OFFSET_MINUTES, koreanMonth } from '@partners/contract/korea-time';
import type { SeedContext, SeededCompany } from './context.js';
import { DEMO_COMPANIES } from './demo-accounts.js';
import { FAMILY_INDUSTRIES } from './posting-vocabulary.js';
import type { Rng } from './random.js';
import {
  COMMON_QUESTIONS,
  FAMILY_BASE_SALARY,
  FAMILY_LINES,
  FAMILY_QUESTIONS,
  INDUSTRY_SALARY_FACTOR,
  INTERVIEW_PROCESSES,
  INTERVIEW_TITLES,
  OCCUPATION_SALARY_FACTOR,
  REPLIES,
  REVIEW_CONS,
  REVIEW_PROS,
  REVIEW_TITLES,
  REVIEW_WISHES,
  WELFARE_LINES,
  bandOf,
} from './review-vocabulary.js';
import { INDUSTRIES, OCCUPATIONS } from './taxonomy.js';

const MINUTE = 60_000;
const OFFSET = KOREA_UTC_OFFSET_MINUTES * MINUTE;
/** Reviews go back three years, more of them recent. */
const HISTORY_DAYS = 3 * 365;
export const SIZE_PAY: Record<CompanySize, number> = { large: 1.3, public: 1.1, foreign: 1.25, mid: 1, startup: 0.95, small: 0.85 };

const LEVEL1 = new Map(INDUSTRIES.map((i) => [i.id, i.parentId ?? i.id]));
export const FAMILY = new Map(OCCUPATIONS.map((o) => [o.id, o.parentId ?? o.id]));
const LEAVES = OCCUPATIONS.filter((o) => o.parentId !== null).map((o) => o.id);

/** A standard normal draw (Box–Muller). */
export function normal(rng: Rng): number {
  const u = Math.max(1e-9, rng.faker.number.float({ min: 0, max: 1 }));
  const v = rng.faker.number.float({ min: 0, max: 1 });
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
const clampRating = (x: number) => Math.min(5, Math.max(1, Math.round(x)));

/** What a company's people write about: its industry's occupation families mostly, then office roles. */
type Profile = { company: SeededCompany; fitting: number[]; general: number[]; mood: number; replies: Set<ReviewableType>; authors: number[] };

export function profileOf(ctx: SeedContext, company: SeededCompany, authors: number[]): Profile {
  const level1 = LEVEL1.get(company.industryId) ?? company.industryId;
  const fitting = LEAVES.filter((id) => FAMILY_INDUSTRIES[FAMILY.get(id) ?? 0]?.includes(level1));
  const general = LEAVES.filter((id) => (FAMILY_INDUSTRIES[FAMILY.get(id) ?? 0] ?? []).length === 0);
  const demo = DEMO_COMPANIES.find((c) => c.id === company.id);
  const replies = new Set<ReviewableType>();
  const answers = (key: UsageKeyCode) => (demo ? demo.usage.includes(key) : isBranding(company.plan) && ctx.rng.chance(0.45));
  if (answers('review_comments')) replies.add('company_review');
  if (answers('interview_comments')) replies.add('interview_review');
  if (answers('benefits')) replies.add('welfare_review');
  // Demo company 1 rates a little above the middle; others anywhere from troubled to loved.
  const mood = company.id === 1 ? 3.5 : Math.min(4.4, Math.max(2, 3.3 + 0.55 * normal(ctx.rng)));
  return { company, fitting, general, mood, replies, authors };
}

function occupationOf(rng: Rng, p: Profile): number | null {
  const roll = rng.int(1, 100);
  if (roll <= 8) return null;
  if (roll <= 70 && p.fitting.length > 0) return rng.pick(p.fitting);
  return rng.pick(p.general.length > 0 ? p.general : LEAVES);
}

/** When a review was written: up to three years back, most of them recent. */
function writtenAt(rng: Rng, now: number): number {
  const u = rng.faker.number.float({ min: 0, max: 1 });
  return now - Math.floor(HISTORY_DAYS * DAY_MS * u ** 1.6) - rng.int(1, 24 * 60) * MINUTE;
}

export function distinct<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const picked = new Set<T>();
  for (let attempt = 0; picked.size < Math.min(count, items.length) && attempt < count * 6; attempt++) picked.add(rng.pick(items));
  return [...picked];
}

/** The reply columns: answered some days after the review (older reviews more often), by one of the company's operators. */
function replyOf(rng: Rng, p: Profile, type: ReviewableType, rating: number, written: number, now: number): unknown[] {
  const age = (now - written) / DAY_MS;
  const answered = p.replies.has(type) && p.authors.length > 0 && rng.chance(age < 3 ? 0.1 : age < 30 ? 0.35 : 0.55);
  if (!answered) return [null, null, null, null];
  const repliedAt = Math.min(now - MINUTE, written + rng.int(2 * 60, 20 * 24 * 60) * MINUTE);
  const updatedAt = rng.chance(0.15) ? Math.min(now - MINUTE, repliedAt + rng.int(60, 10 * 24 * 60) * MINUTE) : repliedAt;
  return [rng.pick(REPLIES[bandOf(rating)]), rng.pick(p.authors), new Date(repliedAt), new Date(updatedAt)];
}

/**
 * A demo company whose usage lists an item answers at least one review of its type (its oldest one in
 * the unflushed batch), so that the usage item the data implies is the one demo-accounts.ts names.
 */
export function ensureReply(rng: Rng, p: Profile, type: ReviewableType, rows: unknown[][], now: number) {
  if (!p.replies.has(type) || p.authors.length === 0) return;
  const own = rows.filter((r) => r[1] === p.company.id);
  const last = own[own.length - 1];
  if (!last || own.some((r) => r[r.length - 2] !== null)) return;
  const written = (last[last.length - 5] as Date).getTime();
  const at = new Date(Math.min(now - MINUTE, written + DAY_MS));
  last.splice(last.length - 4, 4, rng.pick(REPLIES.mid), rng.pick(p.authors), at, at);
}

const REPLY_COLUMNS = ['reply_body', 'reply_author_id', 'replied_at', 'reply_updated_at'];
export const COMPANY_COLUMNS = [
  'id',
  'company_id',
  'occupation_id',
  'employment_status',
  'rating_overall',
  'rating_career',
  'rating_pay_benefits',
  'rating_work_life',
  'rating_culture',
  'rating_management',
  'title',
  'pros',
  'cons',
  'wish',
  'written_at',
  ...REPLY_COLUMNS,
];
export const INTERVIEW_COLUMNS = [
  'id',
  'company_id',
  'occupation_id',
  'difficulty',
  'result',
  'experience',
  'title',
  'process',
  'questions',
  'interviewed_on',
  'written_at',
  ...REPLY_COLUMNS,
];
export const WELFARE_COLUMNS = [
  'id',
  'company_id',
  'occupation_id',
  'benefit_code',
  'rating',
  'content',
  'employment_status',
  'written_at',
  ...REPLY_COLUMNS,
];
export const SALARY_COLUMNS = [
  'company_id',
  'occupation_id',
  'industry_id',
  'company_size',
  'experience_years',
  'annual_salary',
  'reported_year',
  'created_at',
];

export function companyReviewRow(rng: Rng, id: number, p: Profile, now: number): { row: unknown[]; overall: number } {
  const overall = clampRating(p.mood + 1.05 * normal(rng));
  const band = bandOf(overall);
  const occupation = occupationOf(rng, p);
  const family = FAMILY_LINES[FAMILY.get(occupation ?? 0) ?? 0];
  const pros = distinct(rng, REVIEW_PROS[band], rng.int(1, 3));
  const cons = distinct(rng, REVIEW_CONS[band], rng.int(1, 3));
  if (family && rng.chance(0.5)) pros.push(rng.pick(family.pros));
  if (family && rng.chance(0.5)) cons.push(rng.pick(family.cons));
  const category = () => clampRating(overall + 0.8 * normal(rng));
  const written = writtenAt(rng, now);
  return {
    overall,
    row: [
      id,
      p.company.id,
      occupation,
      rng.chance(0.55) ? 'current' : 'former',
      overall,
      category(),
      category(),
      category(),
      category(),
      clampRating(overall - 0.3 + 0.8 * normal(rng)),
      rng.pick(REVIEW_TITLES[band]),
      pros.join(' '),
      cons.join(' '),
      rng.chance(0.7) ? rng.pick(REVIEW_WISHES[band]) : null,
      new Date(written),
      ...replyOf(rng, p, 'company_review', overall, written, now),
    ],
  };
}

/** `YYYY-MM-01` of the Korean month of `ms`. */
function monthStart(ms: number): string {
  const { year, month } = koreanMonth(ms);
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

export function interviewReviewRow(rng: Rng, id: number, p: Profile, now: number): unknown[] {
  const written = writtenAt(rng, now);
  const age = (now - written) / DAY_MS;
  const difficulty = rng.weighted<number>([
    [1, 7],
    [2, 20],
    [3, 38],
    [4, 27],
    [5, 8],
  ]);
  const result = rng.weighted<string>(
    age < 30
      ? [
          ['passed', 25],
          ['failed', 35],
          ['waiting', 40],
        ]
      : [
          ['passed', 35],
          ['failed', 57],
          ['waiting', 8],
        ],
  );
  const experience = rng.weighted<string>(
    result === 'passed'
      ? [
          ['positive', 65],
          ['neutral', 28],
          ['negative', 7],
        ]
      : result === 'failed'
        ? [
            ['positive', 25],
            ['neutral', 42],
            ['negative', 33],
          ]
        : [
            ['positive', 40],
            ['neutral', 45],
            ['negative', 15],
          ],
  );
  const occupation = occupationOf(rng, p);
  const jobQuestions = FAMILY_QUESTIONS[FAMILY.get(occupation ?? 0) ?? 0] ?? FAMILY_QUESTIONS[11700] ?? [];
  const questions = [...distinct(rng, COMMON_QUESTIONS, rng.int(1, 2)), ...distinct(rng, jobQuestions, rng.int(1, 3))];
  const rating = experience === 'positive' ? 4 : experience === 'neutral' ? 3 : 2;
  return [
    id,
    p.company.id,
    occupation,
    difficulty,
    result,
    experience,
    rng.pick(INTERVIEW_TITLES),
    rng.pick(INTERVIEW_PROCESSES),
    questions.map((q) => `- ${q}`).join('\n'),
    monthStart(written - rng.int(0, 45) * DAY_MS),
    new Date(written),
    ...replyOf(rng, p, 'interview_review', rating, written, now),
  ];
}

const BENEFIT_WEIGHTS = BENEFIT_CODES.map((code) => [code, code === 'meal' || code === 'leave' ? 3 : code === 'housing' ? 0.6 : 1.2] as const);

export function welfareReviewRow(rng: Rng, id: number, p: Profile, now: number): unknown[] {
  const code: BenefitCode = rng.weighted(BENEFIT_WEIGHTS);
  const rating = clampRating(p.mood + 1.1 * normal(rng));
  const written = writtenAt(rng, now);
  return [
    id,
    p.company.id,
    occupationOf(rng, p),
    code,
    rating,
    distinct(rng, WELFARE_LINES[code][bandOf(rating)], rng.int(1, 2)).join(' '),
    rng.chance(0.65) ? 'current' : 'former',
    new Date(written),
    ...replyOf(rng, p, 'welfare_review', rating, written, now),
  ];
}

/** An employee's reported pay (만원): the occupation's newcomer pay by company size, industry and year, rising with experience, log-normal noise. */
export function salaryRow(rng: Rng, p: Profile, occupations: number[], thisYear: number, now: number): unknown[] {
  const occupation = rng.pick(occupations);
  const years = rng.weighted<number>([
    [0, 9],
    [1, 10],
    [2, 10],
    [3, 10],
    [4, 9],
    [5, 8],
    [6, 7],
    [7, 6],
    [8, 5],
    [9, 4],
    [10, 4],
    [12, 4],
    [14, 3],
    [16, 2],
    [18, 2],
    [20, 1],
  ]);
  const yearsAgo = rng.weighted<number>([
    [0, 30],
    [1, 25],
    [2, 20],
    [3, 15],
    [4, 10],
  ]);
  const level1 = LEVEL1.get(p.company.industryId) ?? 0;
  const base = (FAMILY_BASE_SALARY[FAMILY.get(occupation) ?? 0] ?? 3_200) * (OCCUPATION_SALARY_FACTOR[occupation] ?? 1);
  const growth = 1 + 0.075 * years - 0.0011 * years * years;
  const amount = base * SIZE_PAY[p.company.size] * (INDUSTRY_SALARY_FACTOR[level1] ?? 1) * growth * 0.965 ** yearsAgo * Math.exp(0.14 * normal(rng));
  const year = thisYear - yearsAgo;
  const startOfYear = Date.UTC(year, 0, 1) - OFFSET;
  const created = Math.min(now - MINUTE, startOfYear + rng.int(0, 364) * DAY_MS + rng.int(0, 24 * 60) * MINUTE);
  return [
    p.company.id,
    occupation,
    p.company.industryId,
    p.company.size,
    years,
    Math.min(16_000, Math.max(2_400, Math.round(amount / 10) * 10)),
    year,
    new Date(created),
  ];
}
