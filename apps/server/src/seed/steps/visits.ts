import { VISITOR_DATA_START, VISITOR_DETAIL_DATA_START, type VisitorCity, type VisitorEducation, type VisitorYearsBand } from '@partners/contract';
import { sql, type SQL } from 'drizzle-orm';
import { DAY_MS, KOREA_UTC_OFFSET_MINUTES, startOfKoreanMonth } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import { ensurePartitions } from '../../modules/visitors/visitors.repo.js';
import { bulkLoadVisitEvents, koreanMonthDay, startVisitHistoryImport } from '../../modules/visitors/visitors.service.js';
import { INDUSTRIES, OCCUPATIONS } from '../taxonomy.js';
import { SEED_SIZES, type SeedSize, type SeedStep, type SeededCompany } from '../context.js';
import { DEMO_SEED } from '../random.js';

/** The Korean wall clock's lead over UTC, for each day's weekday and month (no daylight saving in Korea). */
const KOREA_OFFSET = KOREA_UTC_OFFSET_MINUTES * 60_000;

/**
 * A small, fast generator of its own (mulberry32), seeded apart from the other steps, for what is drawn per
 * company (its number of visits, where its visitors work): a stream of its own leaves every other step's
 * data as it was. What is drawn per event is drawn by the database (`roll`).
 */
function fastRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
  };
}

/**
 * A weighted choice as the database makes it: the values, and the lower bound of each value's share of
 * [0, 1) in order (0 first), the thresholds `width_bucket(roll, thresholds)` finds a roll's 1-based index
 * in by binary search.
 */
function picker<T>(items: readonly (readonly [T, number])[]): { values: T[]; thresholds: number[] } {
  const sum = items.reduce((s, [, w]) => s + w, 0);
  const thresholds: number[] = [];
  let at = 0;
  for (const [, w] of items) {
    thresholds.push(at / sum);
    at += w;
  }
  return { values: items.map(([v]) => v), thresholds };
}
type Picker = ReturnType<typeof picker>;

/** Reviews and salaries are what job seekers read most (spec §9 categories). */
const pickCategory = picker([
  ['reviews', 30],
  ['salaries', 22],
  ['job_postings', 15],
  ['interviews', 12],
  ['benefits', 8],
  ['premium_reviews', 7],
  ['newsroom', 6],
] as const);
const pickAgeBand = picker([
  [20, 31],
  [30, 38],
  [40, 21],
  [50, 10],
] as const);
const pickCity = picker<VisitorCity>([
  ['seoul', 37],
  ['gyeonggi', 27],
  ['incheon', 6],
  ['busan', 6],
  ['daegu', 4],
  ['daejeon', 3.5],
  ['gwangju', 2.5],
  ['ulsan', 2],
  ['sejong', 1],
  ['gangwon', 1.5],
  ['chungbuk', 1.5],
  ['chungnam', 2],
  ['jeonbuk', 1.2],
  ['jeonnam', 1],
  ['gyeongbuk', 1.5],
  ['gyeongnam', 2.3],
  ['jeju', 0.6],
  ['overseas', 0.4],
]);
const pickEducation = picker<VisitorEducation>([
  ['bachelor', 62],
  ['associate', 14],
  ['master', 13],
  ['high_school', 8],
  ['doctorate', 3],
]);
const pickYearsBand = picker<VisitorYearsBand>([
  ['0', 12],
  ['1-3', 30],
  ['4-6', 25],
  ['7-9', 15],
  ['10+', 18],
]);
/** Visits per hour of a Korean day: the commute, lunch, the afternoon and the evening. */
const pickHour = picker(
  [0.6, 0.3, 0.2, 0.1, 0.1, 0.2, 0.6, 1.5, 2.6, 3.2, 3.4, 3.1, 3.6, 3.3, 3.4, 3.3, 3.1, 2.8, 2.4, 2.6, 3.0, 3.3, 2.8, 1.6].map(
    (w, h) => [h, w] as const,
  ),
);

