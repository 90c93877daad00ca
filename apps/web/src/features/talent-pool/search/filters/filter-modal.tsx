import type { KeyboardEvent, ReactNode } from 'react';
import { Box, Button } from '@mantine/core';
import { Modal } from '../../../../components/modal';
import { FormActions } from '../../../../components/form-actions';
import { useT } from '../../../../i18n';

export type FilterModalProps = {
  title: string;
  opened: boolean;
  children: ReactNode;
  /** Closing without applying (취소, ×, Esc, outside click): the pending value is discarded. */
  onCancel: () => void;
  /** 초기화 inside the modal: only the pending value goes back to its default. */
  onTempClear: () => void;
  /** 적용. */
  onSubmit: () => void;
  size?: string;
};

const NO_IMPLICIT_SUBMIT = new Set(['BUTTON', 'A', 'TEXTAREA']);

/** The shell every filter modal shares: focus trap and Esc from Mantine, Enter applies. */
export function FilterModal({ title, opened, children, onCancel, onTempClear, onSubmit, size = 'md' }: FilterModalProps) {
  const t = useT();

  // Enter applies from any control (checkboxes and sliders do not submit a form by themselves); a
  // control that uses Enter itself (the keyword input) prevents the default first.
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.target instanceof HTMLElement && NO_IMPLICIT_SUBMIT.has(event.target.tagName)) return;
    event.preventDefault();
    onSubmit();
  };

  return (
    <Modal opened={opened} onClose={onCancel} title={title} size={size} centered>
      <form
        onKeyDown={handleKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <Box mt="lg">
          <FormActions
            submitLabel={t('talent_search.apply')}
            onCancel={onCancel}
            start={
              <Button variant="subtle" color="gray" c="dark.6" onClick={onTempClear}>
                {t('talent_search.temp_clear')}
              </Button>
            }
          />
        </Box>
      </form>
    </Modal>
  );
}
