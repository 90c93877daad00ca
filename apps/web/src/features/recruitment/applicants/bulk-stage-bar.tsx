import '@mantine/core/styles/Menu.css';
import { useState } from 'react';
import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { IconChevronDown, IconX } from '@tabler/icons-react';
import { APPLICANT_BATCH_MAX, APPLICANT_STAGES, type ApplicantStage } from '@partners/contract';
import { FormModal } from '../../../components/form-modal';
import { useT } from '../../../i18n';
import { useSetStage } from '../api/applicants';
import classes from './applicants.module.css';
import { notifySuccess } from '../../../lib/notify';

export type BulkStageBarProps = {
  selectedIds: number[];
  onClear: () => void;
};

/** With rows selected: 단계 이동 → a stage → confirm → one PATCH for all of them. */
export function BulkStageBar({ selectedIds, onClear }: BulkStageBarProps) {
  const t = useT();
  const setStage = useSetStage();
  const [target, setTarget] = useState<ApplicantStage | null>(null);
  const count = selectedIds.length;
  const tooMany = count > APPLICANT_BATCH_MAX;

  const confirm = () => {
    if (target === null) return;
    const stage = t(`applicants.stages.${target}`);
    setStage.mutate(
      { ids: selectedIds, stage: target },
      {
        onSuccess: (response) => {
          notifySuccess(t('applicants.bulk.done', { count: response.data.updated.length, stage }));
          setTarget(null);
          onClear();
        },
      },
    );
  };

  return (
    <>
      <Paper withBorder radius="md" px="md" py="xs" bg="brand.0" className={classes.bulkBar} role="region" aria-label={t('applicants.bulk.move')}>
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Text fz="sm" fw={700} c="brand.9" aria-live="polite">
              {t('applicants.bulk.selected', { count })}
            </Text>
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <Button size="xs" disabled={tooMany} rightSection={<IconChevronDown size={14} aria-hidden="true" />}>
                  {t('applicants.bulk.move')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {APPLICANT_STAGES.map((stage) => (
                  <Menu.Item key={stage} onClick={() => setTarget(stage)}>
                    {t(`applicants.stages.${stage}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            {tooMany ? (
              <Text fz="xs" c="red.7">
                {t('applicants.bulk.too_many', { max: APPLICANT_BATCH_MAX })}
              </Text>
            ) : null}
          </Group>
          <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} aria-hidden="true" />} onClick={onClear}>
            {t('applicants.bulk.clear')}
          </Button>
        </Group>
      </Paper>
      <FormModal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={t('applicants.bulk.confirm_title')}
        onSubmit={confirm}
        submitLabel={t('applicants.bulk.confirm')}
        pending={setStage.isPending}
      >
        <Text fz="sm">{target ? t('applicants.bulk.confirm_body', { count, stage: t(`applicants.stages.${target}`) }) : null}</Text>
      </FormModal>
    </>
  );
}
