import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { canAcceptRecruitmentTerms } from '@partners/contract';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { browserLocation } from '../../lib/api';
import { useCanOpenPage, useConsoleHome } from '../../lib/page-access';
import { useConsoleSession } from '../../lib/session';
import { useRedirectBack } from '../../lib/use-redirect-back';
import { useAcceptRecruitmentTerms } from './api';
import classes from './terms.module.css';

const ARTICLES = [
  ['terms.article1_title', 'terms.article1_body'],
  ['terms.article2_title', 'terms.article2_body'],
  ['terms.article3_title', 'terms.article3_body'],
  ['terms.article4_title', 'terms.article4_body'],
  ['terms.article5_title', 'terms.article5_body'],
] as const;

/**
 * /partners/agreements/tos_recruitment: a bare page; accepting returns to redirect_url, the page the terms gate
 * stopped (spec §5), taking it off the redirect stack.
 */
export function TosRecruitmentPage() {
  const t = useT();
  usePageTitle('tos_recruitment');
  const { user } = useConsoleSession();
  const canAccept = canAcceptRecruitmentTerms(user.business_role);
  const canOpen = useCanOpenPage();
  const back = useRedirectBack({ canOpen: (path) => canOpen(path, { is_tos_recruitment_agreed: true }), fallback: useConsoleHome() });
  // A full load so that the gates read the user's new terms state.
  const accept = useAcceptRecruitmentTerms({ onSuccess: () => browserLocation.assign(back.consume()) });

  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={24}>
              {t('pages.tos_recruitment')}
            </Title>
            <Text c="dark.5" mt="xs">
              {t('terms.intro')}
            </Text>
          </div>
          <div className={classes.document} tabIndex={0} role="document" aria-label={t('pages.tos_recruitment')}>
            {ARTICLES.map(([title, body]) => (
              <section key={title}>
                <Title order={2} fz="sm" mb={4}>
                  {t(title)}
                </Title>
                <Text fz="sm" c="dark.6" mb="md">
                  {t(body)}
                </Text>
              </section>
            ))}
          </div>
          {accept.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t('terms.accept_failed')}
            </Alert>
          ) : null}
          {canAccept ? (
            <Group justify="flex-end">
              <Button size="md" onClick={() => accept.mutate()} loading={accept.isPending}>
                {t('terms.accept')}
              </Button>
            </Group>
          ) : (
            <Alert color="yellow" variant="light" role="status">
              {t('terms.admin_only')}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
