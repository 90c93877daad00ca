import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { IconDeviceMobileMessage, IconMail } from '@tabler/icons-react';
import type { StepUpChannel, StepUpStatus } from '@partners/contract';
import { useT } from '../../i18n';

export type ChannelPickerProps = {
  channels: StepUpStatus['channels'];
  value: StepUpChannel;
  onChange: (channel: StepUpChannel) => void;
  disabled: boolean;
};

const ICONS = { sms: IconDeviceMobileMessage, email: IconMail } as const;

/** Where the code goes: the operator's phone or e-mail, each shown masked; a missing phone says so. */
export function ChannelPicker({ channels, value, onChange, disabled }: ChannelPickerProps) {
  const t = useT();
  return (
    <Radio.Group value={value} onChange={(next) => onChange(next === 'sms' ? 'sms' : 'email')} label={t('stepUp.channel_label')}>
      <Stack gap="xs" mt="xs">
        {channels.map(({ channel, destination, available }) => {
          const Icon = ICONS[channel];
          return (
            <Radio.Card key={channel} value={channel} disabled={disabled || !available} radius="md" p="sm" data-testid={`channel-${channel}`}>
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Icon size={20} aria-hidden="true" />
                <div>
                  <Text fw={600} fz="sm">
                    {t(`stepUp.channels.${channel}`)}
                  </Text>
                  <Text fz="sm" c="dark.4">
                    {available ? destination : t('stepUp.no_phone')}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
