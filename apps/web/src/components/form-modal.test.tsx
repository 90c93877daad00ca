import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLang } from '../i18n';
import { renderWithApp } from '../test/render';
import { FormActions, SubmitForm } from './form-actions';
import { FormModal, type FormModalProps } from './form-modal';

function renderModal(props: Partial<FormModalProps> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  renderWithApp(
    <FormModal opened title="검색 조건 저장" submitLabel="저장" onSubmit={onSubmit} onClose={onClose} {...props}>
      <TextInput label="이름" data-autofocus />
    </FormModal>,
  );
  return { onSubmit, onClose, user: userEvent.setup() };
}

describe('form modal and its actions', () => {
  it('Enter in a field submits the form', async () => {
    const { onSubmit, user } = renderModal();
    await user.type(screen.getByRole('textbox', { name: '이름' }), '개발자{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('the submit button submits; 취소 closes without submitting', async () => {
    const { onSubmit, onClose, user } = renderModal();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while a submit is in flight the button shows its loader and neither a click nor Enter submits again', async () => {
    const { onSubmit, user } = renderModal({ pending: true });
    const submit = screen.getByRole('button', { name: '저장' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('data-loading', 'true');
    await user.click(submit);
    await user.type(screen.getByRole('textbox', { name: '이름' }), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '취소' })).toBeEnabled();
  });

  it('with nothing to submit the button is disabled and Enter does nothing', async () => {
    const { onSubmit, user } = renderModal({ submitDisabled: true });
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: '이름' }), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a destructive confirmation focuses the safe button and names it as asked', async () => {
    renderWithApp(
      <FormModal
        opened
        title="공고 삭제"
        submitLabel="삭제"
        submitColor="red"
        cancelLabel="닫기"
        autoFocus="cancel"
        onSubmit={() => {}}
        onClose={() => {}}
      >
        <p>공고를 삭제할까요?</p>
      </FormModal>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: '취소' })).not.toBeInTheDocument();
  });

  it('the cancel label comes from the catalogue in the chosen language', async () => {
    await setLang('en');
    renderWithApp(
      <form>
        <FormActions submitLabel="Save" onCancel={() => {}} />
      </form>,
    );
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('a submit stops at its own form: a form rendered inside another one (through a portal) does not submit the outer one', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    renderWithApp(
      <div onSubmit={outer}>
        <SubmitForm onSubmit={inner}>
          <FormActions submitLabel="저장" onCancel={() => {}} />
        </SubmitForm>
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
