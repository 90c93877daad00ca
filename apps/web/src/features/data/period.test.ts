import { describe, expect, it } from 'vitest';
import { addMonths, clampPeriod, lastMonths, monthSpan } from './period';

describe('data periods (spec §9)', () => {
  it('counts months across year ends', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-11', -11)).toBe('2025-12');
    expect(monthSpan('2025-12', '2026-11')).toBe(12);
  });

  it('a chip ends at the latest month and spans its months', () => {
    expect(lastMonths(3, '2026-11', '2022-08')).toEqual({ from: '2026-09', to: '2026-11', clamped: false });
    expect(lastMonths(12, '2026-01', '2022-08')).toEqual({ from: '2025-02', to: '2026-01', clamped: false });
  });

  it('a chip reaching before the data start starts at it and says so', () => {
    expect(lastMonths(96, '2026-11', '2022-08')).toEqual({ from: '2022-08', to: '2026-11', clamped: true });
    expect(lastMonths(48, '2026-11', '2023-11')).toEqual({ from: '2023-11', to: '2026-11', clamped: true });
    // Exactly at the start is not clamped.
    expect(lastMonths(4, '2022-11', '2022-08')).toEqual({ from: '2022-08', to: '2022-11', clamped: false });
  });

  it('a custom period stays within the data and the current month', () => {
    expect(clampPeriod({ from: '2021-01', to: '2027-05' }, '2022-08', '2026-11')).toEqual({ from: '2022-08', to: '2026-11', clamped: true });
    expect(clampPeriod({ from: '2026-10', to: '2026-03' }, '2022-08', '2026-11')).toEqual({ from: '2026-03', to: '2026-03', clamped: false });
  });
});
