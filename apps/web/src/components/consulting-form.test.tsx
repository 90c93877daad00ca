import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { ConsultingForm } from './consulting-form';

describe('consulting form (spec §5 data inquiry form)', () => {
  it('confirm stays disabled until name, phone, a valid e-mail and privacy consent are given; job title is optional', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<ConsultingForm applyOn="reputation_management" onSubmit={onSubmit} submitting={false} />);
    const submit = screen.getByRole('button', { name: '상담 신청하기' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /이름/ }), '김담당');
    await user.type(screen.getByRole('textbox', { name: /연락처/ }), '010-1234-5678');
    await user.type(screen.getByRole('textbox', { name: /이메일/ }), 'kim@company');
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집/ }));
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /이메일/ }), '.co.kr');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        customer_name: '김담당',
        customer_phone: '010-1234-5678',
        customer_email: 'kim@company.co.kr',
        customer_rank: '',
        apply_on: 'reputation_management',
        tos_privacy: true,
      }),
    );
  });

  it('a malformed phone number is reported under the field', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<ConsultingForm applyOn="alri" onSubmit={onSubmit} submitting={false} />);
    await user.type(screen.getByRole('textbox', { name: /이름/ }), '김담당');
    await user.type(screen.getByRole('textbox', { name: /연락처/ }), '12345');
    await user.type(screen.getByRole('textbox', { name: /이메일/ }), 'kim@company.co.kr');
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집/ }));
    await user.click(screen.getByRole('button', { name: '상담 신청하기' }));
    expect(await screen.findByText(/올바른 연락처 형식이 아닙니다/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
