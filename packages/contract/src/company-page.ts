/**
 * Company page management: company info, logo and cover image, the newsroom (news, story, press
 * releases) and uploads. Constants shared by server and web (spec §2 business_managements, §3 usage
 * items profile and cover_photo; decision 0018).
 */

/** Company info limits (characters, after trimming). */
export const COMPANY_NAME_MAX = 50;
export const COMPANY_REPRESENTATIVE_MAX = 30;
export const COMPANY_ADDRESS_MAX = 200;
export const COMPANY_HOMEPAGE_MAX = 200;
export const COMPANY_INTRODUCTION_MAX = 2_000;
export const COMPANY_BENEFIT_TAGS_MAX = 20;
export const COMPANY_BENEFIT_TAG_MAX = 20;
export const COMPANY_FOUNDED_MIN_YEAR = 1900;

/**
 * What an upload is for. Each purpose has its display sizes (the server writes one variant per size)
 * and, for the logo and the cover, the ratio the editor crops to.
 */
export const UPLOAD_PURPOSES = ['logo', 'cover', 'post_image', 'attachment'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];
/** Attachments (press-release documents) may also be PDF; the file preview page shows both. */
export const ATTACHMENT_CONTENT_TYPES = [...IMAGE_CONTENT_TYPES, 'application/pdf'] as const;
export type UploadContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

export type UploadVariantSpec = { name: string; width: number; height: number | null };
export type UploadPurposeSpec = {
  /** Bytes. */
  maxBytes: number;
  contentTypes: readonly UploadContentType[];
  /** width / height the image is cropped to; null keeps the image's own. */
  ratio: number | null;
  /** The smallest image accepted (before cropping), so the largest variant is not upscaled much. */
  minWidth: number;
  minHeight: number;
  /** Variants written, largest first; `height` null keeps the ratio. Images are re-encoded to WebP. */
  variants: readonly UploadVariantSpec[];
};

const MB = 1024 * 1024;
export const UPLOAD_SPECS: Record<UploadPurpose, UploadPurposeSpec> = {
  logo: {
    maxBytes: 5 * MB,
    contentTypes: IMAGE_CONTENT_TYPES,
    ratio: 1,
    minWidth: 120,
    minHeight: 120,
    variants: [
      { name: 'large', width: 400, height: 400 },
      { name: 'small', width: 120, height: 120 },
    ],
  },
  cover: {
    maxBytes: 10 * MB,
    contentTypes: IMAGE_CONTENT_TYPES,
    ratio: 16 / 5,
    minWidth: 960,
    minHeight: 300,
    variants: [
      { name: 'large', width: 1920, height: 600 },
      { name: 'medium', width: 960, height: 300 },
    ],
  },
  post_image: {
    maxBytes: 10 * MB,
    contentTypes: IMAGE_CONTENT_TYPES,
    ratio: null,
    minWidth: 1,
    minHeight: 1,
    variants: [
      { name: 'large', width: 1600, height: null },
      { name: 'medium', width: 800, height: null },
    ],
  },
  attachment: {
    maxBytes: 20 * MB,
    contentTypes: ATTACHMENT_CONTENT_TYPES,
    ratio: null,
    minWidth: 1,
    minHeight: 1,
    variants: [{ name: 'large', width: 1600, height: null }],
  },
};

/** The newsroom's three boards (spec §2 news, story, press_releases). */
export const POST_KINDS = ['news', 'story', 'press_release'] as const;
export type PostKind = (typeof POST_KINDS)[number];
/** `draft`: never shown on the company page, or taken down; `published`: shown. */
export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_STATUS_FILTERS = ['all', ...POST_STATUSES] as const;
export type PostStatusFilter = (typeof POST_STATUS_FILTERS)[number];

export const POST_TITLE_MAX = 100;
export const POST_SUMMARY_MAX = 300;
/** Sanitised HTML, characters. */
export const POST_BODY_MAX = 100_000;
export const POST_PAGE_SIZE = 10;
export const POST_PER_MAX = 50;
/** Posts a board may hold (reordering sends every id of the board). */
export const POSTS_PER_KIND_MAX = 500;
/** The editor saves a draft this long after the last keystroke. */
export const POST_AUTOSAVE_MS = 2_000;
