import { UPLOAD_SPECS, type UploadContentType, type UploadPurpose } from '@partners/contract';
import type { TFunction } from '../../../i18n';

const TYPE_NAMES: Record<UploadContentType, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP', 'application/pdf': 'PDF' };
/** The crop ratios as people write them. */
const RATIO_NAMES: Partial<Record<UploadPurpose, string>> = { logo: '1:1', cover: '16:5' };

export const maxMegabytes = (purpose: UploadPurpose) => Math.round(UPLOAD_SPECS[purpose].maxBytes / (1024 * 1024));
export const typeNames = (purpose: UploadPurpose) => UPLOAD_SPECS[purpose].contentTypes.map((type) => TYPE_NAMES[type]).join(', ');
export const acceptedTypes = (purpose: UploadPurpose) => [...UPLOAD_SPECS[purpose].contentTypes];

/** The limits the dropzone states: types, size, minimum pixels and ratio. */
export function uploadLimits(purpose: UploadPurpose, t: TFunction): string {
  const spec = UPLOAD_SPECS[purpose];
  return t('companyPage.upload.drop_hint', {
    types: typeNames(purpose),
    max_mb: maxMegabytes(purpose),
    width: spec.minWidth,
    height: spec.minHeight,
    ratio: RATIO_NAMES[purpose] ?? '',
  });
}

/** The client's refusal of a file before it is sent (the server decides again from the bytes). */
export function refuseFile(file: File, purpose: UploadPurpose, t: TFunction): string | null {
  const spec = UPLOAD_SPECS[purpose];
  if (!(spec.contentTypes as readonly string[]).includes(file.type)) return t('companyPage.upload.type_not_allowed', { types: typeNames(purpose) });
  if (file.size > spec.maxBytes) return t('companyPage.upload.too_large', { max_mb: maxMegabytes(purpose) });
  return null;
}

/** 1.2MB, 340KB, 12B. */
export function formatBytes(bytes: number, t: TFunction): string {
  if (bytes >= 1024 * 1024) return t('companyPage.file.megabytes', { size: (bytes / (1024 * 1024)).toFixed(1) });
  if (bytes >= 1024) return t('companyPage.file.kilobytes', { size: Math.round(bytes / 1024) });
  return t('companyPage.file.bytes', { size: bytes });
}
