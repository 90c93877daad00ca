import { PAGES, pagePath } from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';
import { DEMO_COMPANIES } from '../demo-accounts.js';
import { copyInBatches, type SeedContext, type SeedStep } from '../context.js';
import { createRng, DEMO_SEED, koreanName, mobilePhone, type Rng } from '../random.js';

/**
 * The home dashboard's demo data (decision 0025): the platform's banner campaigns (their images are static
 * files of the web, `apps/web/public/dashboard/banners/`) and the demo companies' consulting requests with
 * where the sales team is with them. The event log needs nothing here: migration 0011's triggers record the
 * recent applications, reviews and answered proposals the earlier steps write. Its own random stream, so it
 * changes nothing for the steps before it.
 */

type Banner = { img: string; alt: string; link: string; plans: string[]; startsDaysAgo: number; endsInDays: number | null; priority: number };

const BANNERS: readonly Banner[] = [
  {
    img: '/dashboard/banners/branding-upgrade.svg',
    alt: '브랜딩 플랜으로 커버 이미지와 리뷰 답변을 시작하세요. 첫 달 30% 할인',
    link: PAGES.brandService.path,
    plans: ['basic', 'standard'],
    startsDaysAgo: 20,
    endsInDays: 40,
    priority: 10,
  },
  {
    img: '/dashboard/banners/visitor-report.svg',
    alt: '방문자 데이터 리포트: 우리 회사를 본 구직자의 직무와 경력을 확인하세요',
    link: PAGES.visitorStatistics.path,
    plans: ['premium', 'vip', 'premium_recruit'],
    startsDaysAgo: 10,
    endsInDays: 50,
    priority: 10,
  },
  {
    img: '/dashboard/banners/salary-analysis.svg',
    alt: '연봉 분석 서비스 오픈: 직무·경력별 시장 연봉을 리포트로 받아 보세요',
    link: pagePath(PAGES.salaryAnalysis, {}, { status: 'create' }),
    plans: [],
    startsDaysAgo: 30,
    endsInDays: null,
    priority: 0,
  },
  // Ended last month: never shown, it stays as the history of campaigns.
  {
    img: '/dashboard/banners/branding-upgrade.svg',
    alt: '상반기 채용 브랜딩 캠페인',
    link: PAGES.brandService.path,
    plans: [],
    startsDaysAgo: 120,
    endsInDays: -30,
    priority: 20,
  },
];

type Request = { applyOn: string; status: 'received' | 'in_progress' | 'completed'; note: string | null };

/** What companies ask the sales team, and what the team answered. */
const REQUESTS: readonly Request[] = [
  {
    applyOn: 'reputation_management',
    status: 'completed',
    note: '평판 관리 상담 완료: 리뷰 답변 가이드와 월간 리포트 안내 자료를 메일로 보내 드렸습니다.',
  },
  {
    applyOn: 'visitor_statistics',
    status: 'in_progress',
    note: '방문자 데이터 문의 접수: 담당 매니저가 직무별 방문 리포트 샘플을 준비하고 있습니다.',
  },
  { applyOn: 'brand_service', status: 'completed', note: '브랜딩 플랜 견적서를 전달했습니다. 계약 일정은 담당자와 협의 중입니다.' },
  { applyOn: 'alri', status: 'received', note: null },
  { applyOn: 'talent_pool', status: 'in_progress', note: '인재 검색 이용 상담: 화상 미팅 일정을 잡고 있습니다.' },
  { applyOn: 'reputation_management', status: 'received', note: null },
  { applyOn: 'visitor_statistics', status: 'completed', note: '방문자 데이터 문의 답변 완료: 최근 6개월 방문자 리포트를 공유했습니다.' },
  { applyOn: 'brand_service', status: 'in_progress', note: '커버 이미지 제작 지원 요청을 디자인팀에 전달했습니다.' },
];

const RANKS = ['인사팀 매니저', '채용 담당자', '경영지원팀장', '인사팀장', '대표'];

function requestRows(ctx: SeedContext, rng: Rng): unknown[][] {
  const rows: unknown[][] = [];
  for (const company of DEMO_COMPANIES) {
    const operator = ctx.operators.find((o) => o.companyId === company.id);
    if (!operator) continue;
    // Company 1 has a history to page through; the others a few requests (company 7 none: "a company with few data").
    const count = company.id === 1 ? 9 : company.id === 7 ? 0 : rng.int(1, 4);
    let daysAgo = rng.int(1, 4);
    for (let k = 0; k < count; k++) {
      const request = rng.pick(REQUESTS);
      const createdAt = new Date(ctx.now.getTime() - daysAgo * DAY_MS - rng.int(0, 600) * 60_000);
      // A recent request is still received; older ones moved on.
      const status = daysAgo < 3 ? 'received' : request.status;
      const note = status === 'received' ? null : request.note;
      const updatedAt = status === 'received' ? null : new Date(createdAt.getTime() + rng.int(2, 48) * 3_600_000);
      const name = koreanName(rng);
      rows.push([
        company.id,
        operator.userId,
        name,
        mobilePhone(rng),
        `hr${rng.int(1, 99)}@${company.id === 1 ? 'nuricloud' : `company${company.id}`}.co.kr`,
        rng.pick(RANKS),
        request.applyOn,
        createdAt,
        status,
        note,
        updatedAt,
        createdAt,
      ]);
      daysAgo += rng.int(5, 25);
    }
  }
  return rows;
}

export const dashboardStep: SeedStep = {
  name: '대시보드',
  async run(ctx: SeedContext) {
    const rng = createRng(DEMO_SEED + 41);
    const banners = BANNERS.map((b) => [
      b.img,
      b.alt,
      b.link,
      `{${b.plans.join(',')}}`,
      new Date(ctx.now.getTime() - b.startsDaysAgo * DAY_MS),
      b.endsInDays === null ? null : new Date(ctx.now.getTime() + b.endsInDays * DAY_MS),
      b.priority,
    ]);
    const requests = requestRows(ctx, rng);
    ctx.progress.start(this.name, banners.length + requests.length);
    await copyInBatches(ctx, 'dashboard_banners', ['img_url', 'img_alt', 'link', 'plans', 'starts_at', 'ends_at', 'priority'], banners);
    await copyInBatches(
      ctx,
      'consulting_requests',
      [
        'company_id',
        'user_id',
        'customer_name',
        'customer_phone',
        'customer_email',
        'customer_rank',
        'apply_on',
        'tos_privacy_agreed_at',
        'status',
        'status_note',
        'status_updated_at',
        'created_at',
      ],
      requests,
    );
    ctx.progress.finish();
  },
};
