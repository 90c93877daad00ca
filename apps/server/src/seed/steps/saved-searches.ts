import { TALENT_PATHS } from '@partners/contract';
import { DAY_MS, startOfKoreanDay } from '@partners/contract/korea-time';
import { companyEvents, notifications, savedSearchMatchRuns, savedSearches } from '../../db/schema/index.js';
import { newMatchesMessage } from '../../modules/saved-searches/saved-searches.copy.js';
import { SEED_SIZES, type SeedContext, type SeedStep, type SeededOperator } from '../context.js';
import { createRng, DEMO_SEED, type Rng } from '../random.js';

const HOUR = 3_600_000;
/** Daily runs of the match job each saved search has had. */
const RUN_DAYS = 6;

/** What recruiters save: a title and the search's query string (as the search screen writes it). */
const SEARCHES: readonly (readonly [string, string])[] = [
  ['자바 백엔드 3~5년', 'query=자바,스프링&yoe=3;5&order_by=updated_at'],
  ['리액트 프론트엔드 경력', 'query=리액트,타입스크립트&yoe=2;7&order_by=ranking'],
  ['데이터 분석가 신입', 'query=SQL,파이썬&yoe=0;1&order_by=job_intention_updated_at'],
  ['iOS 개발자 (스위프트)', 'query=스위프트&order_by=updated_at'],
  ['쿠버네티스 DevOps', 'query=쿠버네티스,AWS&yoe=3;11&order_by=ranking'],
  ['인사 담당자 5년 이상', 'query=인사,채용&yoe=5;11&order_by=updated_at'],
  ['UX 디자이너', 'query=피그마,UX&order_by=ranking'],
  ['B2B 영업 관리자', 'query=영업,B2B&yoe=4;11&order_by=updated_at'],
];

type Plan = { operator: SeededOperator; title: string; query: string; shared: boolean };

/** The demo company's admin has four (two shared); a few other companies' operators one or two. Not companies 2 and 7 (their tests expect none). */
function plans(ctx: SeedContext, rng: Rng): Plan[] {
  const out: Plan[] = [];
  const admin = ctx.operators.find((o) => o.companyId === 1);
  if (admin) {
    for (let i = 0; i < 4; i++) {
      const [title, query] = SEARCHES[i] ?? SEARCHES[0] ?? ['', ''];
      out.push({ operator: admin, title, query, shared: i < 2 });
    }
  }
  const others = ctx.operators.filter((o) => o.companyId > 7);
  for (let i = 0; i < Math.min(12, others.length); i++) {
    const operator = rng.pick(others);
    const count = rng.int(1, 2);
    for (let k = 0; k < count; k++) {
      const [title, query] = rng.pick(SEARCHES);
      out.push({ operator, title, query, shared: rng.chance(0.4) });
    }
  }
  return out;
}

/**
 * Saved searches of the demo (issue 21): shared and not, each with the daily match job's runs of the last
 * days (at 04:00 Korean time), the event-log rows and bell notifications of the runs that found someone.
 * Its own random stream, so it changes no other step's data.
 */
export const savedSearchesStep: SeedStep = {
  name: '저장한 검색',
  async run(ctx) {
    const rng = createRng(DEMO_SEED + 21);
    const db = ctx.database.db;
    const list = plans(ctx, rng);
    ctx.progress.start(this.name, list.length);
    const seekers = SEED_SIZES[ctx.size].jobSeekers;
    const today = startOfKoreanDay(ctx.now).getTime() + 4 * HOUR;
    const lastRun = today <= ctx.now.getTime() ? today : today - DAY_MS;
    for (const plan of list) {
      const companyId = plan.operator.companyId;
      const createdAt = new Date(lastRun - RUN_DAYS * DAY_MS - rng.int(2, 40) * HOUR);
      const [row] = await db
        .insert(savedSearches)
        .values({
          companyId,
          userId: plan.operator.userId,
          title: plan.title,
          query: plan.query,
          tab: 'index',
          recommend: rng.chance(0.3),
          shared: plan.shared,
          matchedUntil: new Date(lastRun),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: savedSearches.id });
      if (!row) continue;
      const recipients = plan.shared ? ctx.operators.filter((o) => o.companyId === companyId).map((o) => o.userId) : [plan.operator.userId];
      let from = createdAt.getTime();
      for (let d = RUN_DAYS - 1; d >= 0; d--) {
        const to = lastRun - d * DAY_MS;
        const newMatches = rng.chance(0.35) ? 0 : rng.int(1, 14);
        const sample = Array.from({ length: Math.min(newMatches, 20) }, () => rng.int(1, seekers));
        const at = new Date(to);
        await db.insert(savedSearchMatchRuns).values({
          companyId,
          savedSearchId: row.id,
          matchedFrom: new Date(from),
          matchedTo: at,
          newMatches,
          sampleJobSeekerIds: sample,
          createdAt: at,
        });
        from = to;
        if (newMatches === 0) continue;
        await db
          .insert(companyEvents)
          .values({ companyId, kind: 'saved_search_matches', subjectId: row.id, details: { title: plan.title, count: newMatches }, occurredAt: at });
        const params = new URLSearchParams(plan.query);
        const url = `${TALENT_PATHS.search('index', 1)}?${params.toString()}`;
        await db.insert(notifications).values(
          recipients.map((userId) => ({
            companyId,
            userId,
            message: newMatchesMessage(plan.title, newMatches),
            url,
            createdAt: at,
            // The latest run's alert is still unread.
            readAt: d === 0 ? null : new Date(to + rng.int(1, 8) * HOUR),
          })),
        );
      }
      ctx.progress.advance(1);
    }
    ctx.progress.finish();
  },
};
