import { Badge, Paper, Table, Text } from '@mantine/core';
import type { EndpointResult } from '@partners/contract';
import { useLang, useT } from '../../../i18n';
import { formatManwon, formatNumber } from '../../../lib/format';

type SalaryRow = EndpointResult<'salaries.list'>['data']['rows'][number];

/** A figure in 만원 shown as 만/억 (4,500만원, 1억 2,000만원); null is 표본 부족 (too few reports to show). */
function Amount({ value }: { value: number | null }) {
  const t = useT();
  const lang = useLang();
  if (value === null)
    return (
      <Badge size="sm" radius="sm" variant="light" color="gray">
        {t('reviews.salary.insufficient')}
      </Badge>
    );
  return <>{formatManwon(value, lang)}</>;
}

/** Reported salaries per occupation and year: count, average, p25, median, p75. */
export function SalaryTable({ rows }: { rows: SalaryRow[] }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
      <Table striped highlightOnHover verticalSpacing="sm" miw={720} aria-label={t('reviews.salary.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reviews.salary.occupation')}</Table.Th>
            <Table.Th>{t('reviews.salary.year')}</Table.Th>
            <Table.Th ta="right">{t('reviews.salary.report_count')}</Table.Th>
            <Table.Th ta="right">{t('reviews.salary.average')}</Table.Th>
            <Table.Th ta="right">{t('reviews.salary.p25')}</Table.Th>
            <Table.Th ta="right">{t('reviews.salary.median')}</Table.Th>
            <Table.Th ta="right">{t('reviews.salary.p75')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.occupation.id}-${row.year}`}>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {row.occupation.name}
                </Text>
              </Table.Td>
              <Table.Td>{t('reviews.salary.year_value', { year: row.year })}</Table.Td>
              <Table.Td ta="right">{t('reviews.salary.report_count_value', { count: formatNumber(row.report_count) })}</Table.Td>
              <Table.Td ta="right" fw={700}>
                <Amount value={row.average} />
              </Table.Td>
              <Table.Td ta="right">
                <Amount value={row.p25} />
              </Table.Td>
              <Table.Td ta="right">
                <Amount value={row.median} />
              </Table.Td>
              <Table.Td ta="right">
                <Amount value={row.p75} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
