import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, calls, contractError } from '../../../test/contract-handlers';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../test/render';
import { BusinessConsultingButton } from './business-consulting-button';
import { TALENT_POOL_BROCHURE_URL } from './business-consulting-modal';

async function openModal() {
  const user = userEvent.setup();
  renderWithApp(<BusinessConsultingButton />);
  await user.click(screen.getByRole('button', { name: '비즈니스 상담' }));
  return { user, dialog: await screen.findByRole('dialog', { name: '비즈니스 상담' }) };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, email = 'kim@nuricloud.co.kr') {
  await user.type(within(dialog).getByRole('textbox', { name: /이름/ }), '김채용');
  await user.type(within(dialog).getByRole('textbox', { name: /연락처/ }), '010-2345-6789');
  await user.type(within(dialog).getByRole('textbox', { name: /이메일/ }), email);
  await user.type(within(dialog).getByRole('textbox', { name: /직함/ }), '인사팀장');
  await user.click(within(dialog).getByRole('checkbox', { name: /개인정보 수집/ }));
}

describe('business-consulting modal (spec §3 talent-pool modals, §7 consulting)', () => {
  it('links the service brochure PDF, opening in a new window', async () => {
    const { dialog } = await openModal();
    const link = within(dialog).getByRole('link', { name: '인재풀 서비스 소개서 (PDF)' });
    expect(link).toHaveAttribute('href', TALENT_POOL_BROCHURE_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(TALENT_POOL_BROCHURE_URL).toMatch(/\.pdf$/);
  });

  it('opening the brochure records an outbound_link event with its address', async () => {
    server.use(answer('talent.logEvent', () => ({ code: 200, data: { recorded: true } })));
    const { dialog } = await openModal();
    // jsdom cannot open windows: keep the browser's own follow-up out of the test.
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    try {
      fireEvent.click(within(dialog).getByRole('link', { name: '인재풀 서비스 소개서 (PDF)' }));
      await waitFor(() =>
        expect(calls.filter((c) => c.url === '/hr/job_seekers/log_event').map((c) => c.body)).toEqual([
          expect.objectContaining({ event: 'outbound_link', text: TALENT_POOL_BROCHURE_URL }),
        ]),
      );
    } finally {
      document.removeEventListener('click', stopNavigation);
    }
  });

  it('applies with apply_on=talent_pool and shows the 3-business-day promise', async () => {
    server.use(answer('consulting.apply', () => ({ code: 200, data: { id: 41 } })));
    const { user, dialog } = await openModal();
    const submit = within(dialog).getByRole('button', { name: '상담 신청하기' });
    expect(submit).toBeDisabled();
    await fillForm(user, dialog);
    expect(submit).toBeEnabled();
    await user.click(submit);
    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent('상담 신청이 완료되었습니다');
    expect(done).toHaveTextContent('영업일 기준 3일 이내에 담당자가 연락드릴 예정입니다');
    const posted = calls.filter((c) => c.url === '/api/v5/partners/consulting');
    expect(posted.map((c) => c.body)).toEqual([
      {
        customer_name: '김채용',
        customer_phone: '010-2345-6789',
        customer_email: 'kim@nuricloud.co.kr',
        customer_rank: '인사팀장',
        apply_on: 'talent_pool',
        tos_privacy: true,
      },
    ]);
    await user.click(within(done).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a field the server refuses is shown under it, and the form keeps what was typed', async () => {
    server.use(answer('consulting.apply', () => contractError('bad_request', '이메일 형식이 올바르지 않습니다', { field: 'body.customer_email' })));
    const { user, dialog } = await openModal();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '상담 신청하기' }));
    expect(await within(dialog).findByText('이메일 형식이 올바르지 않습니다')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /이름/ })).toHaveValue('김채용');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('each opening starts with an empty form', async () => {
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByRole('textbox', { name: /이름/ }), '김채용');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '비즈니스 상담' }));
    const again = await screen.findByRole('dialog', { name: '비즈니스 상담' });
    expect(within(again).getByRole('textbox', { name: /이름/ })).toHaveValue('');
  });
});