/** Skills job seekers list, by level-1 occupation. */
const SKILLS: Record<number, readonly string[]> = {
  11600: ['Java', 'Spring Boot', 'React', 'TypeScript', 'Python', 'Kotlin', 'AWS', 'SQL', 'Node.js', 'Kubernetes'],
  11700: ['사업 기획', '전략 기획', '데이터 분석', 'Excel', 'PPT 작성', '예산 관리'],
  11800: ['퍼포먼스 마케팅', '콘텐츠 마케팅', 'GA4', '브랜드 마케팅', 'SNS 마케팅'],
  11900: ['Figma', 'UX 리서치', 'Photoshop', 'Illustrator', 'BX 디자인'],
  12000: ['영업 기획', 'B2B 영업', '제안서 작성', 'CRM', '해외영업'],
  12100: ['채용', '급여 관리', '노무', '교육 기획'],
  12200: ['회계 결산', '세무', '재무 분석', 'SAP', 'IFRS'],
  12300: ['간호', '임상 연구', '의료기기 인허가'],
  12400: ['품질 관리', '공정 관리', '설비 보전', 'PLC', 'AutoCAD'],
  12500: ['CS 응대', 'VOC 분석', '콜센터 운영'],
};
const OCCUPATION_IDS = OCCUPATIONS.filter((o) => o.parentId === null).map((o) => o.id);
const INDUSTRY_PARENT = new Map(INDUSTRIES.map((i) => [i.id, i.parentId ?? i.id]));

/** The demo companies get most of the visits (누리클라우드 the most); the other companies a long tail. */
const DEMO_SHARE: Record<number, number> = { 1: 14, 2: 9, 3: 8, 4: 9, 5: 8, 6: 6, 7: 6 };

/** Occupations that look at a company of this level-1 industry most (the rest share what is left). */
const INDUSTRY_OCCUPATIONS: Record<number, readonly number[]> = {
  700: [11600, 11900, 11700],
  200: [12400, 11600, 12000],
  300: [12300, 11700, 12400],
  100: [12500, 12000, 12100],
  400: [12000, 12500, 11800],
};

/** Korean days from the data start (2022-08-01) to `now`'s day, each with its share of the visits. */
function dayWeights(now: Date) {
  const first = startOfKoreanMonth(VISITOR_DATA_START).getTime();
  const days: { start: number; weight: number }[] = [];
  const span = now.getTime() - first;
  for (let start = first; start < now.getTime(); start += DAY_MS) {
    const wall = new Date(start + KOREA_OFFSET);
    const weekday = wall.getUTCDay();
    const month = wall.getUTCMonth() + 1;
    // Growth: the platform's traffic roughly doubles over the period.
    const growth = 0.65 + 0.7 * ((start - first) / span);
    // Job-change seasons: after the new year's bonus, spring, and September.
    const season = month <= 3 ? 1.2 : month === 9 || month === 10 ? 1.1 : month === 12 || month === 8 ? 0.85 : 1;
    const week = weekday === 0 ? 0.55 : weekday === 6 ? 0.5 : weekday === 5 ? 0.85 : 1;
    days.push({ start, weight: growth * season * week });
  }
  return days;
}

function companyWeights(companies: readonly PlannedCompany[]): number[] {
  const others = companies.filter((c) => DEMO_SHARE[c.id] === undefined);
  const demoTotal = companies.reduce((s, c) => s + (DEMO_SHARE[c.id] ?? 0), 0);
  // A Zipf-like tail over the other companies, 3% of the visits (all of them when there is no demo company).
  // Each of the tail's few visits is a row of its own in nearly every dimension rollup: at 10% the tail made
  // half of the default seed's 2.8 million dimension rows and 6 s of its PGlite time (decision 0004).
  const tail = others.map((_, rank) => 1 / (rank + 3) ** 0.8);
  const tailSum = tail.reduce((s, w) => s + w, 0) || 1;
  const tailShare = others.length === 0 ? 0 : demoTotal === 0 ? 1 : 0.03;
  const byId = new Map(others.map((c, i) => [c.id, (tailShare * (tail[i] ?? 0)) / tailSum]));
  return companies.map((c) =>
    DEMO_SHARE[c.id] !== undefined ? ((1 - tailShare) * (DEMO_SHARE[c.id] ?? 0)) / (demoTotal || 1) : (byId.get(c.id) ?? 0),
  );
}

