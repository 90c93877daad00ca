/** The company page area's addresses (spec §2 business_managements, file_preview). */
import { PAGES, pagePath, type PostKind } from '@partners/contract';

export const editPostPath = (id: number) => pagePath(PAGES.newsroomEditor, {}, { id });
export const newPostPath = (kind: PostKind) => pagePath(PAGES.newsroomEditor, {}, { kind });
export const filePreviewPath = (uploadId: number) => pagePath(PAGES.filePreview, {}, { id: uploadId });
