import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation, errorModalStore } from '../../../lib/api';
import { contractError } from '../../../test/contract-handlers';
import { setup, seed, setUpApplicantsPageTests } from './applicants-page.fixtures';

/** The applicants page's CSV download. */
setUpApplicantsPageTests();

async function chooseDownload(user: ReturnType<typeof userEvent.setup>, withContacts: boolean) {
  await user.click(screen.getByRole('button', { name: '지원자 다운로드' }));
  await user.click(await screen.findByRole('menuitem', { name: withContacts ? '연락처 포함 다운로드 (본인 인증 필요)' : '연락처 제외 다운로드' }));
}

describe('applicants CSV', () => {
  it('downloads with the current filters, without contacts, showing rows of total, and saves the file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:applicants');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, calls } = setup(seed, '/partners/applicant_management/1?stage=applied');
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
    await chooseDownload(user, false);
    expect(await screen.findByText('지원자 파일을 저장했습니다')).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('applicants.csv'))?.url).toBe('/api/v5/partners/job/postings/1/applicants.csv?stage=applied');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('지원자_백엔드.csv');
  });

  it('with contacts: without a step-up, goes to the one-time-password page and back to this list', async () => {
    window.history.pushState({}, '', '/partners/applicant_management/1?stage=applied');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user, calls } = setup(seed, '/partners/applicant_management/1?stage=applied');
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
    await chooseDownload(user, true);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `/partners/certify_otp?redirect_url=${encodeURIComponent('/partners/applicant_management/1?stage=applied')}`,
      ),
    );
    expect(calls.find((c) => c.url.includes('applicants.csv'))?.url).toBe(
      '/api/v5/partners/job/postings/1/applicants.csv?stage=applied&contacts=true',
    );
    expect(screen.queryByRole('dialog', { name: '지원자 다운로드' })).not.toBeInTheDocument();
    expect(errorModalStore.title()).toBeNull();
  });

  it('with contacts after a step-up: the file has the contact column', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:applicants');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = setup({ ...seed, steppedUp: true }, '/partners/applicant_management/1');
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
    await chooseDownload(user, true);
    expect(await screen.findByText('지원자 파일을 저장했습니다')).toBeInTheDocument();
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(await blob?.text()).toContain('이름,휴대폰');
  });

  it('shows progress while rows arrive and can be cancelled', async () => {
    const encoder = new TextEncoder();
    let release: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('이름,연락처\n김지원,010\n이서준,010\n'));
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        controller.close();
      },
    });
    const { user } = setup({ ...seed, csv: { body, rows: 5 } }, '/partners/applicant_management/1');
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
    await chooseDownload(user, false);
    const dialog = await screen.findByRole('dialog', { name: '지원자 다운로드' });
    expect(await within(dialog).findByText('2 / 5명')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: '지원자 다운로드' })).toHaveAttribute('aria-valuenow', '40');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(await screen.findByText('다운로드를 취소했습니다')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '지원자 다운로드' })).not.toBeInTheDocument());
    release();
  });

  it('shows a failed download in the dialog', async () => {
    const { user } = setup(
      { ...seed, fail: (call) => (call.url.includes('applicants.csv') ? contractError('internal') : null) },
      '/partners/applicant_management/1',
    );
    await within(await screen.findByRole('table', { name: '지원자 목록' })).findByText('김지원');
    await chooseDownload(user, false);
    const dialog = await screen.findByRole('dialog', { name: '지원자 다운로드' });
    expect(await within(dialog).findByText('다운로드하지 못했습니다')).toBeInTheDocument();
    expect(within(dialog).getByText('일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요')).toBeInTheDocument();
  });
});
