/** The two inline steps of a saved-search row: rename (validated like saving) and confirm delete. */
import { Group, Text } from '@mantine/core';
import type { SavedSearch } from '@partners/contract';
import { FormActions, SubmitForm } from '../../../components/form-actions';
import { useT } from '../../../i18n';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../api/saved-search-mutations';
import { TitleField, useTitleForm } from './title-field';

export type RenameSavedSearchProps = { search: SavedSearch; onDone: () => void };

export function RenameSavedSearch({ search, onDone }: RenameSavedSearchProps) {
  const t = useT();
  const form = useTitleForm(search.title);
  const update = useUpdateSavedSearch();

  // On failure the error modal shows and the edit stays open with what was typed.
  const handleSubmit = form.onSubmit(({ title }) => {
    const trimmed = title.trim();
    if (trimmed === search.title) {
      onDone();
      return;
    }
    update.mutate({ id: search.id, changes: { title: trimmed } }, { onSuccess: onDone });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <div style={{ flex: 1 }}>
          <TitleField form={form} label={t('talent_pool.saved_search.rename_label')} hideLabel onEscape={onDone} />
        </div>
        <FormActions submitLabel={t('talent_pool.saved_search.submit')} onCancel={onDone} pending={update.isPending} />
      </Group>
    </form>
  );
}

export type DeleteSavedSearchProps = { search: SavedSearch; onCancel: () => void; onDeleted: () => void };

export function DeleteSavedSearch({ search, onCancel, onDeleted }: DeleteSavedSearchProps) {
  const t = useT();
  const remove = useDeleteSavedSearch();
  return (
    <SubmitForm onSubmit={() => remove.mutate(search.id, { onSuccess: onDeleted })}>
      <FormActions
        size="xs"
        submitLabel={t('talent_pool.saved_search.delete')}
        onCancel={onCancel}
        pending={remove.isPending}
        submitColor="red"
        autoFocus="cancel"
        start={
          <Text fz="sm" fw={600} c="red.8" role="alert">
            {t('talent_pool.saved_search.delete_confirm', { title: search.title })}
          </Text>
        }
      />
    </SubmitForm>
  );
}
