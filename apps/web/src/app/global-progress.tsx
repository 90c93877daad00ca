import { useSyncExternalStore } from 'react';
import { spinner } from '../lib/api';
import { useT } from '../i18n';
import classes from './global-progress.module.css';

/** A thin top bar while the global request counter is above zero (spec §4 spinner counter). */
export function GlobalProgress() {
  const t = useT();
  const pending = useSyncExternalStore(spinner.subscribe, spinner.count, spinner.count);
  if (pending === 0) return null;
  return (
    <div className={classes.bar} role="progressbar" aria-label={t('app.loading')} aria-busy="true">
      <div className={classes.fill} />
    </div>
  );
}
