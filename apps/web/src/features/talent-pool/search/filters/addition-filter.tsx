import { Checkbox, Group, Stack } from '@mantine/core';
import { JOB_INTENTIONS, PROFILE_LEVELS, type JobIntention, type ProfileLevel } from '@partners/contract';
import { useT } from '../../../../i18n';
import { onlyAllowed, type AdditionValue } from '../filter-values';

export type AdditionFilterProps = { value: AdditionValue; onChange: (next: AdditionValue) => void };

/** 추가 조건: 구직 의사, 인증 배지, 프로필 완성도. */
export function AdditionFilter({ value, onChange }: AdditionFilterProps) {
  const t = useT();
  return (
    <Stack gap="lg">
      <Checkbox.Group
        label={t('talent_search.addition.job_intention')}
        value={value.jobIntentions}
        onChange={(next) => onChange({ ...value, jobIntentions: onlyAllowed<JobIntention>(JOB_INTENTIONS, next) })}
      >
        <Stack gap="xs" mt="xs">
          {JOB_INTENTIONS.map((intention) => (
            <Checkbox key={intention} value={intention} label={t(`talent_search.job_intentions.${intention}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox
        label={t('talent_search.addition.verified_only')}
        checked={value.verificationBadge}
        onChange={(event) => onChange({ ...value, verificationBadge: event.currentTarget.checked })}
      />
      <Checkbox.Group
        label={t('talent_search.addition.profile_level')}
        value={value.profileLevels}
        onChange={(next) => onChange({ ...value, profileLevels: onlyAllowed<ProfileLevel>(PROFILE_LEVELS, next) })}
      >
        <Group mt="xs">
          {PROFILE_LEVELS.map((level) => (
            <Checkbox key={level} value={level} label={t(`talent_search.profile_levels.${level}`)} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
