import { Alert, Box, Button, Group, Progress, Slider, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconAlertCircle, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import Cropper, { type Area, type MediaSize } from 'react-easy-crop';
import { UPLOAD_SPECS, type Upload } from '@partners/contract';
import { useT } from '../../../i18n';
import { apiErrorMessage } from '../../../lib/api';
import { useUploadFile, type CropRect } from '../api';
import { acceptedTypes, refuseFile, uploadLimits } from '../components/upload-rules';

export type ImageUploaderProps = {
  purpose: 'logo' | 'cover';
  /** Called with the stored upload; the caller puts it in its slot (`companyInfo.setImage`). */
  onUploaded: (upload: Upload) => void;
  /** The caller is still placing the last upload. */
  busy?: boolean;
};

/** The crop rectangle in whole source pixels, inside the image. */
function roundCrop(area: Area, natural: MediaSize | null): CropRect {
  const maxWidth = natural?.naturalWidth ?? Number.MAX_SAFE_INTEGER;
  const maxHeight = natural?.naturalHeight ?? Number.MAX_SAFE_INTEGER;
  const x = Math.max(0, Math.round(area.x));
  const y = Math.max(0, Math.round(area.y));
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(area.width), maxWidth - x)),
    height: Math.max(1, Math.min(Math.round(area.height), maxHeight - y)),
  };
}

/**
 * Drop or pick an image (@mantine/dropzone), crop it to the purpose's ratio (react-easy-crop: drag, arrow
 * keys, zoom slider), then upload it with its progress. The crop travels as `crop_*` query parameters and
 * the server cuts the image, so the browser needs no canvas. Wrong type or size is refused before sending;
 * the server's own refusal (upload.* codes) shows its message.
 */
export function ImageUploader({ purpose, onUploaded, busy = false }: ImageUploaderProps) {
  const t = useT();
  const hintId = useId();
  const spec = UPLOAD_SPECS[purpose];
  const uploadFile = useUploadFile();
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [natural, setNatural] = useState<MediaSize | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  const reset = () => {
    setFile(null);
    setSource(null);
    setArea(null);
    setNatural(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setProgress(null);
    uploadFile.reset();
  };

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    reset();
    const refused = refuseFile(picked, purpose, t);
    setRefusal(refused);
    if (refused) return;
    setFile(picked);
    setSource(URL.createObjectURL(picked));
  };

  // The dropzone refused by type or size: say which rule, as the client check words it.
  const reject = (rejections: FileRejection[]) => {
    const first = rejections[0]?.file;
    setRefusal((first && refuseFile(first, purpose, t)) ?? t('companyPage.upload.failed'));
  };

  const onMediaLoaded = (size: MediaSize) => {
    setNatural(size);
    if (size.naturalWidth < spec.minWidth || size.naturalHeight < spec.minHeight)
      setRefusal(t('companyPage.upload.too_small', { width: spec.minWidth, height: spec.minHeight }));
  };

  const submit = () => {
    if (!file) return;
    setProgress(null);
    uploadFile.mutate(
      {
        purpose,
        file,
        crop: area ? roundCrop(area, natural) : null,
        onProgress: ({ loaded, total }) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : null),
      },
      {
        onSuccess: (upload) => {
          reset();
          onUploaded(upload);
        },
      },
    );
  };

  const uploading = uploadFile.isPending;
  const error = refusal ?? (uploadFile.isError ? apiErrorMessage(uploadFile.error) : null);

  return (
    <Stack gap="sm">
      {!file ? (
        <Dropzone
          onDrop={(files) => pick(files[0])}
          onReject={reject}
          accept={acceptedTypes(purpose)}
          maxSize={spec.maxBytes}
          multiple={false}
          disabled={busy}
          aria-label={t('companyPage.upload.drop_aria')}
          aria-describedby={hintId}
        >
          <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={40} aria-hidden="true" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} aria-hidden="true" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={40} aria-hidden="true" color="var(--mantine-color-dark-3)" />
            </Dropzone.Idle>
            <div>
              <Text fw={600}>{t('companyPage.upload.drop_title')}</Text>
              <Text fz="sm" c="dark.4" mt={4} id={hintId}>
                {uploadLimits(purpose, t)}
              </Text>
            </div>
          </Group>
        </Dropzone>
      ) : (
        <Stack gap="sm">
          <div>
            <Text fw={600}>{t('companyPage.upload.crop_title')}</Text>
            <Text fz="sm" c="dark.4" id={hintId}>
              {t('companyPage.upload.crop_hint')}
            </Text>
          </div>
          <Box
            pos="relative"
            h={purpose === 'cover' ? 280 : 320}
            bg="dark.8"
            style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
          >
            {source ? (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={spec.ratio ?? 1}
                cropShape="rect"
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
                onMediaLoaded={onMediaLoaded}
                cropperProps={{ 'aria-label': t('companyPage.upload.crop_area'), 'aria-describedby': hintId }}
              />
            ) : null}
          </Box>
          <Group gap="sm" wrap="nowrap">
            <Text fz="sm" id={`${hintId}-zoom`} style={{ flexShrink: 0 }}>
              {t('companyPage.upload.zoom')}
            </Text>
            <Slider
              style={{ flex: 1 }}
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={setZoom}
              label={(value) => `${Math.round(value * 100)}%`}
              thumbProps={{ 'aria-labelledby': `${hintId}-zoom` }}
              disabled={uploading}
            />
          </Group>
          {uploading ? (
            <Stack gap={4} role="status">
              <Text fz="sm">
                {progress === null ? t('companyPage.upload.uploading_indeterminate') : t('companyPage.upload.uploading', { percent: progress })}
              </Text>
              <Progress value={progress ?? 100} animated={progress === null} striped={progress === null} aria-hidden="true" />
            </Stack>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={reset} disabled={uploading}>
              {t('companyPage.upload.choose_other')}
            </Button>
            <Button
              onClick={submit}
              loading={uploading || busy}
              disabled={refusal !== null}
              leftSection={<IconUpload size={16} aria-hidden="true" />}
            >
              {t('companyPage.upload.submit')}
            </Button>
          </Group>
        </Stack>
      )}
      {error ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
          title={t('companyPage.upload.failed')}
        >
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
