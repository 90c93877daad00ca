import { Container, Grid, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { CONSULTING_APPLY_ON, type ConsultingBody } from '@partners/contract';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { useApplyConsulting } from '../../lib/consulting';
import { ConsultingForm } from '../../components/consulting-form';

type ApplyOn = ConsultingBody['apply_on'];

function readApplyOn(value: string | null): ApplyOn {
  return CONSULTING_APPLY_ON.find((option) => option === value) ?? 'brand_service';
}

/** /partners/renewal_brandservice: an honest intro of the brand service plus the consulting form (spec §3, §5). */
export function BrandServicePage() {
  const t = useT();
  usePageTitle('renewal_brandservice');
  const [params] = useSearchParams();
  const applyOn = readApplyOn(params.get('apply_on'));
  const apply = useApplyConsulting();

  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Text fz="sm" fw={700} c="brand.8">
              {t('consulting.title')}
            </Text>
            <Title order={1} fz={26}>
              {applyOn === 'reputation_management' ? t('consulting.subtitle_reputation') : t('consulting.subtitle_default')}
            </Title>
            <Text c="dark.5">{t('consulting.intro')}</Text>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={22} radius="xl" color="brand.7" aria-hidden="true">
                  <IconCircleCheck size={14} />
                </ThemeIcon>
              }
            >
              <List.Item>{t('consulting.point_reputation')}</List.Item>
              <List.Item>{t('consulting.point_reviews')}</List.Item>
              <List.Item>{t('consulting.point_page')}</List.Item>
            </List>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="consulting-form-title">
            {apply.isSuccess ? (
              <Stack align="center" ta="center" gap="sm" py="xl" role="status">
                <ThemeIcon size={56} radius="xl" variant="light" color="brand" aria-hidden="true">
                  <IconMailCheck size={30} />
                </ThemeIcon>
                <Title order={2} fz="lg" id="consulting-form-title">
                  {t('consulting.done_title')}
                </Title>
                <Text c="dark.5">{t('consulting.done_body')}</Text>
              </Stack>
            ) : (
              <>
                <Title order={2} fz="lg" id="consulting-form-title">
                  {t('consulting.form_title')}
                </Title>
                <Text fz="sm" c="dark.4" mt={4} mb="lg">
                  {t('consulting.form_intro')}
                </Text>
                <ConsultingForm applyOn={applyOn} onSubmit={(body) => apply.mutate(body)} submitting={apply.isPending} error={apply.error} />
              </>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
