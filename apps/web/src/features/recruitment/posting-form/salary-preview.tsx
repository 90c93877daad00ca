import { Text } from '@mantine/core';
import { useT } from '../../../i18n';
import { formatManwon } from '../../../lib/format';

/** What a posting shows for its salary range, as the recruiter types it (만원, 억). */
export function SalaryPreview({ min, max }: { min: number | null; max: number | null }) {
  const t = useT();
  if (min === null && max === null) return null;
  const text =
    min !== null && max !== null
      ? t('recruitment.form.salary_range', { min: formatManwon(min), max: formatManwon(max) })
      : min !== null
        ? t('recruitment.form.salary_from', { min: formatManwon(min) })
        : t('recruitment.form.salary_to', { max: formatManwon(max ?? 0) });
  return (
    <Text fz="sm" fw={600} c="brand.8" aria-live="polite">
      {text}
    </Text>
  );
}
