import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuilding } from '@tabler/icons-react';
import { labelName } from '@partners/contract';
import { useT } from '../../i18n';
import { useCompanySuggestions } from './api';

export const COMPANY_SEARCH_DEBOUNCE_MS = 250;

/** The candidate's previous company: a company known to the platform (its id) or a name typed freely. */
export type PreviousCompany = { id: number | null; name: string };

export type PreviousCompanyInputProps = {
  value: PreviousCompany;
  onChange: (value: PreviousCompany) => void;
  error?: React.ReactNode;
  maxLength: number;
};

/** Autocomplete over the platform's companies (name or initial consonants); typing clears a chosen company. */
export function PreviousCompanyInput({ value, onChange, error, maxLength }: PreviousCompanyInputProps) {
  const t = useT();
  const [term] = useDebouncedValue(value.id === null ? value.name : '', COMPANY_SEARCH_DEBOUNCE_MS);
  const search = useCompanySuggestions(term);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const options = search.data ?? [];
  const showDropdown = value.id === null && term.trim() !== '' && !search.isPending && options.length > 0;

  const handleOptionSubmit = (picked: string) => {
    const company = options.find((option) => String(option.id) === picked);
    if (!company) return;
    onChange({ id: company.id, name: labelName(company.label) });
    combobox.closeDropdown();
  };

  const hint =
    value.name.trim() === ''
      ? null
      : value.id !== null
        ? t('salaryAnalysis.form.pre_company_selected')
        : term.trim() !== '' && !search.isPending && options.length === 0
          ? t('salaryAnalysis.form.pre_company_no_results')
          : t('salaryAnalysis.form.pre_company_typed');

  return (
    <Combobox store={combobox} onOptionSubmit={handleOptionSubmit} position="bottom" middlewares={{ flip: false, shift: false }}>
      <Combobox.Target>
        <TextInput
          name="preCompany"
          data-path="preCompany"
          label={t('salaryAnalysis.form.pre_company')}
          placeholder={t('salaryAnalysis.form.pre_company_placeholder')}
          value={value.name}
          onChange={(event) => {
            onChange({ id: null, name: event.currentTarget.value });
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          leftSection={<IconBuilding size={16} aria-hidden="true" />}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          description={
            hint ? (
              <Text span fz="xs">
                {hint}
              </Text>
            ) : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={error}
          maxLength={maxLength + 20}
          autoComplete="off"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!showDropdown}>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
          {options.map((option) => (
            <Combobox.Option value={String(option.id)} key={option.id}>
              {option.label}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
