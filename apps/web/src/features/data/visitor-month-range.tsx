import '@mantine/dates/styles.css';
import { Group } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { VISITOR_FREE_PERIOD_MONTHS } from '@partners/contract';
import { useLang, useT } from '../../i18n';
import type { VisitorFilters } from './api';
import { addMonths, dayToMonth, maxMonth, minMonth, monthSpan, monthToDay, type Month, type PeriodSelection } from './period';

/** Spec §9 custom period: the first and the last month, from the data's start to its latest month. */
export function VisitorMonthRange({
  filters,
  from,
  to,
  onChange,
}: {
  filters: VisitorFilters;
  from: Month;
  to: Month;
  onChange: (selection: PeriodSelection) => void;
}) {
  const t = useT();
  const lang = useLang();
  const start = filters.data_start;
  const latest = filters.latest_month;
  const yearsAllowed = filters.checks.year_periods;

  // Without the year periods a custom period is at most 12 months: moving one end pulls the other along.
  const limit = (from: Month, to: Month): PeriodSelection => {
    if (yearsAllowed || monthSpan(from, to) <= VISITOR_FREE_PERIOD_MONTHS) return { kind: 'custom', from, to };
    return { kind: 'custom', from, to: minMonth(addMonths(from, VISITOR_FREE_PERIOD_MONTHS - 1), latest) };
  };
  const limitFromEnd = (from: Month, to: Month): PeriodSelection => {
    if (yearsAllowed || monthSpan(from, to) <= VISITOR_FREE_PERIOD_MONTHS) return { kind: 'custom', from, to };
    return { kind: 'custom', from: maxMonth(addMonths(to, -(VISITOR_FREE_PERIOD_MONTHS - 1)), start), to };
  };

  return (
    <Group gap="sm" align="flex-end">
      <MonthPickerInput
        label={t('data.visitors.from')}
        locale={lang}
        valueFormat={t('data.visitors.month_format')}
        minDate={monthToDay(start)}
        maxDate={monthToDay(to)}
        value={monthToDay(from)}
        onChange={(day) => day && onChange(limit(dayToMonth(day), to))}
        w={180}
      />
      <MonthPickerInput
        label={t('data.visitors.to')}
        locale={lang}
        valueFormat={t('data.visitors.month_format')}
        minDate={monthToDay(from)}
        maxDate={monthToDay(latest)}
        value={monthToDay(to)}
        onChange={(day) => day && onChange(limitFromEnd(from, dayToMonth(day)))}
        w={180}
      />
    </Group>
  );
}
