/** The company page's posts. */
import { and, eq, sql } from 'drizzle-orm';
import { DAY_MS } from '@partners/contract/korea-time';
import { companyPosts } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { cycle, next, type CompanyRef } from './shared.js';

const POST_TITLES = ['2025 하반기 신규 서비스 출시', '누리클라우드 개발자 컨퍼런스 후기', '신입 사원 온보딩 이야기', '시리즈 B 투자 유치 안내'];

export type PostOptions = Partial<Omit<typeof companyPosts.$inferInsert, 'companyId'>> & { company: CompanyRef };

/**
 * A newsroom post of `company`: a published news post at the end of its board unless told otherwise
 * (`status: 'draft'` leaves `publishedAt` empty).
 */
export async function makePost(db: Db, options: PostOptions) {
  const n = next();
  const { company, ...overrides } = options;
  const kind = overrides.kind ?? 'news';
  const status = overrides.status ?? 'published';
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${companyPosts.position}), 0)::int` })
    .from(companyPosts)
    .where(and(eq(companyPosts.companyId, company.id), eq(companyPosts.kind, kind)));
  const [post] = await db
    .insert(companyPosts)
    .values({
      title: cycle(POST_TITLES, n),
      summary: '새 소식을 전합니다.',
      bodyHtml: '<p>누리클라우드가 새 서비스를 선보였습니다.</p>',
      position: (last?.position ?? 0) + 1,
      publishedAt: status === 'published' ? new Date(Date.now() - DAY_MS) : null,
      ...overrides,
      kind,
      status,
      companyId: company.id,
    })
    .returning();
  if (!post) throw new Error('no post');
  return post;
}
