import { useState } from 'react';
import { Combobox, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { labelName, type CompanyNickname } from '@partners/contract';
import { Modal } from '../../components/modal';
import { FormActions, SubmitForm } from '../../components/form-actions';
import { useT } from '../../i18n';
import { useChangeCompany, useManagedCompanySearch } from './api';

export const SEARCH_DEBOUNCE_MS = 250;

export type CompanySwitchModalProps = {
  opened: boolean;
  onClose: () => void;
  currentCompanyName: string;
  /** Called after a successful switch; reloads the page by default. */
  onSwitched?: () => void;
};

/** Partner admins change the managed company (spec §5, §6): pick from the managed list, then save. */
export function CompanySwitchModal({ opened, onClose, currentCompanyName, onSwitched }: CompanySwitchModalProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('company_switch.title')} centered size="md">
      {opened ? <CompanySwitchForm currentCompanyName={currentCompanyName} onClose={onClose} onSwitched={onSwitched} /> : null}
    </Modal>
  );
}

function CompanySwitchForm({ currentCompanyName, onClose, onSwitched }: Omit<CompanySwitchModalProps, 'opened'>) {
  const t = useT();
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<CompanyNickname | null>(null);
  const [term] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useManagedCompanySearch(selected ? '' : term);
  const change = useChangeCompany(onSwitched);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const options = search.data ?? [];
  const showDropdown = !selected && term.trim() !== '' && !search.isPending;

  const handleTextChange = (value: string) => {
    setText(value);
    // Spec §5: editing the search text clears the selection.
    setSelected(null);
    combobox.openDropdown();
  };

  const handleOptionSubmit = (value: string) => {
    const company = options.find((option) => String(option.id) === value);
    if (!company) return;
    setSelected(company);
    setText(labelName(company.label));
    combobox.closeDropdown();
  };

  const handleSave = () => {
    // Spec §5: save does nothing without a selected company.
    if (!selected) return;
    change.mutate(selected.id);
  };

  return (
    <SubmitForm onSubmit={handleSave}>
      <Stack gap="md">
        <Text fz="sm" c="dark.5">
          {t('company_switch.current', { company: currentCompanyName })}
        </Text>
        <Combobox store={combobox} onOptionSubmit={handleOptionSubmit} position="bottom" middlewares={{ flip: false, shift: false }} zIndex={400}>
          <Combobox.Target>
            <TextInput
              label={t('company_switch.search_label')}
              placeholder={t('company_switch.search_placeholder')}
              value={text}
              onChange={(event) => handleTextChange(event.currentTarget.value)}
              onFocus={() => combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              rightSection={search.isFetching ? <Loader size="xs" /> : null}
              data-autofocus
              autoComplete="off"
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={!showDropdown}>
            <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
              {options.length === 0 ? (
                <Combobox.Empty>{t('company_switch.no_results')}</Combobox.Empty>
              ) : (
                options.map((option) => (
                  <Combobox.Option value={String(option.id)} key={option.id}>
                    {labelName(option.label)}
                  </Combobox.Option>
                ))
              )}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        {selected ? (
          <Text fz="sm" fw={600} c="brand.8" role="status">
            {t('company_switch.selected', { company: labelName(selected.label) })}
          </Text>
        ) : null}
        <FormActions submitLabel={t('company_switch.save')} onCancel={onClose} pending={change.isPending} submitDisabled={!selected} />
      </Stack>
    </SubmitForm>
  );
}
