import '@mantine/core/styles/PinInput.css';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconClockHour3 } from '@tabler/icons-react';
import { STEP_UP, type StepUpStatus } from '@partners/contract';
import { useT } from '../../i18n';
import { formatCountdown, secondsUntil, useNow } from './use-now';

export type CodeEntryProps = {
  challenge: NonNullable<StepUpStatus['challenge']>;
  triesLeft: number;
  /** The last refusal, worded (a wrong, expired or used code). */
  error: string | null;
  pending: boolean;
  onVerify: (code: string) => void;
};

/**
 * The 6-digit code: one box per digit (paste and the phone's one-time-code autofill fill them all), sent
 * as soon as it is complete; the 3:00 countdown and the tries left beside it. An expired code cannot be
 * entered (it would only cost a try): the page asks for a new one instead. Remount it (key) to clear it.
 */
export function CodeEntry({ challenge, triesLeft, error, pending, onVerify }: CodeEntryProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const now = useNow(true);
  const seconds = secondsUntil(challenge.expires_at, now);
  const expired = seconds === 0;
  const root = useRef<HTMLDivElement>(null);

  // Focus the first box when the entry appears (a new code, or a refused one to type again).
  useEffect(() => {
    root.current?.querySelector('input')?.focus();
  }, []);

  const submit = (value: string) => {
    if (value.length === STEP_UP.codeLength && !pending && !expired) onVerify(value);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
    >
      <Stack gap="sm">
        <Text fz="sm" fw={600}>
          {t('stepUp.code_label')}
        </Text>
        <PinInput
          rootRef={root}
          length={STEP_UP.codeLength}
          type="number"
          inputMode="numeric"
          oneTimeCode
          autoFocus
          size="lg"
          value={code}
          onChange={setCode}
          onComplete={submit}
          disabled={expired}
          error={error !== null}
          ariaLabel={t('stepUp.code_label')}
        />
        <Group gap="md">
          <Group gap={4} c={expired ? 'red.7' : seconds <= 30 ? 'orange.8' : 'dark.5'}>
            <IconClockHour3 size={16} aria-hidden="true" />
            <Text fz="sm" fw={600} c="inherit" aria-live={seconds % 30 === 0 ? 'polite' : 'off'}>
              {t('stepUp.time_left', { time: formatCountdown(seconds) })}
            </Text>
          </Group>
          <Text fz="sm" c={triesLeft <= 2 ? 'red.7' : 'dark.5'}>
            {t('stepUp.tries_left', { count: triesLeft })}
          </Text>
        </Group>
        {expired ? (
          <Alert color="orange" variant="light" role="status" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
            {t('stepUp.expired')}
          </Alert>
        ) : error ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
            {error}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={pending} disabled={expired || code.length !== STEP_UP.codeLength}>
          {t('stepUp.verify')}
        </Button>
      </Stack>
    </form>
  );
}
