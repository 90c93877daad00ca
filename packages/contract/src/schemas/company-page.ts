import { z } from 'zod';
import { COMPANY_SIZES } from '../constants.js';
import {
  ATTACHMENT_CONTENT_TYPES,
  COMPANY_ADDRESS_MAX,
  COMPANY_BENEFIT_TAGS_MAX,
  COMPANY_BENEFIT_TAG_MAX,
  COMPANY_FOUNDED_MIN_YEAR,
  COMPANY_HOMEPAGE_MAX,
  COMPANY_INTRODUCTION_MAX,
  COMPANY_NAME_MAX,
  COMPANY_REPRESENTATIVE_MAX,
  POSTS_PER_KIND_MAX,
  POST_BODY_MAX,
  POST_KINDS,
  POST_PAGE_SIZE,
  POST_PER_MAX,
  POST_STATUSES,
  POST_STATUS_FILTERS,
  POST_SUMMARY_MAX,
  POST_TITLE_MAX,
  UPLOAD_PURPOSES,
} from '../company-page.js';
import { boundedText, ok, pageInfoSchema, pageQuery } from './common.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** Optional text: trimmed; blank means none (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null));

// ---------------------------------------------------------------- uploads

export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES);

/**
 * `POST /api/v5/partners/uploads?purpose=cover&crop_x=…` with one multipart `file` part. The crop is the
 * rectangle of the source image to keep, in its pixels (the editor crops to the purpose's ratio); none
 * keeps the whole image (the server still crops to the ratio, centred).
 */
export const uploadQuery = z
  .object({
    purpose: uploadPurposeSchema,
    crop_x: z.coerce.number().int().min(0).max(100_000).optional(),
    crop_y: z.coerce.number().int().min(0).max(100_000).optional(),
    crop_width: z.coerce.number().int().min(1).max(100_000).optional(),
    crop_height: z.coerce.number().int().min(1).max(100_000).optional(),
  })
  .refine(
    (q) =>
      [q.crop_x, q.crop_y, q.crop_width, q.crop_height].every((v) => v === undefined) ||
      [q.crop_x, q.crop_y, q.crop_width, q.crop_height].every((v) => v !== undefined),
    { message: 'crop', path: ['crop_width'] },
  );
export type UploadQuery = z.infer<typeof uploadQuery>;

