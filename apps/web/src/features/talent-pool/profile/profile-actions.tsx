import type { ReactNode } from 'react';
import { Badge, Button, Divider, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconFolderPlus, IconHistory, IconLock } from '@tabler/icons-react';
import { useT } from '../../../i18n';
import classes from './profile.module.css';

/**
 * A proposals feature not built yet: visibly disabled, and it says so (tooltip and badge). Kept
 * focusable through `data-disabled` so keyboard users get the tooltip too.
 */
function ComingSoonButton({ icon, label }: { icon: ReactNode; label: string }) {
  const t = useT();
  return (
    <Tooltip label={t('talent_pool.profile.coming_with_proposals')} withArrow position="left">
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        leftSection={icon}
        rightSection={
          <Badge size="xs" color="gray" variant="light" tt="none">
            {t('talent_pool.profile.coming_soon')}
          </Badge>
        }
        data-disabled
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
      >
        {label}
      </Button>
    </Tooltip>
  );
}

/** The profile's side card: the proposal entry points (not available yet) and the contact rule. */
export function ProfileActions() {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="lg" className={classes.sidebar}>
      <Stack gap="sm">
        <ComingSoonButton icon={<IconHistory size={16} aria-hidden="true" />} label={t('talent_pool.profile.proposal_history')} />
        <ComingSoonButton icon={<IconFolderPlus size={16} aria-hidden="true" />} label={t('talent_pool.profile.add_to_project')} />
        <Text fz="xs" c="dark.4" lh={1.6}>
          {t('talent_pool.profile.not_available_yet')}
        </Text>
        <Divider />
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconLock size={16} aria-hidden="true" color="var(--mantine-color-dark-3)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fz="sm" c="dark.5" lh={1.6}>
            {t('talent_pool.profile.contact_hidden')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
