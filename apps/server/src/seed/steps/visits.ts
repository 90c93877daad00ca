import { VISITOR_DATA_START, VISITOR_DETAIL_DATA_START, type VisitorCity, type VisitorEducation, type VisitorYearsBand } from '@partners/contract';
import { koreanMonthBounds } from '@partners/contract/korea-time';
import { rollUpVisits } from '../../modules/visitors/visitors.service.js';
import { INDUSTRIES, OCCUPATIONS } from '../taxonomy.js';
import { SEED_SIZES, copyInBatches, type SeedStep, type SeededCompany } from '../context.js';
import { DEMO_SEED } from '../random.js';

const DAY = 86_400_000;
const KOREA_OFFSET = 9 * 3_600_000;

/**
 * A small, fast generator of its own (mulberry32), seeded apart from the other steps: millions of events
 * would take minutes through the faker-based generator, and a stream of its own leaves every other step's
 * data as it was.
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
type FastRng = ReturnType<typeof fastRng>;

/** A weighted choice over a fixed list, by its cumulative weights. */
function picker<T>(items: readonly (readonly [T, number])[]): (rng: FastRng) => T {
  const values = items.map(([v]) => v);
  const cumulative: number[] = [];
  let sum = 0;
  for (const [, w] of items) cumulative.push((sum += w));
  return (rng) => {
    const roll = rng.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > roll) hi = mid;
      else lo = mid + 1;
    }
    return values[lo] as T;
  };
}

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
  const first = koreanMonthBounds(new Date(`${VISITOR_DATA_START}-01T00:00:00+09:00`)).start.getTime();
  const days: { start: number; weight: number }[] = [];
  const span = now.getTime() - first;
  for (let start = first; start < now.getTime(); start += DAY) {
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

function companyWeights(companies: readonly SeededCompany[]): number[] {
  const others = companies.filter((c) => DEMO_SHARE[c.id] === undefined);
  const demoTotal = companies.reduce((s, c) => s + (DEMO_SHARE[c.id] ?? 0), 0);
  // A Zipf-like tail over the other companies, 10% of the visits (all of them when there is no demo company).
  const tail = others.map((_, rank) => 1 / (rank + 3) ** 0.8);
  const tailSum = tail.reduce((s, w) => s + w, 0) || 1;
  const tailShare = others.length === 0 ? 0 : demoTotal === 0 ? 1 : 0.1;
  const byId = new Map(others.map((c, i) => [c.id, (tailShare * (tail[i] ?? 0)) / tailSum]));
  return companies.map((c) =>
    DEMO_SHARE[c.id] !== undefined ? ((1 - tailShare) * (DEMO_SHARE[c.id] ?? 0)) / (demoTotal || 1) : (byId.get(c.id) ?? 0),
  );
}

const COLUMNS = [
  'event_key',
  'company_id',
  'occurred_at',
  'received_at',
  'category',
  'age_band',
  'gender',
  'city',
  'education',
  'occupation_id',
  'years_band',
  'industry_id',
  'skill',
  'visitor_company_id',
] as const;

/**
 * Visits to the companies' public pages from 2022-08 to now (decision 0025): every company, the seven demo
 * companies most; weekdays busier than weekends, job-change seasons, growth over time; the visitor's
 * attributes from 2023-11 (spec §9), when the visitor is signed in. The visitors' companies are drawn from
 * the seeded companies, mostly of the same industry. The rollups are built from the queue with the rollup
 * job's own statements, so the pages read real figures.
 */
export const visitsStep: SeedStep = {
  name: '기업 페이지 방문',
  async run(ctx) {
    const total = SEED_SIZES[ctx.size].visitEvents;
    const rng = fastRng(DEMO_SEED + 30);
    const companies = ctx.companies;
    if (companies.length === 0) return;
    ctx.progress.start(this.name, total);

    const days = dayWeights(ctx.now);
    const pickDay = picker(days.map((d, i) => [i, d.weight] as const));
    const detailFrom = new Date(`${VISITOR_DETAIL_DATA_START}-01T00:00:00+09:00`).getTime();
    const weights = companyWeights(companies);
    const byIndustry = new Map<number, SeededCompany[]>();
    for (const c of companies) {
      const parent = INDUSTRY_PARENT.get(c.industryId) ?? c.industryId;
      byIndustry.set(parent, [...(byIndustry.get(parent) ?? []), c]);
    }
    const nowMs = ctx.now.getTime();
    let serial = 0;

    function* events(): Generator<unknown[]> {
      for (const [index, company] of companies.entries()) {
        const expected = total * (weights[index] ?? 0);
        const count = Math.floor(expected) + (rng.chance(expected % 1) ? 1 : 0);
        if (count === 0) continue;
        const industry = INDUSTRY_PARENT.get(company.industryId) ?? company.industryId;
        const favoured = INDUSTRY_OCCUPATIONS[industry] ?? [];
        const pickOccupation = picker(OCCUPATION_IDS.map((id) => [id, favoured.includes(id) ? 8 - favoured.indexOf(id) * 2 : 1] as const));
        // Where this company's visitors work: a pool, most of it the same industry, the first ones the most.
        const peers = (byIndustry.get(industry) ?? []).filter((c) => c.id !== company.id);
        const poolSize = Math.max(5, Math.min(150, Math.round(count / 40)));
        const pool: SeededCompany[] = [];
        for (let i = 0; i < poolSize; i++) {
          const from = peers.length > 0 && rng.chance(0.6) ? peers : companies;
          const peer = from[rng.int(0, from.length - 1)];
          if (peer && peer.id !== company.id) pool.push(peer);
        }
        const pickPeer = pool.length > 0 ? picker(pool.map((c, rank) => [c, 1 / (rank + 1) ** 0.9] as const)) : null;

        for (let i = 0; i < count; i++) {
          const day = days[pickDay(rng)];
          if (!day) continue;
          const at = day.start + pickHour(rng) * 3_600_000 + rng.int(0, 3_599_999);
          if (at > nowMs) continue;
          const occurredAt = new Date(at);
          const key = `00000000-0000-4000-8000-${(serial++).toString(16).padStart(12, '0')}`;
          const category = pickCategory(rng);
          // From 2023-11 a signed-in visitor's attributes are known (about four visits in five).
          if (at < detailFrom || !rng.chance(0.8)) {
            yield [key, company.id, occurredAt, occurredAt, category, null, null, null, null, null, null, null, null, null];
            continue;
          }
          const occupation = pickOccupation(rng);
          const yearsBand = pickYearsBand(rng);
          // A newcomer has no current company; most others say where they work.
          const peer = yearsBand !== '0' && pickPeer && rng.chance(0.75) ? pickPeer(rng) : null;
          const skills = SKILLS[occupation] ?? [];
          yield [
            key,
            company.id,
            occurredAt,
            occurredAt,
            category,
            pickAgeBand(rng),
            rng.chance(0.54) ? 'male' : 'female',
            pickCity(rng),
            rng.chance(0.92) ? pickEducation(rng) : null,
            occupation,
            yearsBand,
            peer ? (INDUSTRY_PARENT.get(peer.industryId) ?? peer.industryId) : null,
            skills.length > 0 && rng.chance(0.85) ? skills[Math.floor(rng.next() ** 1.6 * skills.length)] : null,
            peer?.id ?? null,
          ];
        }
      }
    }

    // Each COPY's rows are queued by migration 0012's trigger; the job's statements roll them up as they come.
    const batch = 50_000;
    let rows: unknown[][] = [];
    const flush = async () => {
      await copyInBatches(ctx, 'visit_events', COLUMNS, rows, batch);
      rows = [];
      await rollUpVisits(ctx.database.db, { batchSize: batch });
    };
    for (const row of events()) {
      rows.push(row);
      if (rows.length >= batch) await flush();
    }
    await flush();
    ctx.progress.finish();
  },
};
