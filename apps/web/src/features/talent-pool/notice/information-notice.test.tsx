import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INFORMATION_NOTICE_STORAGE_KEY } from '@partners/contract';
import { holdIdlePeriods } from '../../../test/idle-periods';
import { renderWithApp } from '../../../test/render';
import { InformationNotice, InformationNoticeButton } from './information-notice';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-11-20T09:00:00+09:00');

function renderNotice() {
  return renderWithApp(
    <>
      <InformationNoticeButton />
      <InformationNotice />
    </>,
  );
}

const notice = () => screen.queryByRole('dialog', { name: '무료 이용 안내' });

let idle: ReturnType<typeof holdIdlePeriods>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  idle = holdIdlePeriods();
});

afterEach(() => {
  idle.drain();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('information notice (spec §1, §4)', () => {
  it('opens by itself, once the page is idle, with the free-use terms, the 알림톡/SMS rule and when contacts are revealed', async () => {
    renderNotice();
    expect(notice()).not.toBeInTheDocument();
    idle.idlePeriod();
    const dialog = await screen.findByRole('dialog', { name: '무료 이용 안내' });
    expect(dialog).toHaveTextContent('정식 출시 전까지 인재 검색과 포지션 제안을 무료로 이용하실 수 있습니다.');
    expect(dialog).toHaveTextContent('포지션 제안은 인재의 이력서를 검토한 뒤 기업이 직접 작성합니다.');
    expect(dialog).toHaveTextContent('알림톡으로 알려 드리며, 알림톡을 받을 수 없으면 문자(SMS)로');
    expect(dialog).toHaveTextContent('인재가 제안을 수락하면 연락처가 공개됩니다.');
  });

  it('"7일 동안 보지 않기" stores the time and hides it for 7 days; it shows again after', async () => {
    const user = userEvent.setup();
    const first = renderNotice();
    idle.idlePeriod();
    await user.click(await screen.findByRole('checkbox', { name: '7일 동안 보지 않기' }));
    expect(window.localStorage.getItem(INFORMATION_NOTICE_STORAGE_KEY)).toBe(START.toISOString());
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(notice()).not.toBeInTheDocument());
    first.unmount();

    vi.setSystemTime(START.getTime() + 7 * DAY - 60_000);
    const second = renderNotice();
    idle.drain();
    expect(notice()).not.toBeInTheDocument();
    second.unmount();

    vi.setSystemTime(START.getTime() + 7 * DAY);
    renderNotice();
    idle.idlePeriod();
    expect(await screen.findByRole('dialog', { name: '무료 이용 안내' })).toBeInTheDocument();
  });

  it('unchecking "7일 동안 보지 않기" removes the stored time', async () => {
    const user = userEvent.setup();
    renderNotice();
    idle.idlePeriod();
    const checkbox = await screen.findByRole('checkbox', { name: '7일 동안 보지 않기' });
    await user.click(checkbox);
    await user.click(checkbox);
    expect(window.localStorage.getItem(INFORMATION_NOTICE_STORAGE_KEY)).toBeNull();
  });

  it('"이용 안내" reopens it while hidden, showing the box checked', async () => {
    window.localStorage.setItem(INFORMATION_NOTICE_STORAGE_KEY, START.toISOString());
    renderNotice();
    idle.drain();
    expect(notice()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '이용 안내' }));
    expect(await screen.findByRole('checkbox', { name: '7일 동안 보지 않기' })).toBeChecked();
  });

  it('a second copy on the page renders no second modal', async () => {
    renderWithApp(
      <>
        <InformationNotice />
        <InformationNotice />
      </>,
    );
    idle.drain();
    await screen.findByRole('dialog', { name: '무료 이용 안내' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
