import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../components/modal';
import { AppProviders } from './providers';

describe('the app’s providers', () => {
  it('name every modal’s close button in the console’s language', () => {
    render(
      <AppProviders mantineEnv="test">
        <Modal opened onClose={() => undefined} title="검색 조건 저장">
          내용
        </Modal>
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: '창 닫기' })).toBeInTheDocument();
  });
});
