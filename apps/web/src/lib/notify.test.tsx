import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { notifyError, notifySuccess } from './notify';

function renderScreen() {
  renderWithApp(
    <>
      <Button onClick={() => notifySuccess('저장했습니다')}>저장</Button>
      <Button onClick={() => notifyError('저장하지 못했습니다')}>실패</Button>
    </>,
  );
}

describe('notify', () => {
  it('shows a success through the app’s one host, once, as an alert', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('저장했습니다');
    expect(screen.getAllByText('저장했습니다')).toHaveLength(1);
  });

  it('shows a failure in red and keeps an earlier toast beside it', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await userEvent.click(screen.getByRole('button', { name: '실패' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const failure = screen.getByText('저장하지 못했습니다').closest('[role="alert"]');
    expect(failure).toHaveStyle({ '--notification-color': 'var(--mantine-color-red-filled)' });
  });

  it('a toast’s close button has a name', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    const toast = await screen.findByRole('alert');
    await userEvent.click(within(toast).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('puts the toasts at the top centre of the page', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    const toast = await screen.findByRole('alert');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-center');
  });
});