export const uploadSchema = z.object({
  id: z.number().int(),
  purpose: uploadPurposeSchema,
  /** Decided from the file's bytes, never from its name. */
  content_type: z.enum(ATTACHMENT_CONTENT_TYPES),
  /** The name it was uploaded with (shown only; storage keys never use it). */
  name: z.string(),
  byte_size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The largest variant's address (public, immutable: `/files/{token}/{variant}`). */
  url: z.string(),
  /** Variant name → address. */
  variants: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;
export const uploadResponse = ok(z.object({ upload: uploadSchema }));

/** `GET /files/:token/:name`: a stored file, public (company-page images), cached for a year. */
export const fileParams = z.object({
  token: z.string().regex(/^[0-9a-f]{32}$/, 'token'),
  name: z.string().regex(/^[a-z]+\.(webp|jpg|png|pdf)$/, 'name'),
});
/** The file's bytes (declared as a string like the CSV downloads; never serialised from a schema). */
export const fileResponse = z.string();

/** An image as a page shows it. */
export const imageRefSchema = z.object({
  upload_id: z.number().int(),
  url: z.string(),
  variants: z.record(z.string(), z.string()),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

// ---------------------------------------------------------------- company info

const namedRef = z.object({ id: z.number().int(), name: z.string() });

export const industryGroupSchema = namedRef.extend({ children: z.array(namedRef) });

export const companyInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: imageRefSchema.nullable(),
  cover: imageRefSchema.nullable(),
  /** Level 2 industry, with its level 1 parent. */
  industry: z.object({ level1: namedRef.nullable(), level2: namedRef }),
  size: z.enum(COMPANY_SIZES),
  founded_year: z.number().int().nullable(),
  representative: z.string().nullable(),
  address: z.string().nullable(),
  homepage: z.string().nullable(),
  introduction: z.string().nullable(),
  benefit_tags: z.array(z.string()),
  /** The public page job seekers see. */
  public_url: z.string(),
  /** The company review rating the public page shows beside the name. */
  review: z.object({ average: z.number().nullable(), count: z.number().int() }),
  updated_at: z.string().nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const companyInfoResponse = ok(
  z.object({
    company: companyInfoSchema,
    /** The industry taxonomy for the form's two levels. */
    industries: z.array(industryGroupSchema),
    /** The cover image is a paid-grade item (spec §3 cover_photo): without a branding plan it cannot be set. */
    can_set_cover: z.boolean(),
  }),
);

const thisYear = () => new Date().getUTCFullYear();
const homepage = z
  .string()
  .trim()
  .max(COMPANY_HOMEPAGE_MAX, { abort: true })
  // Linear: the host's first run takes no dot, so a run of dots is not split every way (decision 0026).
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s.]*\.[^\s]+$/i.test(v), 'url')
  .nullable()
  .default(null)
  .transform((v) => (v ? v : null));

export const companyInfoBody = z.object({
  name: boundedText(COMPANY_NAME_MAX),
  /** A level 2 industry. */
  industry_id: id,
  size: z.enum(COMPANY_SIZES),
  founded_year: z
    .number()
    .int()
    .min(COMPANY_FOUNDED_MIN_YEAR)
    .refine((y) => y <= thisYear(), 'future')
    .nullable()
    .default(null),
  representative: optionalText(COMPANY_REPRESENTATIVE_MAX),
  address: optionalText(COMPANY_ADDRESS_MAX),
  homepage,
  introduction: optionalText(COMPANY_INTRODUCTION_MAX),
  benefit_tags: z
    .array(boundedText(COMPANY_BENEFIT_TAG_MAX))
    .max(COMPANY_BENEFIT_TAGS_MAX)
    .default([])
    .transform((tags) => [...new Set(tags)]),
});
export type CompanyInfoBody = z.input<typeof companyInfoBody>;

export const companyImageSlots = ['logo', 'cover'] as const;
export type CompanyImageSlot = (typeof companyImageSlots)[number];
export const companyImageParams = z.object({ slot: z.enum(companyImageSlots) });
/** An upload of the slot's purpose, or null to remove the image. */
export const companyImageBody = z.object({ upload_id: id.nullable() });

// ---------------------------------------------------------------- newsroom posts (news, story, press releases)

export const postKindSchema = z.enum(POST_KINDS);
export const postStatusSchema = z.enum(POST_STATUSES);

export const postListQuery = z.object({
  kind: postKindSchema,
  status: z.enum(POST_STATUS_FILTERS).default('all'),
  page: pageQuery,
  per: z.coerce.number().int().min(1).max(POST_PER_MAX).default(POST_PAGE_SIZE),
});
export type PostListQuery = z.infer<typeof postListQuery>;
/** The newsroom editor's address: `id` edits a post, else `kind` writes a new one (spec §2 newsroom_editor). */
export const newsroomEditorQuery = z.object({ id: id.optional(), kind: postKindSchema.optional() });

export const postRowSchema = z.object({
  id: z.number().int(),
  kind: postKindSchema,
  status: postStatusSchema,
  title: z.string(),
  summary: z.string().nullable(),
  cover: imageRefSchema.nullable(),
  /** The board's order: 1 is shown first on the company page. */
  position: z.number().int(),
  /** Unpublished changes wait in the post's draft. */
  has_draft: z.boolean(),
  author_name: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PostRow = z.infer<typeof postRowSchema>;
export const postListResponse = ok(
  z.object({
    posts: z.array(postRowSchema),
    counts: z.object({ all: z.number().int(), draft: z.number().int(), published: z.number().int() }),
    page_info: pageInfoSchema,
  }),
);

const postContent = {
  title: z.string().trim().max(POST_TITLE_MAX),
  summary: optionalText(POST_SUMMARY_MAX),
  /** Rich text; the server sanitises it and answers what it kept. */
  body_html: z.string().max(POST_BODY_MAX),
  cover_upload_id: id.nullable().default(null),
};

export const postContentSchema = z.object({
  title: z.string(),
  summary: z.string().nullable(),
  body_html: z.string(),
  cover: imageRefSchema.nullable(),
});
export const postDetailSchema = postRowSchema.extend({
  /** What the company page shows (for a draft post, what publishing will show). */
  content: postContentSchema,
  /** Edits of a published post not yet published; null when none. */
  draft: postContentSchema.extend({ saved_at: z.string() }).nullable(),
  /** Rises with every save: a save names the revision it edited, and a stale one is refused. */
  revision: z.number().int(),
});
export type PostDetail = z.infer<typeof postDetailSchema>;
export const postDetailResponse = ok(z.object({ post: postDetailSchema }));

/** A new post starts as a draft. */
export const postCreateBody = z.object({ kind: postKindSchema, ...postContent, title: boundedText(POST_TITLE_MAX) });
export type PostCreateBody = z.input<typeof postCreateBody>;

/**
 * The editor's save (autosave too): a draft post's content changes in place; a published post's goes to
 * its draft until published. The title may be blank while drafting; publishing needs one.
 */
export const postSaveBody = z.object({ ...postContent, revision: z.number().int().min(0) });
export type PostSaveBody = z.input<typeof postSaveBody>;

export const postReorderBody = z.object({ kind: postKindSchema, ids: z.array(id).min(1).max(POSTS_PER_KIND_MAX) });
export const postReorderResponse = ok(z.object({ ids: z.array(z.number().int()) }));
export const postDeletedResponse = ok(z.object({ id: z.number().int(), deleted: z.literal(true) }));
