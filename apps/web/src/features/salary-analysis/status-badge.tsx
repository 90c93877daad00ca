import { Badge } from '@mantine/core';
import { SALARY_ANALYSIS_STATUS, type SalaryAnalysisStatus, type SalaryAnalysisStatusName } from '@partners/contract';
import { useT } from '../../i18n';

const NAME_OF = Object.fromEntries(Object.entries(SALARY_ANALYSIS_STATUS).map(([name, code]) => [code, name])) as Record<
  SalaryAnalysisStatus,
  SalaryAnalysisStatusName
>;

export function statusName(status: SalaryAnalysisStatus): SalaryAnalysisStatusName {
  return NAME_OF[status];
}

const COLOR: Record<SalaryAnalysisStatusName, string> = {
  requested: 'blue',
  analysing: 'indigo',
  completed: 'teal',
  reserved: 'orange',
  cancelled: 'gray',
};

/** A request's status (spec §4) in the words of docs/korean-ui.md. */
export function SalaryStatusBadge({ status }: { status: SalaryAnalysisStatus }) {
  const t = useT();
  const name = statusName(status);
  return (
    <Badge variant="light" color={COLOR[name]} tt="none" fw={600}>
      {t(`salaryAnalysis.statuses.${name}`)}
    </Badge>
  );
}
