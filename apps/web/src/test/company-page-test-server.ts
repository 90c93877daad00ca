/**
 * An in-memory company page server for the web tests: MSW handlers built from the contract's
 * `companyInfo.*`, `uploads.*` and `companyPosts.*` entries (`companyPageHandlers(state)`), answering from one
 * model with the server's rules (revision check, publish needs a title, a published post's edits wait in
 * its draft, reorder sends the whole board).
 */
import type { HttpHandler } from 'msw';
import {
  UPLOAD_SPECS,
  type CompanyInfo,
  type EndpointName,
  type ImageRef,
  type PostDetail,
  type PostKind,
  type PostRow,
  type Upload,
  type UploadPurpose,
} from '@partners/contract';
import { answer, calls, contractError, type AnswerResolver, type RecordedCall } from './contract-handlers';
import { server } from './msw-server';

export const INDUSTRIES = [
  {
    id: 700,
    name: 'IT/웹/통신',
    children: [
      { id: 701, name: '솔루션/SI/ERP' },
      { id: 702, name: '웹에이전시' },
    ],
  },
  { id: 800, name: '제조/화학', children: [{ id: 801, name: '식품' }] },
];

const NOW = '2026-11-20T06:04:00.000Z';

export function makeUpload(id: number, overrides: Partial<Upload> = {}): Upload {
  const token = id.toString(16).padStart(32, '0');
  const pdf = overrides.content_type === 'application/pdf';
  return {
    id,
    purpose: 'cover',
    content_type: 'image/webp',
    name: `cover-${id}.jpg`,
    byte_size: 1_572_864,
    width: pdf ? null : 1920,
    height: pdf ? null : 600,
    url: `/files/${token}/${pdf ? 'original.pdf' : 'large.webp'}`,
    variants: pdf ? {} : { large: `/files/${token}/large.webp`, medium: `/files/${token}/medium.webp` },
    created_at: NOW,
    ...overrides,
  };
}

const refOf = (upload: Upload): ImageRef => ({
  upload_id: upload.id,
  url: upload.url,
  variants: upload.variants,
  width: upload.width,
  height: upload.height,
});

export function makeCompany(overrides: Partial<CompanyInfo> = {}): CompanyInfo {
  return {
    id: 42,
    name: '누리클라우드',
    logo: null,
    cover: null,
    industry: { level1: { id: 700, name: 'IT/웹/통신' }, level2: { id: 701, name: '솔루션/SI/ERP' } },
    size: 'mid',
    founded_year: 2012,
    representative: '김누리',
    address: '서울 강남구 테헤란로 123',
    homepage: 'https://nuricloud.example.com',
    introduction: '클라우드 인프라를 만드는 회사입니다.',
    benefit_tags: ['재택근무', '점심 제공'],
    public_url: 'https://www.jobplanet.co.kr/companies/42',
    review: { average: 3.8, count: 1234 },
    updated_at: NOW,
    ...overrides,
  };
}

/** A post as the fake holds it: the detail, whose row fields are derived. */
export function makePost(id: number, overrides: Partial<PostDetail> = {}): PostDetail {
  const title = overrides.title ?? `새 소식 ${id}`;
  return {
    id,
    kind: 'news',
    status: 'draft',
    title,
    summary: null,
    cover: null,
    position: id,
    has_draft: false,
    author_name: '김관리',
    published_at: null,
    created_at: NOW,
    updated_at: NOW,
    content: { title, summary: null, body_html: `<p>${title} 본문</p>`, cover: null },
    draft: null,
    revision: 1,
    ...overrides,
  };
}

export type CompanyPageSeed = {
  company?: CompanyInfo;
  canSetCover?: boolean;
  uploads?: Upload[];
  posts?: PostDetail[];
  /** Answers a call instead of the model (an error), or lets it through with null. */
  fail?: (call: RecordedCall) => Response | null | Promise<Response | null>;
};

export type CompanyPageState = {
  company: CompanyInfo;
  canSetCover: boolean;
  uploads: Upload[];
  posts: PostDetail[];
  fail: CompanyPageSeed['fail'];
  next: number;
};

export function createCompanyPageState(seed: CompanyPageSeed = {}): CompanyPageState {
  const uploads = [...(seed.uploads ?? [])];
  const posts = [...(seed.posts ?? [])];
  return {
    company: seed.company ?? makeCompany(),
    canSetCover: seed.canSetCover ?? true,
    uploads,
    posts,
    fail: seed.fail,
    next: Math.max(100, ...uploads.map((u) => u.id), ...posts.map((p) => p.id)) + 1,
  };
}

const row = (p: PostDetail): PostRow => {
  const { content: _c, draft: _d, revision: _r, ...rest } = p;
  return { ...rest, has_draft: p.draft !== null };
};

/** The server's sanitiser, as far as the tests need it: no script element survives. */
const sanitise = (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, '');

