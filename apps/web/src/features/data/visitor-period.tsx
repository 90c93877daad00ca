import { Suspense } from 'react';
import { Alert, Chip, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { VISITOR_PERIOD_MONTHS, VISITOR_PERIOD_YEARS } from '@partners/contract';
import { lazyPart } from '../../components/lazy-part';
import { useT } from '../../i18n';
import type { VisitorFilters } from './api';
import { selectedPeriod, type Month, type PeriodSelection } from './period';

// The month pickers (Mantine's dates and their styles, 14 KB compressed) load when a custom period is chosen:
// the default periods are chips, and a phone's first load of the visitor statistics should not carry them.
const VisitorMonthRange = lazyPart(() => import('./visitor-month-range').then((m) => m.VisitorMonthRange));
/** The pickers' height (a label over an input), kept by their placeholder while they load (their width: two
 * 180 px pickers and the gap between them). */
const MONTH_RANGE_HEIGHT = 61;

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
  const monthLabel = useMonthLabel();
  const start = filters.data_start;
  const period = selectedPeriod(selection, filters, start);
  const yearsAllowed = filters.checks.year_periods;

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
          <Chip value="custom" variant="outline" onPointerEnter={VisitorMonthRange.preload} onFocus={VisitorMonthRange.preload}>
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
        <Suspense fallback={<Skeleton h={MONTH_RANGE_HEIGHT} w={368} aria-label={t('app.loading')} role="status" />}>
          <VisitorMonthRange filters={filters} from={period.from} to={period.to} onChange={onChange} />
        </Suspense>
      ) : null}
      {period.clamped ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="status" p="xs">
          {t('data.visitors.clamped', { start: monthLabel(start) })}
        </Alert>
      ) : null}
    </Stack>
  );
}
