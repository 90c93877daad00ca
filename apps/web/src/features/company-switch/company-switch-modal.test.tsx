import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, calls, contractError } from '../../test/contract-handlers';
import { server } from '../../test/msw-server';
import { renderWithApp } from '../../test/render';
import { CompanySwitchModal } from './company-switch-modal';

const NICKNAMES = [
  { id: 7, label: '잡플래닛 | IT/웹/통신' },
  { id: 8, label: '잡코리아 | IT/웹/통신' },
];

function setup() {
  server.use(
    answer('companies.autocomplete', () => ({ nicknames: NICKNAMES })),
    answer('info.changeCompany', () => ({ status: 'success' })),
  );
  const onSwitched = vi.fn();
  renderWithApp(<CompanySwitchModal opened onClose={vi.fn()} currentCompanyName="카카오" onSwitched={onSwitched} />);
  const searches = () => calls.filter((c) => c.url.startsWith('/autocomplete/'));
  const puts = () => calls.filter((c) => c.method === 'PUT');
  return { searches, puts, onSwitched, user: userEvent.setup() };
}

describe('company switch modal (spec §5, §6)', () => {
  it('save is disabled and does nothing without a selected company', async () => {
    const { puts, user } = setup();
    const save = screen.getByRole('button', { name: '변경' });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(puts()).toHaveLength(0);
  });

  it('searches managed companies by part of the name (not exact_name) with industry, showing the name before " | "', async () => {
    const { searches, user } = setup();
    await user.type(screen.getByRole('textbox', { name: '기업명' }), 'ㅈㅍ');
    expect(await screen.findByRole('option', { name: '잡플래닛' })).toBeInTheDocument();
    expect(screen.queryByText(/IT\/웹\/통신/)).not.toBeInTheDocument();
    const url = new URL(searches().at(-1)?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      term: 'ㅈㅍ',
      with_industry: 'true',
      managed: 'true',
    });
  });

  it('blank or whitespace-only text does not search', async () => {
    const { searches, user } = setup();
    await user.type(screen.getByRole('textbox', { name: '기업명' }), '   ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches()).toHaveLength(0);
  });

  it('choosing a company enables save; saving PUTs change_company and reloads', async () => {
    const { puts, onSwitched, user } = setup();
    await user.type(screen.getByRole('textbox', { name: '기업명' }), '잡');
    await user.click(await screen.findByRole('option', { name: '잡플래닛' }));
    expect(screen.getByRole('status')).toHaveTextContent('잡플래닛으로 관리 기업을 변경합니다.');
    const save = screen.getByRole('button', { name: '변경' });
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(onSwitched).toHaveBeenCalledTimes(1));
    expect(puts()[0]?.body).toEqual({ company_id: 7 });
    expect(puts()[0]?.url).toBe('/api/v3/business_center/info/change_company');
  });

  it('editing the text after choosing clears the selection', async () => {
    const { user } = setup();
    const input = screen.getByRole('textbox', { name: '기업명' });
    await user.type(input, '잡');
    await user.click(await screen.findByRole('option', { name: '잡플래닛' }));
    expect(screen.getByRole('button', { name: '변경' })).toBeEnabled();
    await user.type(input, '스');
    expect(screen.getByRole('button', { name: '변경' })).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a failed search is logged and shows an empty list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(answer('companies.autocomplete', () => contractError('internal', '오류')));
    renderWithApp(<CompanySwitchModal opened onClose={vi.fn()} currentCompanyName="카카오" />);
    await userEvent.type(screen.getByRole('textbox', { name: '기업명' }), '잡');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Company search failed', expect.anything()));
    expect(await screen.findByText('검색 결과가 없습니다')).toBeInTheDocument();
    error.mockRestore();
  });
});