export function companyPageHandlers(state: CompanyPageState): HttpHandler[] {
  const handle = <N extends EndpointName>(name: N, resolver: AnswerResolver<N>) =>
    answer(name, async (input) => (await state.fail?.(input.call)) ?? resolver(input));
  const notFound = () => contractError('not_found', '요청한 정보를 찾을 수 없습니다');
  const info = () => ({ code: 200 as const, data: { company: state.company, industries: INDUSTRIES, can_set_cover: state.canSetCover } });
  const findPost = (id: number) => state.posts.find((p) => p.id === id);
  const board = (kind: PostKind) => state.posts.filter((p) => p.kind === kind).sort((a, b) => a.position - b.position);
  const detail = (p: PostDetail) => ({ code: 200 as const, data: { post: { ...p, has_draft: p.draft !== null } } });
  const coverOf = (id: number | null) => {
    const upload = id === null ? undefined : state.uploads.find((u) => u.id === id);
    return upload ? refOf(upload) : null;
  };

  return [
    handle('companyInfo.get', info),
    handle('companyInfo.update', ({ body }) => {
      const group = INDUSTRIES.find((g) => g.children.some((c) => c.id === body.industry_id));
      const level2 = group?.children.find((c) => c.id === body.industry_id);
      if (!group || !level2) return contractError('company_info.industry_unknown', undefined, { field: 'industry_id' });
      const { industry_id: _i, ...rest } = body;
      state.company = { ...state.company, ...rest, industry: { level1: { id: group.id, name: group.name }, level2 }, updated_at: NOW };
      return info();
    }),
    handle('companyInfo.setImage', ({ params, body }) => {
      if (params.slot === 'cover' && !state.canSetCover) return contractError('plan.branding_required');
      const upload = body.upload_id === null ? null : state.uploads.find((u) => u.id === body.upload_id);
      if (upload === undefined) return notFound();
      if (upload && upload.purpose !== params.slot) return contractError('upload.purpose_mismatch');
      state.company = { ...state.company, [params.slot]: upload ? refOf(upload) : null };
      return info();
    }),
    handle('uploads.create', ({ query }) => {
      const purpose: UploadPurpose = query.purpose;
      const spec = UPLOAD_SPECS[purpose];
      const width = query.crop_width ?? spec.variants[0]?.width ?? 100;
      const height = query.crop_height ?? spec.variants[0]?.height ?? 100;
      const upload = makeUpload(state.next++, { purpose, name: `${purpose}.jpg`, width, height });
      state.uploads.push(upload);
      return { code: 200, data: { upload } };
    }),
    handle('uploads.get', ({ params }) => {
      const upload = state.uploads.find((u) => u.id === params.id);
      return upload ? { code: 200, data: { upload } } : notFound();
    }),
    handle('companyPosts.list', ({ query }) => {
      const all = board(query.kind);
      const matching = all.filter((p) => query.status === 'all' || p.status === query.status);
      const per = query.per;
      return {
        code: 200,
        data: {
          posts: matching.slice((query.page - 1) * per, query.page * per).map(row),
          counts: {
            all: all.length,
            draft: all.filter((p) => p.status === 'draft').length,
            published: all.filter((p) => p.status === 'published').length,
          },
          page_info: { page: query.page, per, total: matching.length, total_pages: Math.ceil(matching.length / per) },
        },
      };
    }),
    handle('companyPosts.get', ({ params }) => {
      const p = findPost(params.id);
      return p ? detail(p) : notFound();
    }),
    handle('companyPosts.create', ({ body }) => {
      const id = state.next++;
      const content = { title: body.title, summary: body.summary, body_html: sanitise(body.body_html), cover: coverOf(body.cover_upload_id) };
      // A new post goes last on its board, as the server puts it.
      const position = Math.max(0, ...board(body.kind).map((p) => p.position)) + 1;
      const post = makePost(id, { kind: body.kind, ...content, content, position, revision: 1 });
      state.posts.push(post);
      return detail(post);
    }),
    handle('companyPosts.save', ({ params, body }) => {
      const p = findPost(params.id);
      if (!p) return notFound();
      if (body.revision !== p.revision) return contractError('company_post.revision_conflict');
      const content = { title: body.title, summary: body.summary, body_html: sanitise(body.body_html), cover: coverOf(body.cover_upload_id) };
      p.revision += 1;
      p.updated_at = NOW;
      if (p.status === 'published') p.draft = { ...content, saved_at: NOW };
      else Object.assign(p, { title: content.title, summary: content.summary, cover: content.cover, content });
      return detail(p);
    }),
    handle('companyPosts.publish', ({ params }) => {
      const p = findPost(params.id);
      if (!p) return notFound();
      const content = p.draft ? { title: p.draft.title, summary: p.draft.summary, body_html: p.draft.body_html, cover: p.draft.cover } : p.content;
      if (!content.title.trim()) return contractError('company_post.title_required');
      Object.assign(p, {
        status: 'published',
        content,
        title: content.title,
        summary: content.summary,
        cover: content.cover,
        draft: null,
        published_at: NOW,
      });
      p.revision += 1;
      return detail(p);
    }),
    handle('companyPosts.unpublish', ({ params }) => {
      const p = findPost(params.id);
      if (!p) return notFound();
      if (p.status !== 'published') return contractError('company_post.not_published');
      p.status = 'draft';
      p.revision += 1;
      return detail(p);
    }),
    handle('companyPosts.discardDraft', ({ params }) => {
      const p = findPost(params.id);
      if (!p) return notFound();
      p.draft = null;
      p.revision += 1;
      return detail(p);
    }),
    handle('companyPosts.delete', ({ params }) => {
      const p = findPost(params.id);
      if (!p) return notFound();
      state.posts.splice(state.posts.indexOf(p), 1);
      return { code: 200, data: { id: p.id, deleted: true as const } };
    }),
    handle('companyPosts.reorder', ({ body }) => {
      const current = board(body.kind).map((p) => p.id);
      if (current.length !== body.ids.length || current.some((id) => !body.ids.includes(id))) return contractError('company_post.reorder_mismatch');
      body.ids.forEach((id, index) => {
        const p = findPost(id);
        if (p) p.position = index + 1;
      });
      return { code: 200, data: { ids: body.ids } };
    }),
  ];
}

export function serveCompanyPage(seed: CompanyPageSeed = {}) {
  const state = createCompanyPageState(seed);
  server.use(...companyPageHandlers(state));
  return { state, calls };
}
