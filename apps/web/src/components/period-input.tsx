import 'dayjs/locale/ko';
import { DatePickerInput } from '@mantine/dates';
import { useLang } from '../i18n';

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

/** A period filter: a range of days in the console's date format (YYYY.MM.DD), Sunday first in Korean. */
export function PeriodInput({ label, placeholder, labels, from, to, onChange, w = 240 }: PeriodInputProps) {
  const lang = useLang();
  return (
    <DatePickerInput
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
      value={[from ?? null, to ?? null]}
      onChange={([start, end]) => {
        if ((start && end) || (!start && !end)) onChange({ from: start ?? undefined, to: end ?? undefined });
      }}
      w={w}
    />
  );
}
