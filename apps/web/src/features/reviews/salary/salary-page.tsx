import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCoin, IconFilterOff } from '@tabler/icons-react';
import { SALARY_MIN_REPORTS, SALARY_YEARS_SHOWN } from '@partners/contract';
import { koreanMonth } from '@partners/contract/korea-time';
import { usePageTitle } from '../../../components/use-page-title';
import { useT } from '../../../i18n';
import { useSalaries } from '../api/salaries';
import { StatePanel } from '../../../components/state-panel';
import { FailedPanel } from '../../../components/state-panel';
import { PageHeader } from '../../../components/page-header';
import { OfficialSalaries } from './official-salaries';
import { SalaryTable } from './salary-table';
import { useSalaryFilters } from './salary-url';
import { Select } from '../../../components/select';

const ALL = '';

/** The years an official salary can be for: this Korean year and the ones before it that salaries are shown for. */
function publishableYears(reported: number[]): number[] {
  const thisYear = koreanMonth(new Date()).year;
  const recent = Array.from({ length: SALARY_YEARS_SHOWN }, (_, i) => thisYear - i);
  return [...new Set([...recent, ...reported])].sort((a, b) => b - a);
}

function TableSkeleton({ label }: { label: string }) {
  return (
    <Paper withBorder radius="md" p="md" role="status" aria-busy="true" aria-label={label}>
      <Stack gap="md">
        {[0, 1, 2, 3, 4].map((row) => (
          <Group key={row} gap="md" wrap="nowrap">
            <Skeleton h={14} w={140} />
            <Skeleton h={14} w={60} />
            <Skeleton h={14} w={60} />
            <Skeleton h={14} w={100} />
            <Skeleton h={14} w={100} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** /partners/salary_managements: reported salaries per occupation and year, and the official salaries. */
export function SalaryPage() {
  const t = useT();
  usePageTitle('salary_managements');
  const { filters, update } = useSalaryFilters();
  const salaries = useSalaries(filters);
  const data = salaries.data;
  const filtered = filters.occupation_id !== undefined || filters.year !== undefined;

  const occupationOptions = [
    { value: ALL, label: t('reviews.salary.occupation_all') },
    ...(data?.occupations ?? []).map((o) => {
      const parent = o.parent_id === null ? undefined : data?.occupations.find((p) => p.id === o.parent_id);
      return { value: String(o.id), label: parent ? `${parent.name} > ${o.name}` : o.name };
    }),
  ];
  const yearOptions = [
    { value: ALL, label: t('reviews.salary.year_all') },
    ...(data?.years ?? []).map((year) => ({ value: String(year), label: t('reviews.salary.year_value', { year }) })),
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('reviews.pages.salary_title')} description={t('reviews.pages.salary_intro')} />
      <Group gap="sm" align="flex-end">
        <Select
          label={t('reviews.salary.occupation')}
          data={occupationOptions}
          value={filters.occupation_id === undefined ? ALL : String(filters.occupation_id)}
          onChange={(value) => update({ occupation_id: value ? Number(value) : undefined })}
          allowDeselect={false}
          searchable
          w={260}
        />
        <Select
          label={t('reviews.salary.year')}
          data={yearOptions}
          value={filters.year === undefined ? ALL : String(filters.year)}
          onChange={(value) => update({ year: value ? Number(value) : undefined })}
          allowDeselect={false}
          w={160}
        />
      </Group>
      {salaries.isError && !data ? (
        <FailedPanel title={t('reviews.salary.failed')} description={t('reviews.list.failed_hint')} onRetry={() => void salaries.refetch()} />
      ) : !data ? (
        <TableSkeleton label={t('reviews.salary.loading')} />
      ) : (
        <>
          {data.rows.length === 0 ? (
            <StatePanel
              icon={filtered ? <IconFilterOff size={28} aria-hidden="true" /> : <IconCoin size={28} aria-hidden="true" />}
              title={t(filtered ? 'reviews.salary.no_match_title' : 'reviews.salary.empty_title')}
              description={t('reviews.salary.empty_hint')}
            />
          ) : (
            <Stack gap={6}>
              <SalaryTable rows={data.rows} />
              <Text fz="xs" c="dark.4">
                {t('reviews.salary.unit_note')} {t('reviews.salary.insufficient_hint', { min: SALARY_MIN_REPORTS })}
              </Text>
            </Stack>
          )}
          <OfficialSalaries data={data} years={publishableYears(data.years)} />
        </>
      )}
    </Stack>
  );
}
