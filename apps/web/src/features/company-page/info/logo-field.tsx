import { Avatar, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImageRef } from '@partners/contract';
import { Modal } from '../../../components/modal';
import { useT } from '../../../i18n';
import { apiErrorMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetCompanyImage } from '../api';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { ImageUploader } from '../images/image-uploader';

/** The logo: uploaded (1:1 crop) and removed at once, apart from the form's save. */
export function LogoField({ logo, name }: { logo: ImageRef | null; name: string }) {
  const t = useT();
  const setImage = useSetCompanyImage();
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState(false);

  const place = (uploadId: number | null) =>
    setImage.mutate(
      { slot: 'logo', uploadId },
      {
        onSuccess: () => {
          notifySuccess(t(uploadId === null ? 'companyPage.info.logo_removed' : 'companyPage.info.logo_saved'));
          setUploading(false);
          setRemoving(false);
        },
        onError: (error) => {
          setRemoving(false);
          notifyError(apiErrorMessage(error));
        },
      },
    );

  return (
    <Input.Wrapper label={t('companyPage.info.logo')} description={t('companyPage.info.logo_hint')} labelElement="div">
      <Group gap="md" mt={6}>
        <Avatar src={logo ? (logo.variants.small ?? logo.url) : null} alt={t('companyPage.info.logo_alt', { name })} size={72} radius="md">
          {name.slice(0, 1)}
        </Avatar>
        <Stack gap={6}>
          <Button size="xs" variant="default" leftSection={<IconUpload size={14} aria-hidden="true" />} onClick={() => setUploading(true)}>
            {t(logo ? 'companyPage.info.logo_change' : 'companyPage.info.logo_upload')}
          </Button>
          {logo ? (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden="true" />} onClick={() => setRemoving(true)}>
              {t('companyPage.info.logo_remove')}
            </Button>
          ) : null}
        </Stack>
      </Group>
      <Modal opened={uploading} onClose={() => setUploading(false)} title={t('companyPage.info.logo_upload')} centered size="lg">
        <ImageUploader purpose="logo" busy={setImage.isPending} onUploaded={(upload) => place(upload.id)} />
        {setImage.isError ? (
          <Text c="red" fz="sm" mt="sm" role="alert">
            {apiErrorMessage(setImage.error)}
          </Text>
        ) : null}
      </Modal>
      <ConfirmDeleteModal
        opened={removing}
        title={t('companyPage.info.logo_remove')}
        confirm={t('companyPage.info.logo_remove_confirm')}
        detail={t('companyPage.info.logo_hint')}
        submitLabel={t('companyPage.cover.remove')}
        pending={setImage.isPending}
        onConfirm={() => place(null)}
        onClose={() => setRemoving(false)}
      />
    </Input.Wrapper>
  );
}
