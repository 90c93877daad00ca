import { Alert, Chip, Group, Stack, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { VISITOR_FREE_PERIOD_MONTHS, VISITOR_PERIOD_MONTHS, VISITOR_PERIOD_YEARS } from '@partners/contract';
import { useLang, useT } from '../../i18n';
import type { VisitorFilters } from './api';
import { addMonths, dayToMonth, maxMonth, minMonth, monthSpan, monthToDay, selectedPeriod, type Month, type PeriodSelection } from './period';

/** `2026-11` as 2026년 11월 (or 2026-11). */
export function useMonthLabel() {
  const t = useT();
  return (month: Month) => t('data.visitors.month_label', { year: month.slice(0, 4), month: String(Number(month.slice(5, 7))) });
}

const chipValue = (selection: PeriodSelection) => (selection.kind === 'custom' ? 'custom' : `${selection.kind}:${selection.n}`);

/** Spec §9 period chips (3/6/9/12 months; 2/4/6/8 years, branding only) and the custom month pickers. */
export function VisitorPeriodPicker({
  filters,
  selection,
  onChange,
}: {
  filters: VisitorFilters;
  selection: PeriodSelection;
  onChange: (selection: PeriodSelection) => void;
}) {
  const t = useT();
  const lang = useLang();
  const monthLabel = useMonthLabel();
  const start = filters.data_start;
  const latest = filters.latest_month;
  const period = selectedPeriod(selection, filters, start);
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

  const pick = (value: string) => {
    if (value === 'custom') {
      onChange({ kind: 'custom', from: period.from, to: period.to });
      return;
    }
    const [kind, n] = value.split(':');
    onChange({ kind: kind === 'year' ? 'year' : 'month', n: Number(n) });
  };

  return (
    <Stack gap="sm">
      <Chip.Group multiple={false} value={chipValue(selection)} onChange={pick}>
        <Group gap="xs" role="radiogroup" aria-label={t('data.visitors.period_label')}>
          {VISITOR_PERIOD_MONTHS.map((n) => (
            <Chip key={`m${n}`} value={`month:${n}`} variant="outline">
              {t('data.visitors.months_chip', { n })}
            </Chip>
          ))}
          {VISITOR_PERIOD_YEARS.map((n) => (
            <Chip
              key={`y${n}`}
              value={`year:${n}`}
              variant="outline"
              disabled={!yearsAllowed}
              icon={yearsAllowed ? undefined : <IconLock size={12} />}
            >
              {t('data.visitors.years_chip', { n })}
            </Chip>
          ))}
          <Chip value="custom" variant="outline">
            {t('data.visitors.custom')}
          </Chip>
        </Group>
      </Chip.Group>
      {yearsAllowed ? null : (
        <Text fz="xs" c="dark.4">
          <IconLock size={12} aria-hidden /> {t('data.visitors.year_locked')}
        </Text>
      )}
      {selection.kind === 'custom' ? (
        <Group gap="sm" align="flex-end">
          <MonthPickerInput
            label={t('data.visitors.from')}
            locale={lang}
            valueFormat={t('data.visitors.month_format')}
            minDate={monthToDay(start)}
            maxDate={monthToDay(period.to)}
            value={monthToDay(period.from)}
            onChange={(day) => day && onChange(limit(dayToMonth(day), period.to))}
            w={180}
          />
          <MonthPickerInput
            label={t('data.visitors.to')}
            locale={lang}
            valueFormat={t('data.visitors.month_format')}
            minDate={monthToDay(period.from)}
            maxDate={monthToDay(latest)}
            value={monthToDay(period.to)}
            onChange={(day) => day && onChange(limitFromEnd(period.from, dayToMonth(day)))}
            w={180}
          />
        </Group>
      ) : null}
      {period.clamped ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="status" p="xs">
          {t('data.visitors.clamped', { start: monthLabel(start) })}
        </Alert>
      ) : null}
    </Stack>
  );
}
