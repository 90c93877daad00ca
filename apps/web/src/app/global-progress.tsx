import { useEffect, useState } from 'react';
import { spinner } from '../lib/api';
import { useT } from '../i18n';
import classes from './global-progress.module.css';

const isBusy = () => spinner.count() > 0;

/**
 * Whether any request is pending, as state the counter's changes set. Not useSyncExternalStore: the layout and
 * this bar render in React Router's transitions (its navigations and the first page's mount), and React throws
 * away a transition's sliced render in which a store read through useSyncExternalStore changed, then renders it
 * all again synchronously, route and page in one task. The counter changes with every call of a first load: on
 * the visitor statistics that made a 105–168 ms task at 4× CPU on most loads (decision 0005). A bar one frame
 * late is of no matter.
 */
function useBusy(): boolean {
  const [busy, setBusy] = useState(isBusy);
  useEffect(() => {
    const update = () => setBusy(isBusy());
    update();
    return spinner.subscribe(update);
  }, []);
  return busy;
}

/** A thin top bar while the global request counter is above zero (spec §4 spinner counter). */
export function GlobalProgress() {
  const t = useT();
  if (!useBusy()) return null;
  return (
    <div className={classes.bar} role="progressbar" aria-label={t('app.loading')} aria-busy="true">
      <div className={classes.fill} />
    </div>
  );
}
