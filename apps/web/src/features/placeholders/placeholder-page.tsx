import { Button, Container, Text } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@partners/contract';
import { StatusPage } from '../../components/status-page';
import { usePageTitle, type PageKey } from '../../components/use-page-title';
import { useT } from '../../i18n';

export type PlaceholderPageProps = {
  /** The section's page key; its Korean name titles the page. */
  section: PageKey;
};

/** A section whose issue is not done yet says so plainly (no fake data). */
export function PlaceholderPage({ section }: PlaceholderPageProps) {
  const t = useT();
  usePageTitle(section);
  const name = t(`pages.${section}`);
  return (
    <Container size="md">
      <StatusPage icon={<IconHourglassEmpty size={32} />} title={name}>
        <Text fw={700} c="dark.7" role="status">
          {t('placeholder.body')}
        </Text>
        <Text c="dark.4">{t('placeholder.detail', { section: name })}</Text>
        <Button component={Link} to={PATHS.root} variant="light">
          {t('common.go_home')}
        </Button>
      </StatusPage>
    </Container>
  );
}
