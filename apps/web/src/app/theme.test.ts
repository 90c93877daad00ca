import { describe, expect, it } from 'vitest';
import type { MantineColorsTuple } from '@mantine/core';
import { accessibleColors, theme } from './theme';

/** WCAG 2.1's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const AA = 4.5;
const palettes = Object.entries(theme.colors ?? {}) as [string, MantineColorsTuple][];

describe('the theme’s colours meet WCAG AA where Mantine puts text', () => {
  it.each(palettes)('%s: filled (shade 7) under white and as text on white and shade 0; light (shade 9 on shade 1)', (_name, shades) => {
    expect(contrast(shades[7], '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrast(shades[7], shades[0])).toBeGreaterThanOrEqual(AA);
    expect(contrast(shades[9], shades[1])).toBeGreaterThanOrEqual(AA);
  });

  it('links (brand 7) on white and on every light background (shade 1 of each palette: alerts, light badges)', () => {
    const brand = theme.colors?.brand as MantineColorsTuple;
    // `dark` is the dark scheme's palette: its shade 1 is no light background.
    for (const [name, shades] of palettes) if (name !== 'dark') expect(contrast(brand[7], shades[1])).toBeGreaterThanOrEqual(AA);
    expect(contrast(brand[7], '#ffffff')).toBeGreaterThanOrEqual(AA);
  });

  it('dimmed text and placeholders (gray 6) on white and on the gray backgrounds', () => {
    for (const background of ['#ffffff', accessibleColors.gray[0], accessibleColors.gray[1]])
      expect(contrast(accessibleColors.gray[6], background)).toBeGreaterThanOrEqual(AA);
  });
});
