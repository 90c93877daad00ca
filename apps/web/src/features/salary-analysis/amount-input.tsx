import { NumberInput, Text, type NumberInputProps } from '@mantine/core';
import { useLang, useT } from '../../i18n';
import { formatManwon } from '../../lib/format';

export type AmountInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'suffix' | 'description'> & {
  value: number | '';
  onChange: (value: number | '') => void;
};

/**
 * An annual salary in 만원 (spec §5) with its live reading in 만/억/조 beside it, read out with the field
 * (its description): 12000 → 1억 2,000만원.
 */
export function AmountInput({ value, onChange, ...props }: AmountInputProps) {
  const t = useT();
  const lang = useLang();
  return (
    <NumberInput
      {...props}
      value={value}
      onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? '' : Number(next))}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      rightSection={
        <Text fz="sm" c="dark.4" pr={8}>
          {t('salaryAnalysis.form.unit')}
        </Text>
      }
      rightSectionWidth={lang === 'ko' ? 48 : 72}
      rightSectionPointerEvents="none"
      hideControls
      inputMode="numeric"
      description={
        <span data-testid={`${props.name ?? 'amount'}-reading`} aria-live="polite">
          {typeof value === 'number' && value > 0 ? formatManwon(value, lang) : '\u00a0'}
        </span>
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
