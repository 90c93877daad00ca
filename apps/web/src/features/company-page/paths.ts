/** The company page area's addresses (spec §2 business_managements, file_preview). */
import { pagePath, type PostKind } from '@partners/contract';

export const editPostPath = (id: number) => pagePath('newsroomEditor', {}, { id });
export const newPostPath = (kind: PostKind) => pagePath('newsroomEditor', {}, { kind });
export const filePreviewPath = (uploadId: number) => pagePath('filePreview', {}, { id: uploadId });
