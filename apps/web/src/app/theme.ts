import { createTheme, mergeThemeOverrides, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Brand green; shade 7 is the filled colour and the links' colour: AA under white text, and as a link on white
 * and on the light backgrounds of alerts (every palette's shade 1).
 */
const brand: MantineColorsTuple = ['#e7f9ef', '#cdf1dc', '#9de3b9', '#69d593', '#3fc874', '#1fbf5f', '#00a651', '#007337', '#006b34', '#005127'];

/**
 * Mantine's palettes with shades 6–9 darkened where they fell short of WCAG AA (4.5:1) in the roles Mantine
 * gives them: shade 7 is the filled colour under white text and the colour of `c="red"` text on white and
 * on shade 0; shade 9 is the light variant's text on shade 1; gray 6 is the dimmed text, on white and on
 * gray 1. Shades 0–5 (backgrounds, borders) are Mantine's. theme.test.ts checks every pair.
 */
export const accessibleColors = {
  gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#686e74', '#495057', '#343a40', '#212529'],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#ec4d4d', '#d23636', '#c42b2b', '#ae2424'],
  pink: ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#e64980', '#cc3167', '#c0255b', '#a61e4d'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#be4bdb', '#aa3cc4', '#9c36b5', '#852e9b'],
  violet: ['#f3f0ff', '#e5dbff', '#d0bfff', '#b197fc', '#9775fa', '#845ef7', '#7950f2', '#7048e8', '#6741d9', '#5c3bbe'],
  indigo: ['#edf2ff', '#dbe4ff', '#bac8ff', '#91a7ff', '#748ffc', '#5c7cfa', '#4c6ef5', '#4162e9', '#3a59d7', '#344cc0'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228ae4', '#1971c1', '#1767b2', '#165b9c'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#1294a6', '#0d7c8d', '#0a7182', '#0a6677'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0f996f', '#09815e', '#077654', '#076b4d'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#339945', '#288238', '#237633', '#216b30'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#609516', '#507f0f', '#46730a', '#416809'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#b17d04', '#9e6700', '#975800', '#914b00'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#d36911', '#bd4f05', '#b14409', '#a5370b'],
} satisfies Record<string, MantineColorsTuple>;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { ...accessibleColors, brand },
  // Pretendard from a tablet's width up, the system's Korean font on a phone (global.css; decision 0005).
  fontFamily: 'var(--partners-font-family)',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // A wide table scrolls sideways in the browser's own scroll box, not Mantine's ScrollArea, whose scrollbars
    // measure the table with resize observers and computed styles: on the postings list's first load that
    // forced style recalculations (about 100 ms at 4× CPU) for a scrollbar a phone draws itself (issue 31).
    // A plain object, not `Table.ScrollContainer.extend`, like themeIn's below.
    TableScrollContainer: { defaultProps: { type: 'native' } },
  },
});

/** Placeholders in gray 6 instead of Mantine's gray 5 (2.1:1 on white): a hint has to be readable too. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {},
});

/**
 * The theme in one language: the close buttons of every modal, drawer and toast named in it (an icon alone names
 * nothing to a screen reader). A modal that names its own keeps its own. Plain objects, not `Modal.extend`:
 * importing the components here would put them in the shell's first script.
 */
export function themeIn(closeLabel: string, toastCloseLabel: string) {
  const closeButtonProps = { 'aria-label': closeLabel };
  // The scroll lock without its scrollbar part, which measured the page as a modal mounted (global.css).
  const removeScrollProps = { removeScrollBar: false };
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps, removeScrollProps } },
        Drawer: { defaultProps: { closeButtonProps, removeScrollProps } },
        // A toast's × (lib/notify.ts): an icon button needs a name too.
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': toastCloseLabel } } },
      },
    }),
  );
}
