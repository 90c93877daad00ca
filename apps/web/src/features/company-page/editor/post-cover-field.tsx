import { Alert, AspectRatio, Button, FileButton, Group, Image, Input, Stack } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImageRef } from '@partners/contract';
import { useT } from '../../../i18n';
import { apiErrorMessage } from '../../../lib/api';
import { useUploadFile } from '../api';
import { acceptedTypes, maxMegabytes, refuseFile } from '../components/upload-rules';

/** The post's cover (purpose post_image, kept whole): pick, replace or remove. */
export function PostCoverField({ cover, onChange }: { cover: ImageRef | null; onChange: (cover: ImageRef | null) => void }) {
  const t = useT();
  const uploadFile = useUploadFile();
  const [refusal, setRefusal] = useState<string | null>(null);
  const pick = (file: File | null) => {
    if (!file) return;
    const refused = refuseFile(file, 'post_image', t);
    setRefusal(refused);
    if (refused) return;
    uploadFile.mutate(
      { purpose: 'post_image', file },
      {
        onSuccess: (upload) =>
          onChange({ upload_id: upload.id, url: upload.url, variants: upload.variants, width: upload.width, height: upload.height }),
      },
    );
  };
  const error = refusal ?? (uploadFile.isError ? apiErrorMessage(uploadFile.error) : null);
  return (
    <Input.Wrapper
      label={t('companyPage.editor.cover')}
      description={t('companyPage.editor.cover_hint', { max_mb: maxMegabytes('post_image') })}
      labelElement="div"
    >
      <Stack gap="xs" mt={6}>
        {cover ? (
          <AspectRatio ratio={16 / 9} maw={320}>
            <Image src={cover.variants.medium ?? cover.url} alt={t('companyPage.editor.cover')} radius="md" fit="cover" />
          </AspectRatio>
        ) : null}
        <Group gap="xs">
          <FileButton onChange={pick} accept={acceptedTypes('post_image').join(',')}>
            {(props) => (
              <Button {...props} size="xs" variant="default" leftSection={<IconPhoto size={14} aria-hidden="true" />} loading={uploadFile.isPending}>
                {t(cover ? 'companyPage.editor.cover_change' : 'companyPage.editor.cover_choose')}
              </Button>
            )}
          </FileButton>
          {cover ? (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden="true" />} onClick={() => onChange(null)}>
              {t('companyPage.editor.cover_remove')}
            </Button>
          ) : null}
        </Group>
        {error ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
