import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { BENEFIT_CODES, EMPLOYMENT_STATUSES, INTERVIEW_RESULTS, RATING_VALUES, REPLY_FILTERS, REVIEW_ORDERS } from '@partners/contract';
import { useLang, useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { PeriodInput } from '../../../components/period-input';
import { isFiltered, type ReviewFilters, type ReviewFiltersChange } from './url-state';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { Select } from '../../../components/select';

export type OccupationOption = { id: number; name: string; count: number };

export type ReviewFiltersBarProps = {
  kind: 'company' | 'interview' | 'welfare';
  filters: ReviewFilters;
  occupations: OccupationOption[] | undefined;
  onChange: (change: ReviewFiltersChange) => void;
  onClear: () => void;
};

const ALL = '';
const SELECT_WIDTH = 170;

/**
 * The list's filters (rating or difficulty, occupation, period, 답변 여부, the kind's own filter) and its
 * order; every change goes to the URL through `onChange`.
 */
export function ReviewFiltersBar({ kind, filters, occupations, onChange, onClear }: ReviewFiltersBarProps) {
  const t = useT();
  const lang = useLang();
  const isInterview = kind === 'interview';

  const ratingOptions = [
    { value: ALL, label: t(isInterview ? 'reviews.filters.difficulty_all' : 'reviews.filters.rating_all') },
    ...[...RATING_VALUES].reverse().map((rating) => ({
      value: String(rating),
      label: isInterview ? t(`reviews.difficulty.${rating}` as 'reviews.difficulty.1') : t('reviews.filters.rating_option', { rating }),
    })),
  ];
  const occupationOptions = [
    { value: ALL, label: t('reviews.filters.occupation_all') },
    ...(occupations ?? []).map((o) => ({
      value: String(o.id),
      label: t('reviews.filters.occupation_option', { name: o.name, count: formatNumber(o.count) }),
    })),
  ];
  // A chosen occupation the summary does not list (no reviews in the period) still shows, by id.
  if (filters.occupation_id !== undefined && !occupationOptions.some((o) => o.value === String(filters.occupation_id)))
    occupationOptions.push({ value: String(filters.occupation_id), label: `#${filters.occupation_id}` });

  return (
    <Stack gap="sm" role="group" aria-label={t('reviews.filters.label')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t(isInterview ? 'reviews.filters.difficulty' : 'reviews.filters.rating')}
          data={ratingOptions}
          value={filters.rating === undefined ? ALL : String(filters.rating)}
          onChange={(value) => onChange({ rating: value ? Number(value) : undefined })}
          allowDeselect={false}
          w={SELECT_WIDTH}
        />
        <Select
          label={t('reviews.filters.occupation')}
          data={occupationOptions}
          value={filters.occupation_id === undefined ? ALL : String(filters.occupation_id)}
          onChange={(value) => onChange({ occupation_id: value ? Number(value) : undefined })}
          allowDeselect={false}
          searchable
          w={220}
        />
        <PeriodInput
          label={t('reviews.filters.period')}
          placeholder={t('reviews.filters.period_placeholder')}
          labels={{
            next: t('reviews.filters.calendar_next'),
            previous: t('reviews.filters.calendar_previous'),
            level: t('reviews.filters.calendar_level'),
            month: lang === 'ko' ? 'YYYY년 M월' : 'MMMM YYYY',
          }}
          from={filters.from}
          to={filters.to}
          onChange={onChange}
        />
        {kind === 'company' ? (
          <Select
            label={t('reviews.filters.employment')}
            data={[
              { value: ALL, label: t('reviews.filters.employment_all') },
              ...EMPLOYMENT_STATUSES.map((status) => ({ value: status, label: t(`reviews.employment.${status}`) })),
            ]}
            value={filters.employment_status ?? ALL}
            onChange={(value) => onChange({ employment_status: value || undefined })}
            allowDeselect={false}
            w={SELECT_WIDTH}
          />
        ) : null}
        {kind === 'interview' ? (
          <Select
            label={t('reviews.filters.result')}
            data={[
              { value: ALL, label: t('reviews.filters.result_all') },
              ...INTERVIEW_RESULTS.map((result) => ({ value: result, label: t(`reviews.result.${result}`) })),
            ]}
            value={filters.result ?? ALL}
            onChange={(value) => onChange({ result: value || undefined })}
            allowDeselect={false}
            w={SELECT_WIDTH}
          />
        ) : null}
        {kind === 'welfare' ? (
          <Select
            label={t('reviews.filters.benefit')}
            data={[
              { value: ALL, label: t('reviews.filters.benefit_all') },
              ...BENEFIT_CODES.map((code) => ({ value: code, label: t(`reviews.benefit.${code}`) })),
            ]}
            value={filters.benefit_code ?? ALL}
            onChange={(value) => onChange({ benefit_code: value || undefined })}
            allowDeselect={false}
            w={SELECT_WIDTH}
          />
        ) : null}
      </Group>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" align="center">
          <Text fz="sm" fw={600} id={`replied-${kind}`}>
            {t('reviews.filters.replied')}
          </Text>
          <SegmentedChoice
            aria-labelledby={`replied-${kind}`}
            data={REPLY_FILTERS.map((value) => ({ value, label: t(`reviews.replied.${value}`) }))}
            value={filters.replied}
            onChange={(value) => onChange({ replied: value })}
          />
          {isFiltered(filters) ? (
            <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={14} aria-hidden="true" />} onClick={onClear}>
              {t('reviews.filters.clear')}
            </Button>
          ) : null}
        </Group>
        <Select
          aria-label={t('reviews.filters.order')}
          data={REVIEW_ORDERS.map((order) => ({
            value: order,
            label: t(isInterview ? `reviews.difficulty_order.${order}` : `reviews.order.${order}`),
          }))}
          value={filters.order}
          onChange={(value) => onChange({ order: value ?? 'newest' })}
          allowDeselect={false}
          w={150}
        />
      </Group>
    </Stack>
  );
}
