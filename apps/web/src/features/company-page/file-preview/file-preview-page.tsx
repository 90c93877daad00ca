import '../components/company-page-styles';
import { Alert, Anchor, Button, Container, Group, Image, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { usePageTitle } from '../../../components/use-page-title';
import { useT } from '../../../i18n';
import { idParam } from '@partners/contract';
import { isApiError } from '../../../lib/api';
import { useUrlState } from '../../../lib/url-state';
import { formatDateTime } from '../../../lib/format';
import { useUploadInfo } from '../api';
import { BlocksSkeleton } from '../components/load-states';
import { FailedPanel } from '../../../components/state-panel';
import { formatBytes } from '../components/upload-rules';

function NotFound() {
  const t = useT();
  return (
    <Alert color="gray" variant="light" title={t('companyPage.file.not_found')} role="alert">
      {t('companyPage.file.not_found_detail')}
    </Alert>
  );
}

/** The address names the upload; a missing or malformed id is the not-found state. */
const ID_QUERY = idParam.partial();

/** /partners/file_preview?id= (bare): an uploaded image (its largest variant) or PDF, its facts and a download. */
export function FilePreviewPage() {
  const t = useT();
  usePageTitle('file_preview');
  const id = useUrlState(ID_QUERY).state.id ?? null;
  const file = useUploadInfo(id);

  let body;
  if (id === null) body = <NotFound />;
  else if (file.isError)
    body =
      isApiError(file.error) && file.error.status === 404 ? (
        <NotFound />
      ) : (
        <FailedPanel title={t('companyPage.file.failed')} onRetry={() => void file.refetch()} />
      );
  else if (!file.data) body = <BlocksSkeleton heights={[48, 420]} />;
  else {
    const upload = file.data;
    const isPdf = upload.content_type === 'application/pdf';
    body = (
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" style={{ wordBreak: 'break-all' }}>
            {upload.name}
          </Title>
          <Group gap="xs">
            <Button
              component="a"
              href={upload.url}
              target="_blank"
              rel="noopener"
              variant="default"
              rightSection={<IconExternalLink size={14} aria-hidden="true" />}
            >
              {t('companyPage.file.open_new')}
            </Button>
            <Button component="a" href={upload.url} download={upload.name} leftSection={<IconDownload size={16} aria-hidden="true" />}>
              {t('companyPage.file.download')}
            </Button>
          </Group>
        </Group>
        <Table variant="vertical" withTableBorder layout="fixed" maw={520}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={140}>{t('companyPage.file.type')}</Table.Th>
              <Table.Td>{upload.content_type}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('companyPage.file.size')}</Table.Th>
              <Table.Td>{formatBytes(upload.byte_size, t)}</Table.Td>
            </Table.Tr>
            {upload.width !== null && upload.height !== null ? (
              <Table.Tr>
                <Table.Th>{t('companyPage.file.dimensions')}</Table.Th>
                <Table.Td>
                  {upload.width}×{upload.height}
                </Table.Td>
              </Table.Tr>
            ) : null}
            <Table.Tr>
              <Table.Th>{t('companyPage.file.uploaded')}</Table.Th>
              <Table.Td>{formatDateTime(upload.created_at)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Paper withBorder radius="md" p="md" bg="gray.0">
          {isPdf ? (
            // A frame, not <object>: the console's policy allows no plugins (object-src 'none'), and the
            // browser's own PDF viewer shows a framed PDF; the link is there for a browser without one.
            <Stack gap="xs">
              <iframe src={upload.url} title={upload.name} width="100%" height={720} style={{ border: 0 }} />
              <Text fz="sm">
                {t('companyPage.file.pdf_fallback')}{' '}
                <Anchor href={upload.url} target="_blank" rel="noopener">
                  {t('companyPage.file.open_new')}
                </Anchor>
              </Text>
            </Stack>
          ) : (
            <Image src={upload.variants.large ?? upload.url} alt={upload.name} fit="contain" mah={720} />
          )}
        </Paper>
      </Stack>
    );
  }

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} fz={24}>
          {t('companyPage.file.title')}
        </Title>
        {body}
      </Stack>
    </Container>
  );
}
