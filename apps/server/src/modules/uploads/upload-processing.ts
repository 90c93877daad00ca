import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { UPLOAD_SPECS, type UploadContentType, type UploadPurpose, type UploadPurposeSpec } from '@partners/contract';
import { AppError } from '../../platform/errors.js';

/** A rectangle of the source image, in its pixels after EXIF rotation. */
export type CropRect = { x: number; y: number; width: number; height: number };

/** One file to store under the upload's token. */
export type ProcessedFile = { variant: string; file: string; bytes: Buffer; contentType: string };

export type ProcessedUpload = {
  contentType: UploadContentType;
  /** The largest variant's pixels; null for a PDF. */
  width: number | null;
  height: number | null;
  /** Largest first. */
  files: ProcessedFile[];
};

/** How the refusal names each type (`JPG, PNG, WEBP 파일만 …`). */
const TYPE_LABELS: Record<UploadContentType, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'application/pdf': 'PDF',
};

/** What libvips must find in the bytes for each type file-type named, so a file cannot be one thing to one reader and another to the next. */
const SHARP_FORMATS: Partial<Record<UploadContentType, string>> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Decoding stops beyond this many pixels (a 108-megapixel phone photo passes): a small file that claims
 * to be enormous (a decompression bomb) is refused as unreadable instead of filling the memory.
 */
const MAX_INPUT_PIXELS = 120_000_000;

/** Effort 2 encodes a 1920×600 cover about three times faster than the default 4, for files about 7% larger. */
const WEBP = { quality: 82, effort: 2 } as const;

export function allowedTypesLabel(spec: UploadPurposeSpec): string {
  return spec.contentTypes.map((type) => TYPE_LABELS[type]).join(', ');
}

const MAX_NAME_LENGTH = 200;
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The uploader's file name is kept only to be shown; still, one that could climb directories or hide
 * characters is refused rather than stored (storage keys never use it).
 */
export function checkUploadName(name: string): string {
  if (name.length === 0 || name.length > MAX_NAME_LENGTH || name.includes('/') || name.includes('\\') || name.includes('..') || CONTROL.test(name)) {
    throw new AppError('upload.name_invalid');
  }
  return name;
}

export function checkUploadSize(purpose: UploadPurpose, byteSize: number): void {
  const spec = UPLOAD_SPECS[purpose];
  if (byteSize > spec.maxBytes) throw new AppError('upload.too_large', { params: { max_mb: spec.maxBytes / (1024 * 1024) } });
}

/** The type from the bytes (file-type), never from the name or the client's Content-Type; only the purpose's types pass. */
async function detectType(spec: UploadPurposeSpec, bytes: Buffer): Promise<UploadContentType> {
  const detected = await fileTypeFromBuffer(bytes);
  const type = spec.contentTypes.find((allowed) => allowed === detected?.mime);
  if (!type) throw new AppError('upload.type_not_allowed', { params: { allowed: allowedTypesLabel(spec) } });
  return type;
}

/** The kept rectangle: the editor's crop (inside the image), or the largest centred one of the purpose's ratio, or the whole image. */
function cropRect(spec: UploadPurposeSpec, width: number, height: number, crop: CropRect | undefined): CropRect {
  if (crop) {
    if (crop.x + crop.width > width || crop.y + crop.height > height) throw new AppError('upload.crop_outside');
    return crop;
  }
  if (spec.ratio === null) return { x: 0, y: 0, width, height };
  if (width / height > spec.ratio) {
    const kept = Math.max(1, Math.round(height * spec.ratio));
    return { x: Math.floor((width - kept) / 2), y: 0, width: kept, height };
  }
  const kept = Math.max(1, Math.round(width / spec.ratio));
  return { x: 0, y: Math.floor((height - kept) / 2), width, height: kept };
}

async function processImage(spec: UploadPurposeSpec, type: UploadContentType, bytes: Buffer, crop: CropRect | undefined): Promise<ProcessedUpload> {
  const open = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await open().metadata();
  } catch {
    throw new AppError('upload.unreadable');
  }
  if (metadata.format !== SHARP_FORMATS[type] || !metadata.width || !metadata.height) throw new AppError('upload.unreadable');
  // EXIF orientations 5–8 turn the image a quarter: its displayed width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  if (width < spec.minWidth || height < spec.minHeight) {
    throw new AppError('upload.too_small', { params: { width: spec.minWidth, height: spec.minHeight } });
  }
  const rect = cropRect(spec, width, height, crop);
  try {
    const files = await Promise.all(
      spec.variants.map(async (variant) => {
        // Re-encoding from decoded pixels keeps nothing of the upload but its picture: no metadata, no
        // trailing bytes (an image/HTML polyglot's script), no second format hidden in the container.
        const pipeline = open().rotate().extract({ left: rect.x, top: rect.y, width: rect.width, height: rect.height });
        const resized =
          variant.height === null
            ? pipeline.resize({ width: Math.min(variant.width, rect.width), withoutEnlargement: true })
            : pipeline.resize(variant.width, variant.height, { fit: 'cover' });
        const { data, info } = await resized.webp(WEBP).toBuffer({ resolveWithObject: true });
        return {
          variant: variant.name,
          file: `${variant.name}.webp`,
          bytes: data,
          contentType: 'image/webp',
          width: info.width,
          height: info.height,
        };
      }),
    );
    const [largest] = files;
    return {
      contentType: type,
      width: largest?.width ?? null,
      height: largest?.height ?? null,
      files: files.map(({ variant, file, bytes: data, contentType }) => ({ variant, file, bytes: data, contentType })),
    };
  } catch {
    // libvips reads the pixels only now: a truncated or corrupt body fails here.
    throw new AppError('upload.unreadable');
  }
}

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * Checks an upload's bytes against its purpose and makes the files to store: images are rotated by their
 * EXIF orientation, cropped and written as the purpose's WebP variants; a PDF is kept as it came.
 */
export async function processUpload(purpose: UploadPurpose, bytes: Buffer, crop?: CropRect): Promise<ProcessedUpload> {
  const spec = UPLOAD_SPECS[purpose];
  checkUploadSize(purpose, bytes.length);
  const type = await detectType(spec, bytes);
  if (type === 'application/pdf') {
    if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
      throw new AppError('upload.type_not_allowed', { params: { allowed: allowedTypesLabel(spec) } });
    return { contentType: type, width: null, height: null, files: [{ variant: 'original', file: 'original.pdf', bytes, contentType: type }] };
  }
  return processImage(spec, type, bytes, crop);
}
