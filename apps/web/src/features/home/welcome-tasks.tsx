import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Checkbox, Group, Progress, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronRight } from '@tabler/icons-react';
import { WELCOME_TASKS, type UsageItem } from '@partners/contract';
import { koreanDay } from '@partners/contract/korea-time';
import { Modal } from '../../components/modal';
import { useT } from '../../i18n';
import { whenIdle } from '../../lib/idle';
import { useUsage } from './api';

/**
 * The welcome tasks (spec §4, §9; decision 0025). "오늘 하루 보지 않기" stores the Korean day it was
 * ticked on (`YYYY-MM-DD`) under this key: the modal stays away for the rest of that Korean day and comes
 * back the next day while a task is left. Unticking removes the key. The e2e sign-in helper stores today's
 * date here, so the journeys that land on home are not covered by the modal (e2e/helpers.ts).
 */
export const WELCOME_CLOSED_KEY = 'partners_console_welcome_closed';

function readClosedDay(): string | null {
  try {
    return window.localStorage.getItem(WELCOME_CLOSED_KEY);
  } catch {
    return null;
  }
}

function writeClosedDay(day: string | null): void {
  try {
    if (day === null) window.localStorage.removeItem(WELCOME_CLOSED_KEY);
    else window.localStorage.setItem(WELCOME_CLOSED_KEY, day);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export function isWelcomeClosedToday(now = new Date()): boolean {
  return readClosedDay() === koreanDay(now);
}

type WelcomeKey = 'profile' | 'cover_photo' | 'review_comments' | 'interview_comments' | 'job_postings';
type WelcomeTask = UsageItem & { key_code: WelcomeKey };
const isWelcomeTask = (item: UsageItem): item is WelcomeTask => WELCOME_TASKS.includes(item.key_code);

/** The five tasks in the spec's order, each with the usage item behind it. */
export function welcomeTasks(items: readonly UsageItem[]): WelcomeTask[] {
  return WELCOME_TASKS.flatMap((key) => items.find((item) => item.key_code === key) ?? []).filter(isWelcomeTask);
}

/**
 * Opens on the dashboard while a task is left (unless closed for today); closes itself when all five are done.
 * It opens in the first idle period after the dashboard has rendered (ahead of the slots below the fold): opened in
 * the dashboard's first commit, its scroll lock measured the whole page's layout in the middle of that commit,
 * then changed the body's style, which laid the page out again (a 480 ms task at 4× CPU; decision 0005).
 */
export function WelcomeTasks() {
  const t = useT();
  const usage = useUsage();
  const [dismissed, setDismissed] = useState(false);
  // Closed for today on an earlier visit: it stays away for this one. Ticking the box now keeps it open
  // until 닫기; the choice applies from the next visit on.
  const [closedOnArrival] = useState(() => isWelcomeClosedToday());
  const [pageShown, setPageShown] = useState(false);
  useEffect(() => (closedOnArrival ? undefined : whenIdle(() => setPageShown(true), { first: true })), [closedOnArrival]);
  const [stopToday, setStopToday] = useState(closedOnArrival);
  const tasks = usage.data ? welcomeTasks(usage.data.items) : [];
  const done = tasks.filter((task) => task.in_use).length;
  const allDone = tasks.length > 0 && done === tasks.length;
  const visible = pageShown && usage.isSuccess && tasks.length > 0 && !allDone && !dismissed && !closedOnArrival;

  const onStopToday = (checked: boolean) => {
    setStopToday(checked);
    writeClosedDay(checked ? koreanDay(new Date()) : null);
  };

  return (
    <Modal opened={visible} onClose={() => setDismissed(true)} title={t('dashboard.welcome.title')} centered size="lg" radius="md">
      <Stack gap="md">
        <Text fz="sm" c="dark.5">
          {t('dashboard.welcome.intro')}
        </Text>
        <div>
          <Group justify="space-between" mb={4}>
            <Text fz="sm" fw={700}>
              {t('dashboard.welcome.progress', { done, total: tasks.length })}
            </Text>
          </Group>
          <Progress value={tasks.length === 0 ? 0 : (done / tasks.length) * 100} color="teal.6" aria-hidden />
        </div>
        <Stack gap={6} role="list" aria-label={t('dashboard.welcome.title')}>
          {tasks.map((task) => (
            <div role="listitem" key={task.key_code} data-task={task.key_code} data-done={task.in_use}>
              <UnstyledButton
                component={Link}
                to={task.link}
                onClick={() => setDismissed(true)}
                w="100%"
                p="sm"
                style={{ display: 'block', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    {task.in_use ? (
                      <ThemeIcon radius="xl" size={26} color="teal.6" aria-hidden>
                        <IconCheck size={16} />
                      </ThemeIcon>
                    ) : (
                      <div
                        aria-hidden
                        style={{ width: 26, height: 26, borderRadius: '50%', border: '2px solid var(--mantine-color-gray-4)', flexShrink: 0 }}
                      />
                    )}
                    <Text fz="sm" fw={600} td={task.in_use ? 'line-through' : undefined} c={task.in_use ? 'dark.3' : 'dark.8'}>
                      {t(`dashboard.welcome.tasks.${task.key_code}`)}
                    </Text>
                  </Group>
                  {task.in_use ? (
                    <Badge color="teal" variant="light">
                      {t('dashboard.welcome.done')}
                    </Badge>
                  ) : (
                    <Group gap={2} wrap="nowrap">
                      <Text fz="sm" c="brand.8" fw={600}>
                        {t('dashboard.welcome.todo')}
                      </Text>
                      <IconChevronRight size={16} aria-hidden color="var(--mantine-color-brand-8)" />
                    </Group>
                  )}
                </Group>
              </UnstyledButton>
            </div>
          ))}
        </Stack>
        <Group justify="space-between">
          <Checkbox label={t('dashboard.welcome.stop_showing')} checked={stopToday} onChange={(e) => onStopToday(e.currentTarget.checked)} />
          <Button variant="default" onClick={() => setDismissed(true)}>
            {t('dashboard.welcome.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
