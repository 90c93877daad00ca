import { sql } from 'drizzle-orm';
import type {
  ApplicantStage,
  CompanySize,
  EducationRequirement,
  EmploymentType,
  ExperienceKind,
  PostingStatus,
  SalaryKind,
} from '@partners/contract';
import { POSTING_SALARY_RANGE } from '@partners/contract';
import { DAY_MS, KOREA_UTC_OFFSET_MINUTES, koreanMonth } from '@partners/contract/korea-time';
import { jobSeekers } from '../../db/schema/index.js';
import { SEED_SIZES, type SeedContext, type SeedSize, type SeedStep, type SeededCompany, type SeededPosting } from '../context.js';
import { DEMO_COMPANIES } from '../demo-accounts.js';
import {
  APPLICANT_NOTES,
  BENEFITS,
  CENTER_ADDRESSES,
  FAMILY_INDUSTRIES,
  HOSPITAL_ADDRESSES,
  OFFICE_ADDRESSES,
  PLANT_ADDRESSES,
  POSTING_SOURCES,
  PROCESSES,
  WORK_HOURS,
  type PostingSource,
} from '../posting-vocabulary.js';
import type { Rng } from '../random.js';
import { addForeignKeys, createIndexes, dropForeignKeys, dropSecondaryIndexes, vacuumAnalyze } from '../seed.repo.js';
import { INDUSTRIES, OCCUPATIONS } from '../taxonomy.js';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const OFFSET = KOREA_UTC_OFFSET_MINUTES * MINUTE;

/** The Korean calendar day of an instant, as a day number (days since 1970-01-01 in Korea). */
const dayNumber = (ms: number) => Math.floor((ms + OFFSET) / DAY_MS);
const dayString = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The last millisecond of the Korean day of `ms`: a deadline (decision 0017). */
const endOfKoreanDay = (ms: number) => new Date((dayNumber(ms) + 1) * DAY_MS - OFFSET - 1);

/**
 * How a posting stands: a draft (complete or only begun), in review, open (an ordinary deadline, one
 * closing in two Korean days, 상시), open past its deadline (effectively closed), closed by the company.
 */
