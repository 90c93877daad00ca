import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { REPORT_DETAIL_MAX, PAGES, REVIEW_LIST_PAGES, reportFormQuery, type ReviewableType } from '@partners/contract';
import { CharacterCounter } from '../../../components/character-counter';
import { usePageTitle } from '../../../components/use-page-title';
import { useT } from '../../../i18n';
import { apiErrorMessage } from '../../../lib/api';
import { useUrlState, type UrlStateOf } from '../../../lib/url-state';
import { inPageRefusal, useReportReasons, useReportReview } from '../api/reviews';

/** The report the address names, or null when any of its three parameters is missing or malformed. */
function targetOf(query: UrlStateOf<typeof reportFormQuery>): { kind: ReviewableType; reviewId: number; reasonId: number } | null {
  const { reportable_type: kind, reportable_id: reviewId, report_reason_id: reasonId } = query;
  return kind && reviewId !== undefined && reasonId !== undefined ? { kind, reviewId, reasonId } : null;
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        {children}
      </Paper>
    </Container>
  );
}

function NotNormalAccess({ detail }: { detail: string }) {
  const t = useT();
  return (
    <Shell>
      <Stack gap="sm" align="center" ta="center">
        <Title order={1} fz={22}>
          {t('errors.not_normal_access')}
        </Title>
        <Text c="dark.4">{detail}</Text>
        <Anchor component={Link} to={PAGES.companyReviews.path}>
          {t('reviews.report_page.to_reviews')}
        </Anchor>
      </Stack>
    </Shell>
  );
}

/**
 * /reports/new (spec §7, opened in a new tab by a `form_required` reason): the reason's name and the
 * additional information (required, with the character counter), sent with `reports.create`; then the
 * §8 completion message.
 */
export function ReportNewPage() {
  const t = useT();
  usePageTitle('report_new');
  const target = targetOf(useUrlState(reportFormQuery).state);
  const reasons = useReportReasons(target !== null);
  const report = useReportReview();
  const [detail, setDetail] = useState('');
  const [touched, setTouched] = useState(false);

  if (!target) return <NotNormalAccess detail={t('reviews.report_page.invalid_detail')} />;
  if (reasons.isError) return <NotNormalAccess detail={t('reviews.report.reasons_failed')} />;
  if (!reasons.data)
    return (
      <Shell>
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('reviews.report_page.loading')}>
          <Skeleton h={24} w="40%" />
          <Skeleton h={14} w="70%" />
          <Skeleton h={120} />
        </Stack>
      </Shell>
    );
  const reason = reasons.data.find((r) => r.id === target.reasonId);
  if (!reason) return <NotNormalAccess detail={t('reviews.report_page.invalid_detail')} />;
  if (!reason.form_required) return <NotNormalAccess detail={t('reviews.report_page.no_form_detail')} />;

  if (report.isSuccess) {
    return (
      <Shell>
        <Stack gap="md" align="center" ta="center">
          <IconCircleCheck size={44} color="var(--mantine-color-teal-6)" aria-hidden="true" />
          <Title order={1} fz={22}>
            {t('reviews.report.complete_title')}
          </Title>
          <Text role="status">{t('reviews.report.complete')}</Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => window.close()}>
              {t('reviews.report_page.close_window')}
            </Button>
            <Button component={Link} to={REVIEW_LIST_PAGES[target.kind].path}>
              {t('reviews.report_page.to_reviews')}
            </Button>
          </Group>
        </Stack>
      </Shell>
    );
  }

  const trimmed = detail.trim().length;
  const rule = trimmed === 0 ? 'required' : trimmed > REPORT_DETAIL_MAX ? 'too_long' : null;
  const shownRule = touched || rule === 'too_long' ? rule : null;
  const refusal = report.isPending ? null : inPageRefusal(report.error);

  const submit = () => {
    setTouched(true);
    if (rule) return;
    report.mutate({ review: { kind: target.kind, id: target.reviewId }, reasonId: reason.id, detail: detail.trim() });
  };

  return (
    <Shell>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <div>
            <Title order={1} fz={22}>
              {t('reviews.report_page.title')}
            </Title>
            <Text fz="sm" c="dark.4" mt={4}>
              {t('reviews.report_page.intro')}
            </Text>
          </div>
          <Stack gap={2}>
            <Text fz="xs" fw={700} c="dark.4">
              {t('reviews.report_page.target')}
            </Text>
            <Text fz="sm">{t('reviews.report_page.target_value', { type: t(`reviews.reportable.${target.kind}`), id: target.reviewId })}</Text>
          </Stack>
          <Stack gap={2}>
            <Text fz="xs" fw={700} c="dark.4">
              {t('reviews.report_page.reason')}
            </Text>
            <Text fz="sm" fw={600}>
              {reason.name}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Textarea
              label={t('reviews.report_page.detail')}
              placeholder={t('reviews.report_page.detail_placeholder')}
              required
              rows={8}
              value={detail}
              onChange={(event) => setDetail(event.currentTarget.value)}
              error={
                shownRule === 'required'
                  ? t('reviews.report_page.detail_required')
                  : shownRule === 'too_long'
                    ? t('reviews.report_page.detail_too_long', { max: REPORT_DETAIL_MAX })
                    : null
              }
            />
            <Group justify="flex-end">
              <CharacterCounter length={trimmed} max={REPORT_DETAIL_MAX} />
            </Group>
          </Stack>
          {refusal ? (
            <Alert
              color={refusal.code === 'review.already_reported' ? 'yellow' : 'red'}
              variant="light"
              role="alert"
              icon={<IconInfoCircle size={18} aria-hidden="true" />}
            >
              {apiErrorMessage(refusal)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" color="red" loading={report.isPending} disabled={refusal?.code === 'review.already_reported'}>
              {t('reviews.report_page.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Shell>
  );
}
