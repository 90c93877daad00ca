import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PostKind, PostStatus, UploadContentType, UploadPurpose } from '@partners/contract';
import { companyId, createdAt } from './columns.js';
import { users } from './users.js';

/**
 * A stored file (decision 0018): its bytes live in the storage (local disk or S3) under
 * `<token>/<variant file>`; the token is random, so an address cannot be guessed. Images are stored as
 * the variants of their purpose (re-encoded WebP); a PDF as `original.pdf`.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    /** 32 hex characters. */
    token: text('token').notNull(),
    /** Decided from the bytes. */
    contentType: text('content_type').$type<UploadContentType>().notNull(),
    originalName: text('original_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Variant name → file name under the token (`{ "large": "large.webp" }`). */
    variants: jsonb('variants').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_token_idx').on(t.token), index('uploads_company_idx').on(t.companyId, t.id)],
);

/** The draft of a published post: edits kept apart until published. */
export type PostDraft = { title: string; summary: string | null; body_html: string; cover_upload_id: number | null; saved_at: string };

/** The newsroom's posts: company news, story and press releases (spec §2 business_managements). */
export const companyPosts = pgTable(
  'company_posts',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    kind: text('kind').$type<PostKind>().notNull(),
    status: text('status').$type<PostStatus>().notNull().default('draft'),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Sanitised on the server before it is stored. */
    bodyHtml: text('body_html').notNull(),
    coverUploadId: integer('cover_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** The board's order, 1 first. */
    position: integer('position').notNull(),
    draft: jsonb('draft').$type<PostDraft>(),
    revision: integer('revision').notNull().default(0),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_posts_board_idx').on(t.companyId, t.kind, t.position, t.id)],
);
