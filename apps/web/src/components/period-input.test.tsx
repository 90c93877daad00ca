import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { PeriodInput } from './period-input';

const labels = { next: '다음 달', previous: '이전 달', level: '달 선택', month: 'YYYY년 M월' };

function Filter({ onChange }: { onChange: (period: { from: string | undefined; to: string | undefined }) => void }) {
  const [period, setPeriod] = useState<{ from: string | undefined; to: string | undefined }>({ from: undefined, to: undefined });
  return (
    <PeriodInput
      label="작성 기간"
      placeholder="기간 전체"
      labels={labels}
      from={period.from}
      to={period.to}
      onChange={(next) => {
        setPeriod(next);
        onChange(next);
      }}
    />
  );
}

describe('PeriodInput', () => {
  it('stands in with a button until used; a click loads the calendar and opens it, and two days picked are the period', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<Filter onChange={onChange} />);
    const button = screen.getByRole('button', { name: '작성 기간' });
    expect(button).toHaveTextContent('기간 전체');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button);
    const calendar = await screen.findByRole('dialog');
    // As the calendar input itself does when clicked: the focus goes into the calendar.
    await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement));
    const days = within(calendar)
      .getAllByRole('button')
      .filter((day) => day.textContent === '10' || day.textContent === '12');
    await user.click(days[0] as HTMLElement);
    await user.click(days[1] as HTMLElement);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const { from, to } = onChange.mock.calls[0]?.[0] as { from: string; to: string };
    expect(from).toMatch(/^\d{4}-\d{2}-10$/);
    expect(to).toMatch(/^\d{4}-\d{2}-12$/);
    expect(screen.getByRole('button', { name: '작성 기간' })).toHaveTextContent(`${from.replaceAll('-', '.')} – ${to.replaceAll('-', '.')}`);
  });

  it('a period already set shows at once, as the calendar input writes it', () => {
    renderWithApp(
      <PeriodInput label="작성 기간" placeholder="기간 전체" labels={labels} from="2026-10-02" to="2026-10-03" onChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: '작성 기간' })).toHaveTextContent('2026.10.02 – 2026.10.03');
  });
});
