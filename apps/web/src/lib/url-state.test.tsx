import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { postingListQuery } from '@partners/contract';
import { renderWithApp } from '../test/render';
import { clearUrlState, periodInOrder, readUrlState, useUrlState, writeUrlState } from './url-state';

const schema = z.object({
  status: z.enum(['all', 'open', 'closed']).default('all'),
  keyword: z
    .string()
    .trim()
    .max(10)
    .optional()
    .transform((v) => (v ? v : undefined)),
  ids: z
    .string()
    .transform((v) => v.split(',').map(Number))
    .pipe(z.array(z.number().int().positive()))
    .default([]),
  from: z
    .string()
    .max(10)
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .max(10)
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  drawer: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const params = (search: string) => new URLSearchParams(search);

describe('readUrlState', () => {
  it('an empty query string reads as the schema’s defaults', () => {
    expect(readUrlState(schema, params(''))).toEqual({
      status: 'all',
      keyword: undefined,
      ids: [],
      from: undefined,
      to: undefined,
      drawer: undefined,
      page: 1,
    });
  });

  it('an invalid value falls back to its default, never throws, and leaves the other keys alone', () => {
    const state = readUrlState(schema, params('status=bogus&page=-3&ids=1,x&drawer=abc&keyword=%20react%20&from=2026-01-02'));
    expect(state).toMatchObject({ status: 'all', page: 1, ids: [], drawer: undefined, keyword: 'react', from: '2026-01-02' });
  });

  it('reads the contract’s query schema (the postings list) as the API takes it', () => {
    expect(readUrlState(postingListQuery, params('status=open&occupation_id=3,5&page=2&per=9999'))).toMatchObject({
      status: 'open',
      order: 'newest',
      occupation_id: [3, 5],
      page: 2,
      per: 20,
    });
  });

  it('normalize repairs what the object would refuse: a reversed period is read in order', () => {
    const state = readUrlState(schema, params('from=2026-05-01&to=2026-01-31'), { normalize: periodInOrder });
    expect([state.from, state.to]).toEqual(['2026-01-31', '2026-05-01']);
  });
});

describe('writeUrlState', () => {
  it('drops defaults and empty values from the URL', () => {
    const next = writeUrlState(schema, params('status=open&keyword=java&ids=1&page=3'), {
      status: 'all',
      keyword: '  ',
      ids: [],
      page: 1,
    });
    expect(next.toString()).toBe('');
  });

  it('any change but the page’s goes back to page 1; a page change keeps the filters', () => {
    expect(writeUrlState(schema, params('status=open&page=3'), { keyword: 'go' }).toString()).toBe('status=open&keyword=go');
    expect(writeUrlState(schema, params('status=open&page=3'), { page: 4 }).toString()).toBe('status=open&page=4');
  });

  it('keys named in keepsPage keep the page (an open drawer)', () => {
    expect(writeUrlState(schema, params('page=3'), { drawer: 7 }, { keepsPage: ['drawer'] }).toString()).toBe('page=3&drawer=7');
  });

  it('keeps what the schema does not know and ignores keys it does not own', () => {
    expect(writeUrlState(schema, params('utm=x'), { status: 'closed', ...({ other: 'y' } as object) }).toString()).toBe('utm=x&status=closed');
  });

  it('round trip: what is written reads back as the same state', () => {
    const change = { status: 'open' as const, keyword: 'react', ids: [2, 9], from: '2026-01-01', page: 2 };
    const written = writeUrlState(schema, params(''), change);
    expect(written.toString()).toBe('status=open&keyword=react&ids=2%2C9&from=2026-01-01&page=2');
    expect(readUrlState(schema, written)).toEqual({ ...change, to: undefined, drawer: undefined });
  });

  it('clear keeps only the keepOnClear keys', () => {
    expect(clearUrlState(params('status=open&keyword=go&page=2&utm=x'), { keepOnClear: ['status'] }).toString()).toBe('status=open');
    expect(clearUrlState(params('status=open&keyword=go')).toString()).toBe('');
  });
});

function Probe() {
  const { state, update, clear, hrefOf } = useUrlState(schema);
  return (
    <div>
      <output aria-label="state">{JSON.stringify(state)}</output>
      <a href={hrefOf({ status: 'closed' })}>closed</a>
      <button onClick={() => update({ status: 'open' })}>open</button>
      <button onClick={() => update({ page: 2 }, { replace: true })}>page 2</button>
      <button onClick={clear}>clear</button>
    </div>
  );
}

describe('useUrlState', () => {
  it('reads the URL, pushes a change, replaces on request and clears', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<Probe />, { path: '/list?keyword=go&page=3' });
    expect(JSON.parse(screen.getByRole('status', { name: 'state' }).textContent ?? '')).toMatchObject({ keyword: 'go', page: 3 });
    expect(screen.getByRole('link', { name: 'closed' })).toHaveAttribute('href', '?keyword=go&status=closed');

    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(router.state.location.search).toBe('?keyword=go&status=open');
    expect(router.state.historyAction).toBe('PUSH');

    await user.click(screen.getByRole('button', { name: 'page 2' }));
    expect(router.state.location.search).toBe('?keyword=go&status=open&page=2');
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(router.state.location.search).toBe('');
    expect(JSON.parse(screen.getByRole('status', { name: 'state' }).textContent ?? '')).toMatchObject({ status: 'all', page: 1 });
  });
});
