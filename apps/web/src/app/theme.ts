import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Brand green; shade 7 is the filled colour (white text on it passes WCAG AA). */
const brand: MantineColorsTuple = ['#e7f9ef', '#cdf1dc', '#9de3b9', '#69d593', '#3fc874', '#1fbf5f', '#00a651', '#00823f', '#006b34', '#005127'];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily:
    '"Pretendard Variable", Pretendard, -apple-system, BlinkMacSystemFont, system-ui, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
});
