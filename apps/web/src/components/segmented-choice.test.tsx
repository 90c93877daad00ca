import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { SegmentedChoice } from './segmented-choice';

type Reply = 'all' | 'replied' | 'unreplied';
const DATA = [
  { value: 'all', label: '전체' },
  { value: 'replied', label: '답변 완료' },
  { value: 'unreplied', label: '미답변' },
] as const satisfies readonly { value: Reply; label: string }[];

function Choice({ initial, onChange }: { initial: Reply | null; onChange?: (value: Reply) => void }) {
  const [value, setValue] = useState<Reply | null>(initial);
  return (
    <SegmentedChoice
      aria-label="답변 여부"
      data={DATA}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('SegmentedChoice', () => {
  it('is a named radio group with the chosen segment checked', () => {
    renderWithApp(<Choice initial="replied" />);
    const group = screen.getByRole('radiogroup', { name: '답변 여부' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '답변 완료' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '전체' })).not.toBeChecked();
  });

  it('Tab reaches the chosen segment, the arrow keys move the choice, and a click takes a segment', async () => {
    const chosen: Reply[] = [];
    renderWithApp(<Choice initial="replied" onChange={(value) => chosen.push(value)} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('radio', { name: '답변 완료' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '미답변' })).toBeChecked();
    await user.click(screen.getByText('전체'));
    expect(screen.getByRole('radio', { name: '전체' })).toBeChecked();
    expect(chosen).toEqual(['unreplied', 'all']);
  });

  it('checks nothing while the value is none of the segments (a form field not filled in yet)', () => {
    renderWithApp(<Choice initial={null} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });
});
