import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { XYChart, axisScale, axisWidth, labelWidth } from './xy-chart';

describe('axisScale', () => {
  it('runs from 0 to the highest value rounded up, with a few round ticks', () => {
    const { scale, ticks } = axisScale([3, 17, 42]);
    expect(axisScale([3, 17, 42]).domain).toEqual([0, 50]);
    expect(ticks).toEqual([0, 10, 20, 30, 40, 50]);
    expect(scale(0)).toBe(100);
    expect(scale(50)).toBe(0);
  });

  it('keeps a given domain', () => {
    const { scale, ticks } = axisScale([4.2], [0, 5]);
    expect(axisScale([4.2], [0, 5]).domain).toEqual([0, 5]);
    expect(ticks).toEqual([0, 1, 2, 3, 4, 5]);
    expect(scale(2.5)).toBe(50);
  });

  it('draws an axis for an empty or all-zero series', () => {
    expect(axisScale([]).domain).toEqual([0, 1]);
    expect(axisScale([0, 0]).ticks.length).toBeGreaterThan(1);
  });
});

const months = [
  { month: '9월', 리뷰: 4, 평균: 3.5 },
  { month: '10월', 리뷰: 8, 평균: null },
  { month: '11월', 리뷰: 2, 평균: 4.5 },
];

describe('XYChart', () => {
  it('is one image with its label, and draws a bar per value at its share of the axis', () => {
    const { container } = render(
      <XYChart h={200} data={months} dataKey="month" series={[{ name: '리뷰', color: 'brand.3' }]} aria-label="월별 리뷰 수" />,
    );
    expect(screen.getByRole('img', { name: '월별 리뷰 수' })).toBeInTheDocument();
    const heights = [...container.querySelectorAll<HTMLElement>('[data-series="리뷰"]')].map((bar) => bar.style.height);
    // The axis runs 0–8 (ticks 0, 2, 4, 6, 8): 4 → 50 %, 8 → 100 %, 2 → 25 %.
    expect(heights).toEqual(['50%', '100%', '25%']);
    expect(screen.getByText('10월')).toBeInTheDocument();
    expect(screen.getByText('6')).toBeInTheDocument();
  });

  it('gives each category its figures as a hover title, with the unit', () => {
    const { container } = render(
      <XYChart h={200} data={months} dataKey="month" series={[{ name: '리뷰', color: 'brand.3' }]} unit="건" aria-hidden />,
    );
    const titles = [...container.querySelectorAll('[title]')].map((column) => column.getAttribute('title'));
    expect(titles).toEqual(['9월\n리뷰: 4건', '10월\n리뷰: 8건', '11월\n리뷰: 2건']);
    expect(container.querySelector('figure')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws a line on the right axis, joining the values around a missing one, with a legend', () => {
    const { container } = render(
      <XYChart
        h={200}
        data={months}
        dataKey="month"
        series={[
          { name: '리뷰', color: 'brand.3' },
          { name: '평균', color: 'orange.6', type: 'line', axis: 'right' },
        ]}
        rightYDomain={[0, 5]}
        withLegend
        withDots
        aria-label="월별 리뷰"
      />,
    );
    const line = container.querySelector('g[data-series="평균"]');
    // Two values (the middle month has none): two dots, and a line from the first column's centre to the last's.
    expect(line?.querySelectorAll('path')).toHaveLength(3);
    const d = line?.querySelector('path')?.getAttribute('d') ?? '';
    expect(d.startsWith('M16.66')).toBe(true);
    expect(d).toMatch(/83\.3+3?,10$/);
    // The right axis's ticks are the average's 0–5.
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['리뷰', '평균']);
  });

  it('writes every n-th category label', () => {
    const days = Array.from({ length: 10 }, (_, i) => ({ day: `11.${i + 1}`, v: i }));
    render(<XYChart h={140} data={days} dataKey="day" series={[{ name: 'v', color: 'brand.6', type: 'line' }]} xLabelEvery={4} aria-hidden />);
    expect(screen.queryByText('11.1')).toBeInTheDocument();
    expect(screen.queryByText('11.2')).toBeNull();
    expect(screen.queryByText('11.5')).toBeInTheDocument();
    expect(screen.queryByText('11.9')).toBeInTheDocument();
  });
});

describe('the category labels', () => {
  const stub = window.ResizeObserver;
  afterEach(() => {
    window.ResizeObserver = stub;
  });

  it('estimates a label’s width from its characters', () => {
    // Digits and spaces 7 px, Hangul 12 px.
    expect(labelWidth('2025년 12월')).toBe(4 * 7 + 12 + 7 + 2 * 7 + 12);
    expect(labelWidth('25.12')).toBe(35);
    // An axis column holds its widest tick label (here '5,000%') and 8 px.
    expect(axisWidth([0, 2500, 5000], (value) => `${value.toLocaleString('en-US')}%`)).toBe('50px');
  });

  it('writes as many labels as the measured width holds, evenly spaced', () => {
    let report: (width: number) => void = () => undefined;
    window.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {
        report = (width) => this.callback([{ contentRect: { width } } as ResizeObserverEntry], this);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    const months = Array.from({ length: 12 }, (_, i) => ({ month: `${i < 1 ? 2025 : 2026}년 ${((i + 11) % 12) + 1}월`, v: i }));
    render(<XYChart h={200} data={months} dataKey="month" series={[{ name: 'v', color: 'brand.5' }]} aria-hidden />);
    // Before the width is known: every label.
    expect(screen.getByText('2026년 1월')).toBeInTheDocument();
    // 330 px holds four labels of 73 px with their 8 px: every third month.
    act(() => report(330));
    expect(screen.getByText('2025년 12월')).toBeInTheDocument();
    expect(screen.queryByText('2026년 1월')).toBeNull();
    expect(screen.getByText('2026년 3월')).toBeInTheDocument();
    expect(screen.getByText('2026년 9월')).toBeInTheDocument();
    // A wide chart writes them all again.
    act(() => report(1200));
    expect(screen.getByText('2026년 1월')).toBeInTheDocument();
  });
});
