import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { FailedPanel } from './state-panel';

describe('failed panel', () => {
  it('announces what failed as an alert, with what to do', () => {
    renderWithApp(<FailedPanel title="리뷰를 불러오지 못했습니다" description="잠시 후 다시 시도해 주세요." onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('리뷰를 불러오지 못했습니다');
    expect(alert).toHaveTextContent('잠시 후 다시 시도해 주세요.');
  });

  it('the retry button (다시 시도) retries, once a press', async () => {
    const onRetry = vi.fn();
    renderWithApp(<FailedPanel title="정보를 불러오지 못했습니다" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a title alone is enough when it says everything', () => {
    renderWithApp(<FailedPanel title="정보를 불러오지 못했습니다" onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^정보를 불러오지 못했습니다다시 시도$/);
  });
});