/** Per-event rolls are drawn from this seed onwards: the `visits` step's own stream (see `fastRng`). */
const ROLL_SEED = (DEMO_SEED + 30) * 100;

/**
 * Event `n`'s `k`-th uniform roll in [0, 1), computed by the database: PostgreSQL's 64-bit hash of the
 * event's serial with a seed of its own per `k` (a core function on both engines), its low 52 bits as a
 * fraction. A hash instead of `random()` keeps the data the same whatever order or plan the rows are made in.
 */
const roll = (k: number) => sql.raw(`((hashint8extended(n, ${ROLL_SEED + k}) & 4503599627370495)::float8 / 4503599627370496)`);

/** A PostgreSQL array literal (the values quoted) for a `::text[]`, `::int[]` or `::float8[]` parameter. */
const arrayLiteral = (values: readonly (string | number)[]) =>
  `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;

/** `values[width_bucket(roll, thresholds)]`: a weighted choice of the picker's values by the roll. */
const choose = (p: Picker, r: SQL, type: 'text' | 'int') =>
  sql`(${arrayLiteral(p.values as (string | number)[])}::${sql.raw(type)}[])[width_bucket(${r}, ${arrayLiteral(p.thresholds)}::float8[])]`;

/** One company's events as the generating statement reads them (its rows of `jsonb_to_recordset`). */
export type CompanyPlan = {
  id: number;
  /** The serial of its first event (event keys follow the serial: each partition's key index grows at its end). */
  first: number;
  count: number;
  /** Thresholds over `OCCUPATION_IDS`: the occupations that look at a company of its industry most. */
  occupations: number[];
  /** Where its visitors work (most of them at companies of its industry), each with its industry and threshold. */
  peers: number[];
  peer_industries: number[];
  peer_thresholds: number[];
};

/** Skills by occupation as arrays: all skills in one, and each `OCCUPATION_IDS` entry's first (1-based) and count. */
const SKILL_LIST = OCCUPATION_IDS.flatMap((id) => SKILLS[id] ?? []);
const SKILL_FROM = OCCUPATION_IDS.map((id) => OCCUPATION_IDS.slice(0, OCCUPATION_IDS.indexOf(id)).reduce((s, o) => s + (SKILLS[o] ?? []).length, 1));
const SKILL_COUNT = OCCUPATION_IDS.map((id) => (SKILLS[id] ?? []).length);

/** Events per generating statement: a few statements at the default size, the progress moving at the large one. */
const EVENTS_PER_STATEMENT = 250_000;

/**
 * Inserts the events of these companies in one statement, generated where they land: `generate_series` gives
 * each company its serials, and every choice is a roll of the event's serial (`roll`) against the thresholds
 * made here. The JavaScript generator this replaces drew the same shapes and sent a million rows by COPY
 * (3,800 events a second with the rollups); made in the database they cost only the insert.
 *
 * Each step's `offset 0` keeps its values computed once per event: without it the planner merges the steps
 * and copies an expression (the time, `known`) into every place that reads it, several times the work.
 *
 * Rolls: 1 day, 2 hour, 3 millisecond of the hour, 4 category, 5 signed in, 6 occupation, 7 years, 8 says
 * where they work, 9 which company, 10 age, 11 gender, 12 city, 13 states an education, 14 which, 15 lists a
 * skill, 16 which. An event after `now` (the last day's later hours) is not made.
 */
export async function insertEvents(tx: Db, plans: readonly CompanyPlan[], clock: Clock): Promise<void> {
  await tx.execute(sql`
    with company as (
      select * from jsonb_to_recordset(${JSON.stringify(plans)}::jsonb)
        as c(id int, first bigint, count int, occupations float8[], peers int[], peer_industries int[], peer_thresholds float8[])
    ), event as (
      select c.*, n,
        ${clock.firstDay}::bigint
          + (width_bucket(${roll(1)}, ${arrayLiteral(clock.days.thresholds)}::float8[]) - 1) * 86400000::bigint
          + ${choose(pickHour, roll(2), 'int')} * 3600000
          + floor(${roll(3)} * 3600000)::bigint as at_ms
      from company c cross join lateral generate_series(c.first, c.first + c.count - 1) as n
      offset 0
    ), visitor as (
      -- From 2023-11 a signed-in visitor's attributes are known (about four visits in five).
      select e.*, e.at_ms >= ${clock.detailFrom} and ${roll(5)} < 0.8 as known,
        width_bucket(${roll(6)}, e.occupations) as occupation,
        width_bucket(${roll(7)}, ${arrayLiteral(pickYearsBand.thresholds)}::float8[]) as years
      from event e where e.at_ms <= ${clock.now}
      offset 0
    ), placed as (
      -- A newcomer (years band 1, '0') has no current company; most others say where they work. Index 0 is
      -- nobody: an array read out of bounds is null.
      select v.*, timestamptz 'epoch' + v.at_ms * interval '1 millisecond' as at,
        case when v.known and v.years > 1 and cardinality(v.peers) > 0 and ${roll(8)} < 0.75
          then width_bucket(${roll(9)}, v.peer_thresholds) else 0 end as peer
      from visitor v
      offset 0
    )
    insert into visit_events (event_key, company_id, occurred_at, received_at, category, age_band, gender, city, education,
      occupation_id, years_band, industry_id, skill, visitor_company_id)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, id, at, at,
      ${choose(pickCategory, roll(4), 'text')},
      case when known then ${choose(pickAgeBand, roll(10), 'int')} end,
      case when known then case when ${roll(11)} < 0.54 then 'male' else 'female' end end,
      case when known then ${choose(pickCity, roll(12), 'text')} end,
      case when known and ${roll(13)} < 0.92 then ${choose(pickEducation, roll(14), 'text')} end,
      case when known then (${arrayLiteral(OCCUPATION_IDS)}::int[])[occupation] end,
      case when known then (${arrayLiteral(pickYearsBand.values as string[])}::text[])[years] end,
      peer_industries[peer],
      -- The occupation's first skills the most (a roll to the power 1.6 leans low).
      case when known and ${roll(15)} < 0.85 and (${arrayLiteral(SKILL_COUNT)}::int[])[occupation] > 0
        then (${arrayLiteral(SKILL_LIST)}::text[])[(${arrayLiteral(SKILL_FROM)}::int[])[occupation]
          + floor(${roll(16)} ^ 1.6 * (${arrayLiteral(SKILL_COUNT)}::int[])[occupation])::int] end,
      peers[peer]
    from placed`);
}

type PlannedCompany = Pick<SeededCompany, 'id' | 'industryId'>;
export type Clock = { firstDay: number; detailFrom: number; now: number; days: Picker };

/**
 * The history's plan: each company's number of events and its visitors' companies, drawn here in company
 * order; the events themselves are made by the database (`insertEvents`). Deterministic for the same
 * companies, size and clock, so the worker that writes a deferred history in steps makes the same events.
 */
export function planVisits(companies: readonly PlannedCompany[], size: SeedSize, now: Date) {
  const total = SEED_SIZES[size].visitEvents;
  const rng = fastRng(DEMO_SEED + 30);
  const days = dayWeights(now);
  const clock: Clock = {
    firstDay: days[0]?.start ?? now.getTime(),
    detailFrom: startOfKoreanMonth(VISITOR_DETAIL_DATA_START).getTime(),
    now: now.getTime(),
    days: picker(days.map((d, i) => [i, d.weight] as const)),
  };
  const months = [...new Set(days.map((d) => koreanMonthDay(new Date(d.start))))];

  const weights = companyWeights(companies);
  const byIndustry = new Map<number, PlannedCompany[]>();
  for (const c of companies) {
    const parent = INDUSTRY_PARENT.get(c.industryId) ?? c.industryId;
    byIndustry.set(parent, [...(byIndustry.get(parent) ?? []), c]);
  }
  const plans: CompanyPlan[] = [];
  let serial = 0;
  for (const [index, company] of companies.entries()) {
    const expected = total * (weights[index] ?? 0);
    const count = Math.floor(expected) + (rng.chance(expected % 1) ? 1 : 0);
    if (count === 0) continue;
    const industry = INDUSTRY_PARENT.get(company.industryId) ?? company.industryId;
    const favoured = INDUSTRY_OCCUPATIONS[industry] ?? [];
    const occupations = picker(OCCUPATION_IDS.map((id) => [id, favoured.includes(id) ? 8 - favoured.indexOf(id) * 2 : 1] as const));
    // Where this company's visitors work: a pool, most of it the same industry, the first ones the most.
    const peers = (byIndustry.get(industry) ?? []).filter((c) => c.id !== company.id);
    const poolSize = Math.max(5, Math.min(150, Math.round(count / 40)));
    const pool: PlannedCompany[] = [];
    for (let i = 0; i < poolSize; i++) {
      const from = peers.length > 0 && rng.chance(0.6) ? peers : companies;
      const peer = from[rng.int(0, from.length - 1)];
      if (peer && peer.id !== company.id) pool.push(peer);
    }
    const pickPeer = picker(pool.map((c, rank) => [c, 1 / (rank + 1) ** 0.9] as const));
    plans.push({
      id: company.id,
      first: serial,
      count,
      occupations: occupations.thresholds,
      peers: pool.map((c) => c.id),
      peer_industries: pool.map((c) => INDUSTRY_PARENT.get(c.industryId) ?? c.industryId),
      peer_thresholds: pickPeer.thresholds,
    });
    serial += count;
  }
  return { plans, clock, months, serials: serial };
}

/**
 * Visits to the companies' public pages from 2022-08 to now (decision 0025): every company, the seven demo
 * companies most; weekdays busier than weekends, job-change seasons, growth over time; the visitor's
 * attributes from 2023-11 (spec §9), when the visitor is signed in. The visitors' companies are drawn from
 * the seeded companies, mostly of the same industry.
 *
 * The events are made by the database past the queue, and the rollups built once from all of
 * them with the rollup job's row definitions (`bulkLoadVisitEvents`), so the pages read real figures and
 * the queue is left empty. With `deferVisits` (the first `npm start`) only the plan's start is recorded: the
 * worker writes the history in steps while the console serves (`visitHistoryImportTask`), and the pages
 * that read it say 데모 데이터 준비 중 until it is done.
 */
export const visitsStep: SeedStep = {
  name: '기업 페이지 방문',
  async run(ctx) {
    if (ctx.companies.length === 0) return;
    const { plans, clock, months, serials } = planVisits(ctx.companies, ctx.size, ctx.now);
    // The migration made the months to three ahead of its own day; a seed whose clock is later needs its own.
    await ensurePartitions(ctx.database.db, months);
    if (ctx.deferVisits) {
      const source: ImportSource = { size: ctx.size, now: ctx.now.toISOString() };
      await startVisitHistoryImport(ctx.database.db, { done: 0, total: 2 * serials, source });
      ctx.progress.note(`${this.name}: ${serials.toLocaleString('ko-KR')}건은 서버가 실행 중에 이어서 만듭니다`);
      return;
    }
    ctx.progress.start(this.name, SEED_SIZES[ctx.size].visitEvents);
    await bulkLoadVisitEvents(ctx.database.db, async (tx) => {
      for (let from = 0; from < plans.length;) {
        let events = 0;
        let to = from;
        while (to < plans.length && (events < EVENTS_PER_STATEMENT || to === from)) events += plans[to++]?.count ?? 0;
        await insertEvents(tx, plans.slice(from, to), clock);
        ctx.progress.advance(events);
        from = to;
      }
    });
    ctx.progress.finish();
  },
};

/** What a deferred history's writer needs besides the companies: the seed's size and clock. */
export type ImportSource = { size: SeedSize; now: string };
