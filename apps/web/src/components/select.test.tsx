import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { MultiSelect, Select } from './select';

const DATA = [
  { value: 'newest', label: '최신순' },
  { value: 'rating', label: '평점 높은순' },
  { value: 'helpful', label: '도움순' },
];

describe('Select (the kit’s)', () => {
  it('mounts no option list with the page', () => {
    renderWithApp(<Select label="정렬" data={DATA} value="rating" onChange={() => undefined} />);
    expect(screen.queryByRole('option', { hidden: true })).not.toBeInTheDocument();
  });

  it('a keyboard user’s first ArrowDown opens the list with the chosen option highlighted', async () => {
    renderWithApp(<Select label="정렬" data={DATA} value="rating" onChange={() => undefined} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('정렬');
    await user.tab();
    expect(field).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: '평점 높은순' })).toHaveAttribute('data-combobox-selected');
  });

  it('a pointer’s first click opens the list and picks an option', async () => {
    const picked: (string | null)[] = [];
    renderWithApp(<Select label="정렬" data={DATA} value="newest" onChange={(value) => picked.push(value)} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('정렬');
    fireEvent.pointerEnter(field);
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: '도움순' }));
    expect(picked).toEqual(['helpful']);
  });
});

describe('MultiSelect (the kit’s)', () => {
  const OCCUPATIONS = [
    { value: '1', label: '백엔드 개발' },
    { value: '2', label: '프론트엔드 개발' },
    { value: '3', label: '데이터 엔지니어' },
  ];

  it('mounts no option list with the page', () => {
    renderWithApp(<MultiSelect aria-label="직무" data={OCCUPATIONS} value={['2']} onChange={() => undefined} />);
    expect(screen.queryByRole('option', { hidden: true })).not.toBeInTheDocument();
    expect(document.querySelector('.mantine-Popover-dropdown')).toBeNull();
  });

  it('a keyboard user’s first ArrowDown opens the list at the chosen option, and Enter adds the next one', async () => {
    const picked: string[][] = [];
    renderWithApp(<MultiSelect aria-label="직무" data={OCCUPATIONS} value={['2']} onChange={(values) => picked.push(values)} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toHaveAttribute('aria-label', '직무');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: '프론트엔드 개발' })).toHaveAttribute('data-combobox-selected');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picked).toEqual([['2', '3']]);
  });

  it('a pointer’s first click opens the list and picks an option', async () => {
    const picked: string[][] = [];
    renderWithApp(<MultiSelect aria-label="직무" data={OCCUPATIONS} value={[]} onChange={(values) => picked.push(values)} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('직무');
    fireEvent.pointerEnter(field);
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: '데이터 엔지니어' }));
    expect(picked).toEqual([['3']]);
  });
});
