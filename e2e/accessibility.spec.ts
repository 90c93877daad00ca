import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.js';
import { resetTalentPool, signIn } from './helpers.js';

/**
 * axe-core's WCAG 2.1 A and AA rules over every console page, as the top operator, a manager and an operator
 * of a basic plan (who meets the plan's gates instead of some pages): 0 violations. Each page is audited
 * once its data has arrived and its loading placeholders are gone.
 */
const ROUTES = [
  '/partners/reputation_management',
  '/partners/notifications',
  '/partners/job_seekers/search/index/1',
  '/partners/job_seekers/proposal_report',
  '/partners/job_seekers/project',
  '/partners/job_seekers/project/candidates',
  '/partners/job_management',
  '/partners/applicant_management',
  '/partners/job/postings/new',
  '/partners/business_managements/info',
  '/partners/business_managements/cover_image',
  '/partners/business_managements/news',
  '/partners/review_managements',
  '/partners/interview_managements',
  '/partners/welfare_managements',
  '/partners/salary_managements',
  '/partners/visitor_statistics',
  '/partners/score_statistics',
  '/partners/salary_analysis',
  '/partners/salary_analysis?status=create',
  '/partners/operator_managements',
  '/partners/operator_managements/audit_log',
  '/partners/payment_managements',
  '/partners/marketing_managements',
  '/partners/demo/mailbox',
];
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Found = { route: string; rule: string; impact: string; nodes: number; example: string };

async function violations(page: Page, route: string): Promise<Found[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return violations.map((v) => ({
    route,
    rule: v.id,
    impact: v.impact ?? '',
    nodes: v.nodes.length,
    example: `${v.nodes[0]?.target.join(' ') ?? ''}: ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
  }));
}

async function audit(page: Page, route: string): Promise<Found[]> {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  const found: Found[] = [];
  // The talent pool opens with its privacy agreement, then its notice: each audited as the user meets it.
  const agreement = page.getByRole('dialog', { name: '개인정보 처리 동의' });
  if (await agreement.isVisible()) {
    found.push(...(await violations(page, `${route} (개인정보 처리 동의)`)));
    await agreement.getByRole('checkbox', { name: '위 내용을 확인했으며 동의합니다' }).check();
    await agreement.getByRole('button', { name: '동의하고 시작하기' }).click();
    const notice = page.getByRole('dialog', { name: '무료 이용 안내' });
    await expect(notice).toBeVisible();
    found.push(...(await violations(page, `${route} (무료 이용 안내)`)));
    await notice.getByRole('button', { name: '확인' }).click();
    await expect(notice).toHaveCount(0);
  }
  // Skeletons and loaders are gone: the page shows what it will show.
  await expect(page.locator('.mantine-Skeleton-root[data-visible="true"], [aria-busy="true"]')).toHaveCount(0);
  found.push(...(await violations(page, route)));
  return found;
}

// The audit agrees to the talent pool's privacy terms as each operator: undone, so later journeys meet them fresh.
const TALENT_POOL_USERS = ['admin@demo.test', 'manager@demo.test'];
test.afterEach(async ({ page }, testInfo) => {
  if (TALENT_POOL_USERS.some((email) => testInfo.title.endsWith(email))) await resetTalentPool(page);
});

/**
 * The top operator sees every page. A manager and a basic plan's operator see the same components elsewhere
 * (an axe run costs 2–7 s a page on two cores), so theirs are the pages their role or plan changes: what a
 * manager may not do, and the gates and notices of a plan without the talent pool, branding or data.
 */
const AUDITS: [string, string[]][] = [
  ['admin@demo.test', ROUTES],
  [
    'manager@demo.test',
    [
      '/partners/reputation_management',
      '/partners/operator_managements',
      '/partners/operator_managements/audit_log',
      '/partners/payment_managements',
      '/partners/marketing_managements',
      '/partners/job_seekers/search/index/1',
    ],
  ],
  [
    'basic@demo.test',
    [
      '/partners/reputation_management',
      '/partners/job_seekers/search/index/1',
      '/partners/business_managements/cover_image',
      '/partners/review_managements',
      '/partners/salary_managements',
      '/partners/visitor_statistics',
      '/partners/score_statistics',
      '/partners/salary_analysis',
      '/partners/payment_managements',
    ],
  ],
];

for (const [email, routes] of AUDITS) {
  test(`every console page passes WCAG 2.1 AA as ${email}`, async ({ page }) => {
    // 20 s a page: with two journeys at once on two cores (playwright.config.ts), an axe run takes twice as long as
    // alone, and the manager's talent search audits its two dialogs too (12 s a page timed the manager out).
    test.setTimeout(routes.length * 20_000);
    await signIn(page, email);
    const found: Found[] = [];
    for (const route of routes) found.push(...(await audit(page, route)));
    const summary = found.map((f) => `${f.impact} ${f.rule} ×${f.nodes} on ${f.route} (${f.example})`);
    console.info(`[axe] ${email}: ${routes.length} pages, ${found.reduce((n, f) => n + f.nodes, 0)} violating nodes`);
    expect(summary).toEqual([]);
  });
}
