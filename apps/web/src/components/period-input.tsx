import { Suspense, useState } from 'react';
import { Input, InputBase } from '@mantine/core';
import { lazyPart } from './lazy-part';

export type PeriodInputProps = {
  label: string;
  placeholder: string;
  /** The calendar's controls and its month heading (`YYYY년 M월`), from the caller's catalogue. */
  labels: { next: string; previous: string; level: string; month: string };
  /** Korean days `YYYY-MM-DD`, both included; undefined: open. */
  from: string | undefined;
  to: string | undefined;
  /** Called once both ends are chosen, or both cleared. */
  onChange: (period: { from: string | undefined; to: string | undefined }) => void;
  w?: number;
};

// The calendar (Mantine's dates, dayjs's Korean locale and their styles, 14 KB compressed) loads when the filter
// is first used or a period is set: the review list's first load on a phone should not carry it (issue 31).
const PeriodPicker = lazyPart(() => import('./period-picker').then((m) => m.PeriodPicker));

/** `YYYY-MM-DD` as the calendar writes it (YYYY.MM.DD). */
const dotted = (day: string) => day.replaceAll('-', '.');

/**
 * A period filter: a range of days in the console's date format (YYYY.MM.DD), Sunday first in Korean. Until it is
 * used, a button of the calendar input's look stands in for it (and while the calendar downloads); a click on it
 * opens the calendar as soon as it has loaded.
 */
export function PeriodInput({ w = 240, ...props }: PeriodInputProps) {
  const [used, setUsed] = useState(false);
  const { label, placeholder, from, to } = props;
  const period = from !== undefined && to !== undefined ? `${dotted(from)} – ${dotted(to)}` : undefined;
  const standIn = (onClick?: () => void) => (
    <InputBase
      component="button"
      type="button"
      label={label}
      w={w}
      pointer
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={PeriodPicker.preload}
      onFocus={PeriodPicker.preload}
    >
      {period ?? <Input.Placeholder>{placeholder}</Input.Placeholder>}
    </InputBase>
  );
  if (!used && period === undefined) return standIn(() => setUsed(true));
  return (
    <Suspense fallback={standIn()}>
      <PeriodPicker {...props} w={w} openOnMount={used && period === undefined} />
    </Suspense>
  );
}
