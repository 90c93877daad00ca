import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { POSTING_PROCESS_STEP_MAX, POSTING_PROCESS_STEPS_MAX } from '@partners/contract';
import { useT } from '../../../i18n';

type Props = {
  steps: string[];
  onChange: (steps: string[]) => void;
  errorOf: (index: number) => string | undefined;
  error?: string | undefined;
};

/** The hiring process, in order: add, remove and move steps with buttons (keyboard usable, no dragging). */
export function ProcessStepsField({ steps, onChange, errorOf, error }: Props) {
  const t = useT();
  const move = (from: number, to: number) => {
    const next = [...steps];
    const [step] = next.splice(from, 1);
    if (step === undefined) return;
    next.splice(to, 0, step);
    onChange(next);
  };
  return (
    <Input.Wrapper label={t('recruitment.form.process_steps')} required error={error} labelElement="div">
      <Stack gap="xs" mt={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {steps.map((step, index) => (
          <Group key={index} gap="xs" wrap="nowrap" component="li" align="flex-start">
            <Text fz="sm" fw={700} c="brand.8" w={20} ta="right" mt={7} aria-hidden="true">
              {index + 1}
            </Text>
            <TextInput
              style={{ flex: 1 }}
              value={step}
              onChange={(event) => onChange(steps.map((s, i) => (i === index ? event.currentTarget.value : s)))}
              aria-label={t('recruitment.form.process_step', { n: index + 1 })}
              maxLength={POSTING_PROCESS_STEP_MAX}
              error={errorOf(index)}
            />
            <ActionIcon
              variant="default"
              size="lg"
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
              aria-label={t('recruitment.form.step_up', { n: index + 1 })}
            >
              <IconArrowUp size={16} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              disabled={index === steps.length - 1}
              onClick={() => move(index, index + 1)}
              aria-label={t('recruitment.form.step_down', { n: index + 1 })}
            >
              <IconArrowDown size={16} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              color="red"
              onClick={() => onChange(steps.filter((_, i) => i !== index))}
              aria-label={t('recruitment.form.step_remove', { n: index + 1 })}
            >
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      <Button
        mt="xs"
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden="true" />}
        disabled={steps.length >= POSTING_PROCESS_STEPS_MAX}
        onClick={() => onChange([...steps, ''])}
      >
        {t('recruitment.form.step_add', { max: POSTING_PROCESS_STEPS_MAX })}
      </Button>
    </Input.Wrapper>
  );
}
