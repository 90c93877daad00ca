import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sparkline, sparklinePoints } from './sparkline';

describe('sparklinePoints', () => {
  it('spreads the series over the width and puts the lowest value at the bottom, the highest at the top', () => {
    expect(sparklinePoints([0, 5, 10], 100, 20, 0)).toEqual([
      [0, 20],
      [50, 10],
      [100, 0],
    ]);
  });

  it('keeps the line inside the box by the inset', () => {
    const points = sparklinePoints([3, 9], 50, 10, 1);
    expect(points).toEqual([
      [1, 9],
      [49, 1],
    ]);
  });

  it('lays a flat series on the baseline and a single value at the left edge', () => {
    expect(sparklinePoints([4, 4, 4], 20, 10, 0).map(([, y]) => y)).toEqual([10, 10, 10]);
    expect(sparklinePoints([7], 20, 10, 0)).toEqual([[0, 10]]);
    expect(sparklinePoints([], 20, 10, 0)).toEqual([]);
  });
});

describe('Sparkline', () => {
  it('draws the line and the area under it, hidden from assistive technology', () => {
    const { container } = render(<Sparkline data={[0, 10]} width={100} height={20} strokeWidth={2} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    const [area, line] = [...container.querySelectorAll('svg path')].map((p) => p.getAttribute('d'));
    expect(line).toBe('M1 19L99 1');
    expect(area).toBe('M1 19L99 1L99 20L1 20Z');
  });

  it('draws nothing without data', () => {
    const { container } = render(<Sparkline data={[]} width={100} height={20} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
