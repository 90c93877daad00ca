import '../components/company-page-styles';
import { Alert, AspectRatio, Button, EmptyState, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconLock, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGES, type ImageRef, type Upload } from '@partners/contract';
import { usePageTitle } from '../../../components/use-page-title';
import { useT } from '../../../i18n';
import { apiErrorMessage } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useCompanyInfo, useSetCompanyImage } from '../api';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { BlocksSkeleton } from '../components/load-states';
import { FailedPanel } from '../../../components/state-panel';
import { PageHeader } from '../../../components/page-header';
import { filePreviewPath } from '../paths';
import { ImageUploader } from './image-uploader';

/** The cover as the company page shows it: 16:5. */
function CurrentCover({ cover }: { cover: ImageRef | null }) {
  const t = useT();
  return (
    <AspectRatio ratio={16 / 5}>
      {cover ? (
        <Image src={cover.variants.large ?? cover.url} alt={t('companyPage.cover.alt')} radius="md" fit="cover" />
      ) : (
        <EmptyState
          bg="gray.0"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          icon={<IconPhotoOff size={28} aria-hidden />}
          withIndicatorBackground
          title={t('companyPage.cover.empty_title')}
          description={t('companyPage.cover.empty_hint')}
        />
      )}
    </AspectRatio>
  );
}

/** Without a branding plan the cover cannot be set (spec §3 cover_photo): why, and where to get one. */
function BrandingGate() {
  const t = useT();
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden="true" />} title={t('companyPage.cover.gate_title')}>
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{t('companyPage.cover.gate_detail')}</Text>
        <Button component={Link} to={PAGES.brandService.path} variant="light">
          {t('companyPage.cover.gate_link')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** /partners/business_managements/cover_image */
export function CoverImagePage() {
  const t = useT();
  usePageTitle('cover_image');
  const info = useCompanyInfo();
  const setImage = useSetCompanyImage();
  const [removing, setRemoving] = useState(false);

  const place = (uploadId: number | null, done: string) =>
    setImage.mutate(
      { slot: 'cover', uploadId },
      {
        onSuccess: () => {
          notifySuccess(done);
          setRemoving(false);
        },
        onError: () => setRemoving(false),
      },
    );

  const data = info.data;
  return (
    <Stack gap="lg">
      <PageHeader title={t('companyPage.cover.title')} description={t('companyPage.cover.intro')} />
      {info.isError && !data ? (
        <FailedPanel title={t('companyPage.common.failed')} onRetry={() => void info.refetch()} />
      ) : !data ? (
        <BlocksSkeleton heights={[240, 160]} />
      ) : (
        <>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} fz="lg">
                  {t('companyPage.cover.current')}
                </Title>
                {data.company.cover ? (
                  <Group gap="xs">
                    <Button
                      component="a"
                      href={filePreviewPath(data.company.cover.upload_id)}
                      target="_blank"
                      rel="noopener"
                      variant="default"
                      size="xs"
                      rightSection={<IconExternalLink size={14} aria-hidden="true" />}
                    >
                      {t('companyPage.cover.view_original')}
                    </Button>
                    {data.can_set_cover ? (
                      <Button
                        variant="light"
                        color="red"
                        size="xs"
                        leftSection={<IconTrash size={14} aria-hidden="true" />}
                        onClick={() => setRemoving(true)}
                      >
                        {t('companyPage.cover.remove')}
                      </Button>
                    ) : null}
                  </Group>
                ) : null}
              </Group>
              <CurrentCover cover={data.company.cover} />
            </Stack>
          </Paper>
          {data.can_set_cover ? (
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md">
                <Title order={2} fz="lg">
                  {t('companyPage.cover.new_title')}
                </Title>
                <ImageUploader
                  purpose="cover"
                  busy={setImage.isPending}
                  onUploaded={(upload: Upload) => place(upload.id, t('companyPage.cover.saved'))}
                />
              </Stack>
            </Paper>
          ) : (
            <BrandingGate />
          )}
          {setImage.isError ? (
            <Alert color="red" variant="light" role="alert">
              {apiErrorMessage(setImage.error)}
            </Alert>
          ) : null}
        </>
      )}
      <ConfirmDeleteModal
        opened={removing}
        title={t('companyPage.cover.remove_title')}
        confirm={t('companyPage.cover.remove_confirm')}
        detail={t('companyPage.cover.remove_detail')}
        submitLabel={t('companyPage.cover.remove')}
        pending={setImage.isPending}
        onConfirm={() => place(null, t('companyPage.cover.removed'))}
        onClose={() => setRemoving(false)}
      />
    </Stack>
  );
}
