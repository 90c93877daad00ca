import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { TalentProfile } from '@partners/contract';
import { useT } from '../../../i18n';
import { useTalentPoolHiring } from '../hiring-slots';
import classes from './profile.module.css';

/** The profile's side card: the proposal entry points (from the hiring feature) and the contact rule. */
export function ProfileActions({ profile }: { profile: TalentProfile }) {
  const t = useT();
  const { ProfileActions: HiringActions } = useTalentPoolHiring();
  const seeker = {
    user_id: profile.enc,
    masked_name: profile.masked_name,
    years_of_experience: profile.years_of_experience,
    occupation_name: profile.occupation2.name,
  };
  return (
    <Paper withBorder radius="md" p="lg" className={classes.sidebar}>
      <Stack gap="sm">
        {HiringActions ? (
          <>
            <HiringActions seeker={seeker} />
            <Divider />
          </>
        ) : null}
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
