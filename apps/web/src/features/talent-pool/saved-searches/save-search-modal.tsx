import { Modal } from '../../../components/modal';
import { FormActions } from '../../../components/form-actions';
import { ModalFailure } from '../../../components/modal-failure';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TalentTab } from '@partners/contract';
import { useLang, useT } from '../../../i18n';
import { useCreateSavedSearch } from '../api/saved-search-mutations';
import { searchConditions } from './search-conditions';
import { TitleField, useTitleForm } from './title-field';

export type SaveSearchModalProps = {
  opened: boolean;
  onClose: () => void;
  tab: TalentTab;
  /** The search page's URL query string, without `?`. */
  query: string;
};

/** 검색 조건 저장: a title for the current conditions, which are shown read-only. */
export function SaveSearchModal({ opened, onClose, tab, query }: SaveSearchModalProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('talent_pool.saved_search.save')} centered size="md">
      {opened ? <SaveSearchForm tab={tab} query={query} onClose={onClose} /> : null}
    </Modal>
  );
}

function SaveSearchForm({ tab, query, onClose }: Omit<SaveSearchModalProps, 'opened'>) {
  const t = useT();
  const lang = useLang();
  const form = useTitleForm('');
  const create = useCreateSavedSearch();
  const conditions = searchConditions(query, t, lang);
  const hasFilters = conditions.length > 1;

  // A failure shows in the modal (the error modal does not open over it) and leaves the typed title.
  const handleSubmit = form.onSubmit(({ title }) => {
    create.mutate({ title: title.trim(), query, tab }, { onSuccess: onClose });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TitleField form={form} label={t('talent_pool.saved_search.title_label')} placeholder={t('talent_pool.saved_search.title_placeholder')} />
        <div>
          <Text fz="sm" fw={600} mb={6}>
            {t('talent_pool.saved_search.conditions')}
          </Text>
          <Group gap={6} aria-label={t('talent_pool.saved_search.conditions')} role="list">
            <Badge role="listitem" variant="filled" color="dark" tt="none" fw={500}>
              {t(`talent_search.tabs.${tab}`)}
            </Badge>
            {conditions.map((condition) => (
              <Badge role="listitem" key={condition} variant="light" color="gray" tt="none" fw={500}>
                {condition}
              </Badge>
            ))}
          </Group>
          {hasFilters ? null : (
            <Text fz="xs" c="dark.3" mt={6}>
              {t('talent_pool.saved_search.no_conditions')}
            </Text>
          )}
        </div>
        <ModalFailure />
        <FormActions submitLabel={t('talent_pool.saved_search.submit')} onCancel={onClose} pending={create.isPending} />
      </Stack>
    </form>
  );
}
