import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { CopyLinkButton } from './copy-link';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('copy link (spec §8 clipboard messages)', () => {
  it('is an icon button named for what it shares; a console path is copied as a full address', async () => {
    const user = userEvent.setup();
    renderWithApp(<CopyLinkButton href="/partners/job_seekers/profile/Ab12Cd34Ef56" label="프로필 링크 복사" />);
    await user.click(screen.getByRole('button', { name: '프로필 링크 복사' }));
    expect(await screen.findByText('링크가 클립보드에 복사되었습니다')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/partners/job_seekers/profile/Ab12Cd34Ef56`);
    expect(screen.queryByText('복사에 실패했습니다. 다시 시도해 주세요')).not.toBeInTheDocument();
  });

  it('an absolute address is copied as it is', async () => {
    const user = userEvent.setup();
    renderWithApp(<CopyLinkButton href="https://example.com/jobs/7?ref=partners" label="공고 링크 복사" />);
    await user.click(screen.getByRole('button', { name: '공고 링크 복사' }));
    expect(await navigator.clipboard.readText()).toBe('https://example.com/jobs/7?ref=partners');
  });

  it('says copying failed, and to retry, when the clipboard refuses', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    renderWithApp(<CopyLinkButton href="/partners/job_seekers/search/index/1?query=java" label="검색 조건 링크 복사" />);
    await user.click(screen.getByRole('button', { name: '검색 조건 링크 복사' }));
    expect(await screen.findByText('복사에 실패했습니다. 다시 시도해 주세요')).toBeInTheDocument();
    expect(screen.queryByText('링크가 클립보드에 복사되었습니다')).not.toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/partners/job_seekers/search/index/1?query=java`);
  });
});