type Kind = 'draft' | 'partial' | 'in_review' | 'open' | 'urgent' | 'always' | 'expired' | 'closed';
const STATUS: Record<Kind, PostingStatus> = {
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
const SIZE_PAY: Record<CompanySize, number> = { large: 1.15, public: 1.05, foreign: 1.2, mid: 1, startup: 0.95, small: 0.88 };
const PLAN_WEIGHT: Record<SeededCompany['plan'], number> = { vip: 2.5, premium: 1.8, premium_recruit: 1.5, standard: 1.2, basic: 0.7 };

const OCCUPATION_NAME = new Map(OCCUPATIONS.map((o) => [o.id, o.name]));
const PARENT = new Map(OCCUPATIONS.map((o) => [o.id, o.parentId ?? o.id]));

type Planned = {
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
function endOf(p: Planned, now: number): number {
  return Math.min(p.closedAt?.getTime() ?? Infinity, p.closesAt?.getTime() ?? Infinity, now);
}

function plan(rng: Rng, id: number, company: SeededCompany, kind: Kind, sources: ReturnType<typeof sourcesFor>, now: number): Planned {
  const times = timesFor(rng, kind, now);
  return { id, company, demo: false, kind, source: pickSource(rng, sources), popularity: popularity(rng), applicants: 0, ...times };
}

/** Postings per company: each demo company every state; others in proportion to size and plan, if they may register postings (spec §6). */
function planAll(ctx: SeedContext): Planned[] {
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
function allotApplicants(ctx: SeedContext, planned: Planned[], seekers: number) {
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

/** 4,500만원, 1억 2,000만원. */
function won(manwon: number): string {
  const eok = Math.floor(manwon / 10_000);
  const rest = manwon % 10_000;
  const restText = rest > 0 ? `${rest.toLocaleString('en-US')}만` : '';
  return `${eok > 0 ? `${eok}억${rest > 0 ? ' ' : ''}` : ''}${restText}원`;
}

const EDUCATION_TEXT: Record<EducationRequirement, string> = {
  any: '학력 무관',
  high_school: '고졸 이상',
  associate: '초대졸(전문학사) 이상',
  bachelor: '대졸(학사) 이상',
  master: '석사 이상',
  doctor: '박사 이상',
};
const EMPLOYMENT_TEXT: Record<EmploymentType, string> = {
  full_time: '정규직 (수습 3개월)',
  contract: '계약직 (1년, 평가 후 정규직 전환 가능)',
  intern: '채용연계형 인턴 (3개월 후 정규직 전환 심사)',
  part_time: '파트타임 (주 3일, 시간 협의)',
  freelance: '프리랜서 (프로젝트 단위 계약, 6개월)',
};

const li = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const distinct = <T>(rng: Rng, items: readonly T[], count: number): T[] => {
  const picked = new Set<T>();
  for (let attempt = 0; picked.size < Math.min(count, items.length) && attempt < count * 6; attempt++) picked.add(rng.pick(items));
  return [...picked];
};
/** PostgreSQL array literals for COPY's text format. */
const intArray = (values: readonly number[]) => `{${values.join(',')}}`;
const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

type Addresses = {
  office: readonly [string, string];
  plant: readonly [string, string];
  hospital: readonly [string, string];
  center: readonly [string, string];
};

/** One office per company, and the plant, hospital or centre its postings of such roles name. */
function addressesOf(rng: Rng, cache: Map<number, Addresses>, companyId: number): Addresses {
  let found = cache.get(companyId);
  if (!found) {
    found = {
      office: rng.pick(OFFICE_ADDRESSES),
      plant: rng.pick(PLANT_ADDRESSES),
      hospital: rng.pick(HOSPITAL_ADDRESSES),
      center: rng.pick(CENTER_ADDRESSES),
    };
    cache.set(companyId, found);
  }
  return found;
}

const POSTING_COLUMNS = [
  'id',
  'company_id',
  'created_by',
  'status',
  'title',
  'occupation1_id',
  'occupation2_ids',
  'experience_kind',
  'experience_min_years',
  'experience_max_years',
  'education',
  'employment_type',
  'work_region',
  'work_address',
  'salary_kind',
  'salary_min',
  'salary_max',
  'always_open',
  'closes_at',
  'headcount',
  'description_html',
  'qualifications_html',
  'process_steps',
  'view_count',
  'review_requested_at',
  'opens_at',
  'closed_at',
  'created_at',
  'updated_at',
] as const;

/** `2026 하반기` of an instant in Korea. */
function half(at: Date): string {
  const { year, month } = koreanMonth(at);
  return `${year} ${month <= 6 ? '상반기' : '하반기'}`;
}

/** The posting's row: every field a submitted posting has, or a title and a few for a draft only begun. */
function postingRow(rng: Rng, p: Planned, createdBy: number | null, addresses: Addresses, viewCount: number, now: number): unknown[] {
  const { source, company } = p;
  const occupation1 = PARENT.get(source.id) ?? source.id;
  const siblings = OCCUPATIONS.filter((o) => o.parentId === occupation1 && o.id !== source.id).map((o) => o.id);
  const occupation2 = [
    source.id,
    ...distinct(
      rng,
      siblings,
      rng.weighted([
        [0, 55],
        [1, 30],
        [2, 15],
      ] as const),
    ),
  ];
  const experienceKind = rng.weighted<ExperienceKind>([
    ['experienced', 60],
    ['newcomer', 25],
    ['any', 15],
  ]);
  const minYears = experienceKind === 'experienced' ? rng.pick([1, 2, 3, 3, 3, 5, 5, 7, 10]) : null;
  const maxYears = minYears !== null && rng.chance(0.5) ? Math.min(20, minYears + rng.int(2, 6)) : null;
  const employment: EmploymentType =
    experienceKind === 'newcomer' && rng.chance(0.12)
      ? 'intern'
      : source.site === 'center' && rng.chance(0.15)
        ? 'part_time'
        : PARENT.get(source.id) === 11600 && rng.chance(0.05)
          ? 'freelance'
          : rng.chance(0.1)
            ? 'contract'
            : 'full_time';
  const education: EducationRequirement = rng.chance(0.2) && source.education !== 'master' ? 'any' : source.education;
  const [region, address] =
    addresses[
      source.site === 'lab'
        ? rng.chance(0.5)
          ? 'plant'
          : 'office'
        : source.site === 'plant'
          ? 'plant'
          : source.site === 'hospital'
            ? 'hospital'
            : source.site === 'center'
              ? 'center'
              : 'office'
    ];
  const salaryKind: SalaryKind = rng.chance(0.25) ? 'company_policy' : 'range';
  const years = minYears ?? 0;
  const round100 = (v: number) => Math.round(v / 100) * 100;
  const salaryMin = Math.max(POSTING_SALARY_RANGE.min, round100((source.salary[0] + source.salary[1] * years) * SIZE_PAY[company.size]));
  const salaryMax = Math.min(POSTING_SALARY_RANGE.max, salaryMin + round100(salaryMin * rng.int(15, 45) * 0.01));
  const headcount =
    source.site === 'plant' || source.site === 'center'
      ? rng.pick([1, 2, 3, 5, 10])
      : rng.weighted([
          [1, 55],
          [2, 25],
          [3, 12],
          [5, 8],
        ] as const);

  let title = rng.pick(source.titles);
  if ((company.size === 'large' || company.size === 'public') && experienceKind === 'newcomer' && rng.chance(0.4)) {
    title = `${half(p.opensAt ?? p.createdAt)} 신입사원 공개채용 (${OCCUPATION_NAME.get(source.id) ?? ''})`;
  } else if (!title.includes('경력')) {
    const prefix =
      experienceKind === 'newcomer' ? '[신입]' : experienceKind === 'any' ? '[신입/경력]' : rng.chance(0.5) ? `[경력 ${years}년 이상]` : '[경력]';
    title = `${prefix} ${title}`;
  }
  if (employment === 'contract') title += ' (계약직)';
  if (employment === 'intern') title += ' (채용연계형 인턴)';

  const pay = salaryKind === 'range' ? `연봉 ${won(salaryMin)} ~ ${won(salaryMax)} (경력에 따라 협의)` : '회사 내규에 따름 (면접 후 결정)';
  const occupationName = OCCUPATION_NAME.get(source.id) ?? '';
  const description = [
    `<p><strong>${company.name}</strong>에서 ${occupationName} 포지션의 새로운 동료를 찾습니다. 함께 문제를 풀고 성장할 분의 지원을 기다립니다.</p>`,
    `<h3>주요 업무</h3>${li(distinct(rng, source.duties, rng.int(3, 4)))}`,
    `<h3>근무 조건</h3>${li([
      `<strong>고용 형태</strong> ${EMPLOYMENT_TEXT[employment]}`,
      `<strong>근무 시간</strong> ${WORK_HOURS[source.site]}`,
      `<strong>근무지</strong> ${address}`,
      `<strong>급여</strong> ${pay}`,
    ])}`,
    `<h3>복리후생</h3>${li(distinct(rng, BENEFITS, rng.int(4, 6)))}`,
  ].join('');
  const experienceLine =
    experienceKind === 'newcomer'
      ? '신입 지원 가능 (관련 전공자 또는 인턴 경험자 환영)'
      : experienceKind === 'any'
        ? '신입·경력 모두 지원 가능 (경력에 따라 직급 결정)'
        : `${occupationName} 경력 ${years}년 이상${maxYears ? ` ${maxYears}년 이하` : ''}`;
  const qualifications = [
    `<h3>자격 요건</h3>${li([experienceLine, EDUCATION_TEXT[education], ...distinct(rng, source.requirements, rng.int(2, 3))])}`,
    `<h3>우대 사항</h3>${li(distinct(rng, source.preferred, rng.int(2, 3)))}`,
    '<p>※ 제출하신 서류는 채용 목적 외에 사용하지 않으며, 허위 사실이 확인되면 채용이 취소될 수 있습니다.</p>',
  ].join('');
  const processSteps = rng.pick(PROCESSES[source.process]);
  const updatedAt = new Date(
    Math.max(p.createdAt.getTime(), p.reviewRequestedAt?.getTime() ?? 0, p.opensAt?.getTime() ?? 0, p.closedAt?.getTime() ?? 0),
  );

  if (p.kind === 'partial') {
    // Begun and saved: the title, perhaps the occupation and a line or two, nothing else yet.
    const withOccupation = rng.chance(0.6);
    return [
      p.id,
      company.id,
      createdBy,
      'draft',
      title,
      withOccupation ? occupation1 : null,
      intArray(withOccupation ? [source.id] : []),
      rng.chance(0.5) ? experienceKind : null,
      null,
      null,
      null,
      rng.chance(0.5) ? employment : null,
      null,
      '',
      null,
      null,
      null,
      false,
      null,
      null,
      rng.chance(0.5) ? `<h3>주요 업무</h3>${li(distinct(rng, source.duties, 2))}` : '',
      '',
      '{}',
      0,
      null,
      null,
      null,
      p.createdAt,
      new Date(Math.min(now, p.createdAt.getTime() + rng.int(1, 120) * MINUTE)),
    ];
  }
  return [
    p.id,
    company.id,
    createdBy,
    STATUS[p.kind],
    title.slice(0, 100),
    occupation1,
    intArray(occupation2),
    experienceKind,
    minYears,
    maxYears,
    education,
    employment,
    region,
    address,
    salaryKind,
    salaryKind === 'range' ? salaryMin : null,
    salaryKind === 'range' ? salaryMax : null,
    p.alwaysOpen,
    p.closesAt,
    headcount,
    description,
    qualifications,
    textArray(processSteps),
    viewCount,
    p.reviewRequestedAt,
    p.opensAt,
    p.closedAt,
    p.createdAt,
    updatedAt,
  ];
}

const APPLICATION_COLUMNS = [
  'company_id',
  'job_posting_id',
  'job_seeker_id',
  'stage',
  'read_at',
  'note',
  'note_updated_at',
  'note_updated_by',
  'applied_at',
  'updated_at',
] as const;

type Pools = { byOccupation: Map<number, number[]>; byFamily: Map<number, number[]>; total: number };

/** Every seeker's id by level-2 occupation and by family, in id order (one grouped scan). */
async function loadPools(ctx: SeedContext): Promise<Pools> {
  type Row = { occupation: number; ids: (number | string)[] };
  const { rows } = (await ctx.database.db.execute<Row>(
    sql`select ${jobSeekers.occupation2Id} as occupation, array_agg(${jobSeekers.id} order by ${jobSeekers.id}) as ids from ${jobSeekers} group by 1 order by 1`,
  )) as { rows: Row[] };
  const byOccupation = new Map<number, number[]>();
  const byFamily = new Map<number, number[]>();
  let total = 0;
  for (const row of rows) {
    const ids = row.ids.map(Number);
    total += ids.length;
    byOccupation.set(Number(row.occupation), ids);
    const family = PARENT.get(Number(row.occupation)) ?? 0;
    byFamily.set(family, [...(byFamily.get(family) ?? []), ...ids]);
  }
  return { byOccupation, byFamily, total };
}

/** Stage by how long ago the person applied, and whether the posting has closed. */
function drawStage(rng: Rng, ageDays: number, closed: boolean): ApplicantStage {
  if (closed)
    return rng.weighted<ApplicantStage>([
      ['applied', 4],
      ['reviewing', 8],
      ['interview', 10],
      ['passed', 6],
      ['rejected', 72],
    ]);
  if (ageDays < 2) return rng.chance(0.85) ? 'applied' : 'reviewing';
  if (ageDays < 7)
    return rng.weighted<ApplicantStage>([
      ['applied', 45],
      ['reviewing', 35],
      ['interview', 8],
      ['rejected', 12],
    ]);
  if (ageDays < 21)
    return rng.weighted<ApplicantStage>([
      ['applied', 15],
      ['reviewing', 30],
      ['interview', 20],
      ['passed', 3],
      ['rejected', 32],
    ]);
  return rng.weighted<ApplicantStage>([
    ['applied', 8],
    ['reviewing', 17],
    ['interview', 20],
    ['passed', 7],
    ['rejected', 48],
  ]);
}
const NOTE_SHARE: Record<ApplicantStage, number> = { applied: 0, reviewing: 0.08, interview: 0.3, passed: 0.5, rejected: 0.12 };

/**
 * One posting's applications (more in its first week; stages by age; most older ones opened, a careful
 * company's all but the newest; notes on some) and its daily views, which are many times its
 * applications. Returns the rows and the views' sum.
 */
function applicationsOf(rng: Rng, p: Planned, pools: Pools, noteBy: number | null, now: number) {
  const start = p.opensAt?.getTime() ?? now;
  const end = endOf(p, now);
  const span = Math.max(MINUTE, end - start);
  const closed = end < now;
  const careful = rng.chance(0.4);
  const own = p.source.id;
  const family = pools.byFamily.get(PARENT.get(own) ?? 0) ?? [];
  const fitting = pools.byOccupation.get(own) ?? family;
  const chosen = new Set<number>();
  const rows: unknown[][] = [];
  const perDay = new Map<number, number>();
  for (let attempt = 0; chosen.size < p.applicants && attempt < p.applicants * 4; attempt++) {
    const roll = rng.int(1, 100);
    const pool = roll <= 75 && fitting.length > 0 ? fitting : roll <= 90 && family.length > 0 ? family : null;
    const seeker = pool ? rng.pick(pool) : rng.int(1, pools.total);
    if (chosen.has(seeker)) continue;
    chosen.add(seeker);
    const offset = span > 7 * DAY_MS && rng.chance(0.45) ? rng.int(0, 7 * 24 * 60) * MINUTE : rng.int(0, Math.floor(span / MINUTE)) * MINUTE;
    const applied = Math.min(start + offset, now - MINUTE);
    const ageDays = (now - applied) / DAY_MS;
    const stage = drawStage(rng, ageDays, closed);
    const read =
      stage !== 'applied' ||
      (careful && ageDays > 0.5) ||
      rng.chance(closed ? 0.9 : ageDays < 1 ? 0.1 : ageDays < 3 ? 0.35 : ageDays < 7 ? 0.65 : 0.9);
    const readAt = read ? applied + Math.min(5 * DAY_MS, Math.floor((now - applied) * rng.int(5, 60) * 0.01)) : null;
    const notes = APPLICANT_NOTES[stage as keyof typeof APPLICANT_NOTES] as readonly string[] | undefined;
    const noted = readAt !== null && notes !== undefined && rng.chance(NOTE_SHARE[stage]);
    const noteAt = noted && readAt !== null ? readAt + Math.floor((now - readAt) * rng.int(10, 90) * 0.01) : null;
    const updated = Math.max(applied, readAt ?? 0, noteAt ?? 0);
    rows.push([
      p.company.id,
      p.id,
      seeker,
      stage,
      readAt === null ? null : new Date(readAt),
      noted && notes ? rng.pick(notes) : '',
      noteAt === null ? null : new Date(noteAt),
      noteAt === null ? null : noteBy,
      new Date(applied),
      new Date(updated),
    ]);
    const day = dayNumber(applied);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  // Views for every Korean day the posting was open: the applicants' days, a base that fades after the first week, quieter weekends.
  const stats: unknown[][] = [];
  let views = 0;
  if (p.opensAt) {
    const first = dayNumber(start);
    for (let day = first; day <= dayNumber(end); day++) {
      const weekend = (day + 4) % 7 === 0 || (day + 4) % 7 === 6;
      const base = p.popularity * rng.int(3, 25) * (day - first < 7 ? 1.6 : 1) * (weekend ? 0.6 : 1);
      const n = Math.round(base + (perDay.get(day) ?? 0) * rng.int(8, 25));
      views += n;
      stats.push([p.id, dayString(day), n]);
    }
  }
  return { rows, stats, views };
}

/** From this many applications, the table's indexes and foreign keys come off for the load (default and large: faster on both engines). */
const REBUILD_FROM = 50_000;
const ANALYZE_FROM = 10_000;
/** Flush when this many applications are waiting (one COPY each, so the counters' triggers run once per batch). */
const BATCH = 20_000;

/**
 * Job postings of every company in every state, with their applicants and daily views (decision 0017).
 * Planned first (states and times, then the applicants each draws), then written in batches: postings,
 * then their days' views, then their applications, whose COPY makes the triggers count them.
 */
export const postingsStep: SeedStep = {
  name: '채용 공고·지원자',
  async run(ctx) {
    const { rng } = ctx;
    const now = ctx.now.getTime();
    const planned = planAll(ctx);
    const pools = await loadPools(ctx);
    allotApplicants(ctx, planned, pools.total);
    const applicants = planned.reduce((sum, p) => sum + p.applicants, 0);
    ctx.progress.start(this.name, planned.length + applicants);
    // A million applications load faster into a bare table, each index then built once and each foreign key checked in one pass.
    const rebuild = applicants >= REBUILD_FROM;
    const indexes = rebuild ? await dropSecondaryIndexes(ctx.database.db, 'job_applications') : [];
    const foreignKeys = rebuild ? await dropForeignKeys(ctx.database.db, 'job_applications') : [];

    const operatorsOf = new Map<number, number[]>();
    for (const op of ctx.operators) operatorsOf.set(op.companyId, [...(operatorsOf.get(op.companyId) ?? []), op.userId]);
    const addresses = new Map<number, Addresses>();
    let postings: unknown[][] = [];
    let stats: unknown[][] = [];
    let applications: unknown[][] = [];
    const flush = async () => {
      await ctx.database.copyRows('job_postings', POSTING_COLUMNS, postings);
      await ctx.database.copyRows('job_posting_daily_stats', ['job_posting_id', 'day', 'views'], stats);
      await ctx.database.copyRows('job_applications', APPLICATION_COLUMNS, applications);
      ctx.progress.advance(postings.length + applications.length);
      [postings, stats, applications] = [[], [], []];
    };
    for (const p of planned) {
      const operators = operatorsOf.get(p.company.id) ?? [];
      const author = operators.length > 0 ? rng.pick(operators) : null;
      const made = applicationsOf(rng, p, pools, author, now);
      postings.push(postingRow(rng, p, author, addressesOf(rng, addresses, p.company.id), made.views, now));
      stats.push(...made.stats);
      applications.push(...made.rows);
      const seeded: SeededPosting = {
        id: p.id,
        companyId: p.company.id,
        title: String(postings[postings.length - 1]?.[4]),
        status: STATUS[p.kind],
        closesAt: p.closesAt,
        alwaysOpen: p.alwaysOpen,
      };
      ctx.postings.push(seeded);
      if (applications.length >= BATCH || postings.length >= BATCH) await flush();
    }
    await flush();
    await createIndexes(ctx.database.db, indexes, ctx.database.kind === 'postgres' ? '512MB' : '128MB');
    await addForeignKeys(ctx.database.db, foreignKeys);
    // Planner statistics for lists over thousands of postings; a test's few hundred rows do without (it seeds on every file).
    if (applicants >= ANALYZE_FROM)
      for (const table of ['job_postings', 'job_applications', 'job_posting_daily_stats']) await vacuumAnalyze(ctx.database.db, table);
    ctx.progress.finish();
  },
};
