import { Alert, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { useConsoleSession } from '../../lib/session';
import { UsageCard } from './usage-card';

/** /partners/reputation_management (home): real usage data now; the rest of the dashboard is not built yet. */
export function ReputationManagementPage() {
  const t = useT();
  usePageTitle('reputation_management');
  const { user } = useConsoleSession();

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Text fz="sm" c="dark.5" fw={600}>
            {user.company_name}
          </Text>
          <Title order={1} fz={26} mt={4}>
            {t('home.greeting', { name: user.name })}
          </Title>
          <Group gap="xs" mt="xs">
            <Text fz="sm" c="dark.5">
              {t('home.plan')}
            </Text>
            <Badge variant="light" color="brand" c="brand.9">
              {t(`plan_labels.${user.plan_label}`)}
            </Badge>
          </Group>
        </div>
        <UsageCard />
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} c="dark.6">
          {t('home.rest_notice')}
        </Alert>
      </Stack>
    </Container>
  );
}
