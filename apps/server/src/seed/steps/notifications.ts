import { PAGES, pagePath } from '@partners/contract';
import { previousKoreanMonth } from '@partners/contract/korea-time';
import { DEMO_ACCOUNTS } from '../demo-accounts.js';
import { copyInBatches, type SeedContext, type SeedStep } from '../context.js';
import type { Rng } from '../random.js';

const POSTING_TITLES = [
  '백엔드 개발자 (Java/Spring)',
  '프론트엔드 개발자 (React)',
  '퍼포먼스 마케터',
  'B2B 영업 매니저',
  '재무회계 담당자',
  '데이터 엔지니어',
  'UI/UX 디자이너',
  '인사담당자 (채용)',
  'QA 엔지니어',
  '고객성공 매니저',
];

/** Each template makes a message and its link; `at` is when the notification was sent. */
const TEMPLATES: readonly ((rng: Rng, at: Date) => [string, string])[] = [
  (rng) => [`'${rng.pick(POSTING_TITLES)}' 공고에 새로운 지원자 ${rng.int(1, 12)}명이 있습니다`, pagePath(PAGES.applicants)],
  () => ['새로운 기업 리뷰가 등록되었습니다. 답변을 남겨 보세요', PAGES.companyReviews.path],
  () => ['새로운 면접 리뷰가 등록되었습니다', PAGES.interviewReviews.path],
  (_rng, at) => [`${previousKoreanMonth(at).month}월 방문자 리포트가 업데이트되었습니다`, PAGES.visitorStatistics.path],
  (rng) => [`'${rng.pick(POSTING_TITLES)}' 공고가 ${rng.int(1, 7)}일 후 마감됩니다`, PAGES.postings.path],
  () => ['기업 점수가 갱신되었습니다. 점수 현황을 확인해 보세요', PAGES.scoreStatistics.path],
  () => ['연봉 분석 리포트가 완료되었습니다', pagePath(PAGES.salaryAnalysis, {}, { status: 'list' })],
  () => ['복지 리뷰에 새로운 평가가 등록되었습니다', PAGES.welfareReviews.path],
  () => ['연봉 정보가 새로 등록되었습니다', PAGES.salaryInfo.path],
];

/** Demo accounts get a month of history (to page through); other operators a few recent ones. */
export const notificationsStep: SeedStep = {
  name: '알림',
  async run(ctx: SeedContext) {
    const demoIds = new Set(DEMO_ACCOUNTS.map((a) => a.email)).size;
    const rows: unknown[][] = [];
    for (const op of ctx.operators) {
      const isDemo = op.userId <= demoIds;
      const count = isDemo ? ctx.rng.int(28, 45) : ctx.rng.int(0, 6);
      let minutesAgo = isDemo ? ctx.rng.int(1, 20) : ctx.rng.int(30, 3000);
      for (let k = 0; k < count; k++) {
        const createdAt = new Date(ctx.now.getTime() - minutesAgo * 60_000);
        const [message, url] = ctx.rng.pick(TEMPLATES)(ctx.rng, createdAt);
        // The newest few stay unread.
        const readAt = k < (isDemo ? 3 : 1) ? null : new Date(createdAt.getTime() + 3_600_000);
        rows.push([op.companyId, op.userId, message, url, createdAt, readAt]);
        minutesAgo += ctx.rng.int(20, 1500);
      }
    }
    ctx.progress.start(this.name, rows.length);
    await copyInBatches(ctx, 'notifications', ['company_id', 'user_id', 'message', 'url', 'created_at', 'read_at'], rows);
    ctx.progress.finish();
  },
};
