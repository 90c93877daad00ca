import '../components/recruitment-styles';
import '@mantine/dates/styles.css';
import 'dayjs/locale/ko';
import { Alert, Button, Container, Skeleton, Stack, Text } from '@mantine/core';
import { IconCopy, IconLock } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PAGES, pagePath, type PostingDetail } from '@partners/contract';
import { usePageTitle } from '../../../components/use-page-title';
import { useT } from '../../../i18n';
import { usePosting, usePostingAction } from '../api/postings';
import { PostingStatusBadge } from '../components/posting-badges';
import { PostingForm } from './posting-form';
import { PageHeader } from '../../../components/page-header';

function Frame({ title, badge, children }: { title: string; badge?: React.ReactNode; children: React.ReactNode }) {
  const t = useT();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeader
          eyebrow={
            <Link to={PAGES.postings.path} style={{ color: 'inherit' }}>
              {t('recruitment.list.title')}
            </Link>
          }
          title={title}
          badge={badge}
        />
        {children}
      </Stack>
    </Container>
  );
}

/** /partners/job/postings/new */
export function NewPostingPage() {
  const t = useT();
  usePageTitle('posting_new');
  return (
    <Frame title={t('recruitment.form.new_title')}>
      <PostingForm />
    </Frame>
  );
}

/** A closed posting cannot be edited (decision 0017): it is read only, and copying makes a new draft. */
function ClosedNotice({ posting }: { posting: PostingDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const copy = usePostingAction();
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden="true" />} title={t('recruitment.form.closed_title')}>
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{t('recruitment.form.closed_detail')}</Text>
        <Button
          leftSection={<IconCopy size={16} aria-hidden="true" />}
          loading={copy.isPending}
          onClick={() =>
            copy.mutate(
              { id: posting.id, action: 'copy' },
              { onSuccess: (response) => void navigate(pagePath(PAGES.editPosting, { id: response.data.posting.id })) },
            )
          }
        >
          {t('recruitment.form.copy_to_new')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** /partners/job/postings/:id/edit */
export function EditPostingPage() {
  const t = useT();
  usePageTitle('posting_edit');
  const { id } = useParams();
  const postingId = Number(id);
  const valid = Number.isInteger(postingId) && postingId > 0;
  const posting = usePosting(valid ? postingId : null);

  if (!valid) {
    return (
      <Frame title={t('recruitment.form.edit_title')}>
        <Alert color="red">{t('recruitment.form.not_found')}</Alert>
      </Frame>
    );
  }
  if (posting.isError) {
    return (
      <Frame title={t('recruitment.form.edit_title')}>
        <Alert color="red" title={t('recruitment.form.load_failed')} role="alert">
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void posting.refetch()}>
            {t('recruitment.common.retry')}
          </Button>
        </Alert>
      </Frame>
    );
  }
  if (!posting.data) {
    return (
      <Frame title={t('recruitment.form.edit_title')}>
        <Stack gap="md" aria-busy="true" role="status" aria-label={t('recruitment.common.loading')}>
          <Skeleton h={220} radius="md" />
          <Skeleton h={160} radius="md" />
          <Skeleton h={300} radius="md" />
        </Stack>
      </Frame>
    );
  }
  const data = posting.data;
  const editable = data.allowed_actions.includes('edit');
  return (
    <Frame title={editable ? t('recruitment.form.edit_title') : data.title} badge={<PostingStatusBadge status={data.status} />}>
      {editable ? (
        <>
          {data.status === 'open' ? (
            <Alert color="brand" variant="light">
              {t('recruitment.form.open_notice')}
            </Alert>
          ) : data.status === 'in_review' ? (
            <Alert color="yellow" variant="light">
              {t('recruitment.form.in_review_notice')}
            </Alert>
          ) : null}
          <PostingForm key={data.id} posting={data} />
        </>
      ) : (
        <ClosedNotice posting={data} />
      )}
    </Frame>
  );
}
