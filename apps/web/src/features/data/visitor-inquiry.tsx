import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { ConsultingForm } from '../../components/consulting-form';
import { useT } from '../../i18n';
import { useApplyConsulting } from '../../lib/consulting';

/** Spec §3, §5, §8: the visitor-data inquiry a company without the paid grade sees in place of the breakdown. */
export function VisitorInquiry() {
  const t = useT();
  const apply = useApplyConsulting();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="visitor-inquiry-title">
      <Stack gap="md" maw={560}>
        <Title order={2} fz="lg" id="visitor-inquiry-title">
          {t('data.visitors.inquiry.title')}
        </Title>
        {apply.isSuccess ? (
          <Stack gap="xs" align="flex-start" role="status">
            <ThemeIcon size={40} radius="xl" color="teal" variant="light" aria-hidden="true">
              <IconMailCheck size={22} />
            </ThemeIcon>
            <Text fw={700}>{t('data.visitors.inquiry.done_title')}</Text>
            <Text c="dark.5">{t('data.visitors.inquiry.done_body')}</Text>
          </Stack>
        ) : (
          <>
            <Text c="dark.5" fz="sm">
              {t('data.visitors.inquiry.intro')}
            </Text>
            <ConsultingForm
              applyOn="visitor_statistics"
              onSubmit={(body) => apply.mutate(body)}
              submitting={apply.isPending}
              submitLabel={t('data.visitors.inquiry.submit')}
              error={apply.error}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
