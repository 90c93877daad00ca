import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PROJECT_NAME_MAX, projectName } from '@partners/contract';
import { useT, type TFunction } from '../../../i18n';
import { CharacterCounter } from '../../../components/character-counter';

/** The contract's rule for a project name (trimmed, non-empty, at most 50) in the catalogue's words. */
export function projectNameError(value: string, t: TFunction): string | null {
  if (projectName.safeParse(value).success) return null;
  return value.trim() === '' ? t('hiring.project_form.name_required') : t('hiring.project_form.name_too_long', { max: PROJECT_NAME_MAX });
}

export function useProjectNameForm(initialName: string) {
  const t = useT();
  return useForm({
    mode: 'controlled',
    initialValues: { name: initialName },
    validate: { name: (value) => projectNameError(value, t) },
  });
}

export type ProjectNameForm = ReturnType<typeof useProjectNameForm>;

export type ProjectNameFieldProps = {
  form: ProjectNameForm;
  autoFocus?: boolean;
  /** Enter creates the project here instead of submitting a surrounding form. */
  onEnter?: () => void;
};

/** 프로젝트 이름 with its n/50 counter. */
export function ProjectNameField({ form, autoFocus = true, onEnter }: ProjectNameFieldProps) {
  const t = useT();
  return (
    <TextInput
      label={t('hiring.project_form.name_label')}
      placeholder={t('hiring.project_form.name_placeholder')}
      autoComplete="off"
      data-autofocus={autoFocus || undefined}
      // Inline (inside another form), the field takes focus when it appears.
      autoFocus={onEnter !== undefined}
      onKeyDown={
        onEnter
          ? (event) => {
              if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
              event.preventDefault();
              onEnter();
            }
          : undefined
      }
      rightSectionWidth={64}
      rightSection={<CharacterCounter length={form.getValues().name.length} max={PROJECT_NAME_MAX} />}
      {...form.getInputProps('name')}
    />
  );
}
