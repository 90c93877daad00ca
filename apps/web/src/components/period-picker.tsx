import '@mantine/dates/styles.css';
import 'dayjs/locale/ko';
import { useEffect, useRef, useState } from 'react';
import { DatePickerInput } from '@mantine/dates';
import { useLang } from '../i18n';
import type { PeriodInputProps } from './period-input';

/** The period filter's calendar (period-input.tsx loads it); `openOnMount`: its calendar opens as it mounts. */
export function PeriodPicker({
  label,
  placeholder,
  labels,
  from,
  to,
  onChange,
  w,
  openOnMount,
}: PeriodInputProps & { w: number; openOnMount: boolean }) {
  const lang = useLang();
  const button = useRef<HTMLButtonElement>(null);
  // The first day picked, until the second is: the calendar is controlled, and a value without the first day
  // would make it forget that day (the period could never be chosen).
  const [firstDay, setFirstDay] = useState<string | null>(null);
  // Read once, as it mounts: the user's click on the stand-in button that loaded it.
  const opensOnMount = useRef(openOnMount);
  useEffect(() => {
    if (!opensOnMount.current) return;
    button.current?.focus();
    button.current?.click();
  }, []);
  return (
    <DatePickerInput
      ref={button}
      type="range"
      label={label}
      placeholder={placeholder}
      locale={lang}
      valueFormat="YYYY.MM.DD"
      firstDayOfWeek={lang === 'ko' ? 0 : 1}
      monthLabelFormat={labels.month}
      ariaLabels={{ nextMonth: labels.next, previousMonth: labels.previous, monthLevelControl: labels.level }}
      allowSingleDateInRange
      clearable
      value={firstDay === null ? [from ?? null, to ?? null] : [firstDay, null]}
      onChange={([start, end]) => {
        if (start && !end) {
          setFirstDay(start);
          return;
        }
        setFirstDay(null);
        onChange({ from: start ?? undefined, to: end ?? undefined });
      }}
      onDropdownClose={() => setFirstDay(null)}
      w={w}
    />
  );
}
