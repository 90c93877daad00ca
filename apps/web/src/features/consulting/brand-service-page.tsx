import { Anchor, Container, Grid, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { brandServiceQuery } from '@partners/contract';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { useCanOpenPage, useConsoleHome } from '../../lib/page-access';
import { useRedirectBack } from '../../lib/use-redirect-back';
import { useUrlState } from '../../lib/url-state';
import { useApplyConsulting } from '../../lib/consulting';
import { ConsultingForm } from '../../components/consulting-form';

/**
 * /partners/renewal_brandservice: an honest intro of the brand service plus the consulting form (spec §3, §5).
 * A gate (alri) or a link sends the user here with `redirect_url`: 돌아가기 goes back one entry of the redirect
 * stack, past pages the user's gates would refuse (the reputation page without alri), else to their home.
 */
export function BrandServicePage() {
  const t = useT();
  usePageTitle('renewal_brandservice');
  const { state } = useUrlState(brandServiceQuery);
  const applyOn = state.apply_on;
  const back = useRedirectBack({ canOpen: useCanOpenPage(), fallback: useConsoleHome() });
  const apply = useApplyConsulting();

  return (
    <Container size="lg" py="xl">
      <Group mb="lg">
        <Anchor component={Link} to={back.target} onClick={back.consume} fz="sm" c="dark.5">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            {t('common.go_back')}
          </Group>
        </Anchor>
      </Group>
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
