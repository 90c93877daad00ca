import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from '../components/modal';
import { FormModal } from '../components/form-modal';
import { ApiError, errorModalStore, handleApiError, modalFailureStore } from '../lib/api';
import { renderWithApp } from '../test/render';

const conflict = (message: string) => new ApiError({ status: 409, code: 'conflict', message });

afterEach(() => {
  errorModalStore.close();
  modalFailureStore.clear();
});

/** A page with a plain Mantine modal (a notice) and the kit's form modal, each opened by a button. */
function Page() {
  const [notice, setNotice] = useState(false);
  const [form, setForm] = useState(false);
  return (
    <>
      <Button onClick={() => setNotice(true)}>안내 열기</Button>
      <Button onClick={() => setForm(true)}>폼 열기</Button>
      <Modal opened={notice} onClose={() => setNotice(false)} title="안내">
        <Text>안내 내용입니다</Text>
      </Modal>
      <FormModal opened={form} onClose={() => setForm(false)} title="프로젝트 만들기" submitLabel="만들기" onSubmit={() => undefined}>
        <Text>이름을 정해 주세요</Text>
      </FormModal>
    </>
  );
}

function fail(error: ApiError, kind: 'query' | 'mutation') {
  act(() => handleApiError(error, { kind }));
}

describe('API errors are not shown if a modal is already open (spec §8)', () => {
  it('without a modal open, a failure opens the error modal with its message', async () => {
    renderWithApp(<Page />);
    fail(conflict('이미 처리된 요청입니다'), 'query');
    expect(await screen.findByRole('dialog', { name: '이미 처리된 요청입니다' })).toBeInTheDocument();
  });

  it('closed, the error modal gives the focus back to where it was', async () => {
    const user = userEvent.setup();
    renderWithApp(<Page />);
    const button = screen.getByRole('button', { name: '폼 열기' });
    act(() => button.focus());
    fail(conflict('이미 처리된 요청입니다'), 'mutation');
    await screen.findByRole('dialog', { name: '이미 처리된 요청입니다' });
    await waitFor(() => expect(button).not.toHaveFocus());
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('while any modal is open, neither a failed read nor a failed action opens the error modal', async () => {
    const user = userEvent.setup();
    renderWithApp(<Page />);
    await user.click(screen.getByRole('button', { name: '안내 열기' }));
    await screen.findByRole('dialog', { name: '안내' });
    fail(conflict('읽기에 실패했습니다'), 'query');
    fail(conflict('저장에 실패했습니다'), 'mutation');
    expect(errorModalStore.title()).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('a form modal shows the failure of its action in place, and the next opening starts without it', async () => {
    const user = userEvent.setup();
    renderWithApp(<Page />);
    await user.click(screen.getByRole('button', { name: '폼 열기' }));
    const dialog = await screen.findByRole('dialog', { name: '프로젝트 만들기' });
    fail(conflict('같은 이름의 프로젝트가 있습니다'), 'mutation');
    expect(await screen.findByRole('alert')).toHaveTextContent('같은 이름의 프로젝트가 있습니다');
    expect(dialog).toContainElement(screen.getByRole('alert'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '폼 열기' }));
    await screen.findByRole('dialog', { name: '프로젝트 만들기' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('once the modal is closed, failures open the error modal again', async () => {
    const user = userEvent.setup();
    renderWithApp(<Page />);
    await user.click(screen.getByRole('button', { name: '안내 열기' }));
    await screen.findByRole('dialog', { name: '안내' });
    fail(conflict('보이지 않는 오류입니다'), 'query');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fail(conflict('다시 보이는 오류입니다'), 'mutation');
    expect(await screen.findByRole('dialog', { name: '다시 보이는 오류입니다' })).toBeInTheDocument();
  });
});
