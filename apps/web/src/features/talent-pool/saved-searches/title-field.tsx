import type { KeyboardEvent } from 'react';
import { Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SAVED_SEARCH_TITLE_MAX, savedSearchTitle } from '@partners/contract';
import { useT, type TFunction } from '../../../i18n';

/** The contract's rule (trimmed, non-empty, at most 40 characters) in the catalogue's words. */
export function savedSearchTitleError(value: string, t: TFunction): string | null {
  if (savedSearchTitle.safeParse(value).success) return null;
  return value.trim() === ''
    ? t('talent_pool.saved_search.title_required')
    : t('talent_pool.saved_search.title_too_long', { max: SAVED_SEARCH_TITLE_MAX });
}

/** The save and rename forms: one title, validated by the shared schema on submit. */
export function useTitleForm(initialTitle: string) {
  const t = useT();
  return useForm({
    mode: 'controlled',
    initialValues: { title: initialTitle },
    validate: { title: (value) => savedSearchTitleError(value, t) },
  });
}

export type TitleForm = ReturnType<typeof useTitleForm>;

export type TitleFieldProps = {
  form: TitleForm;
  label: string;
  /** The label stays for screen readers only (the inline rename). */
  hideLabel?: boolean;
  placeholder?: string;
  onEscape?: () => void;
};

/** The title input with its n/40 counter. */
export function TitleField({ form, label, hideLabel = false, placeholder, onEscape }: TitleFieldProps) {
  const length = form.getValues().title.length;
  const isOver = length > SAVED_SEARCH_TITLE_MAX;
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !onEscape) return;
    // Escape leaves the inline edit, not the whole modal.
    event.stopPropagation();
    onEscape();
  };
  return (
    <TextInput
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      placeholder={placeholder}
      autoComplete="off"
      data-autofocus
      onKeyDown={handleKeyDown}
      rightSectionWidth={64}
      rightSection={
        <Text fz="xs" c={isOver ? 'red.7' : 'dark.3'} aria-live="polite">
          {length}/{SAVED_SEARCH_TITLE_MAX}
        </Text>
      }
      {...form.getInputProps('title')}
    />
  );
}
