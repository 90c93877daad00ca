/** The company page area's addresses (spec §2 business_managements, file_preview). */
import type { PostKind } from '@partners/contract';

export const COMPANY_PATHS = {
  info: '/partners/business_managements/info',
  cover: '/partners/business_managements/cover_image',
  editor: '/partners/business_managements/newsroom_editor',
  filePreview: '/partners/file_preview',
} as const;

/** Each board's list page. */
export const BOARD_PATHS: Record<PostKind, string> = {
  news: '/partners/business_managements/news',
  story: '/partners/business_managements/story',
  press_release: '/partners/business_managements/press_releases',
};

export const editPostPath = (id: number) => `${COMPANY_PATHS.editor}?id=${id}`;
export const newPostPath = (kind: PostKind) => `${COMPANY_PATHS.editor}?kind=${kind}`;
export const filePreviewPath = (uploadId: number) => `${COMPANY_PATHS.filePreview}?id=${uploadId}`;
