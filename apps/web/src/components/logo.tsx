import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PAGES } from '@partners/contract';
import { useT } from '../i18n';
import classes from './logo.module.css';

/** The console's wordmark; a link home unless `asLink` is false (pages outside the console). */
export function Logo({ asLink = true }: { asLink?: boolean }) {
  const t = useT();
  const mark = (
    <Group gap={8} wrap="nowrap" className={classes.logo}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-brand-7)" />
        <path d="M10 23V9h7a5 5 0 0 1 0 10h-3v4z" fill="#fff" />
      </svg>
      <Text component="span" fw={800} fz="lg" c="dark.8">
        {t('app.name')}
      </Text>
    </Group>
  );
  if (!asLink) return mark;
  return (
    <Link to={PAGES.reputationManagement.path} aria-label={t('app.home_link')} className={classes.link}>
      {mark}
    </Link>
  );
}
