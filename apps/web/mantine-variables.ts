/**
 * Build step: the theme's CSS variables as a stylesheet made when the console is built, instead of the style
 * element MantineProvider computes and writes on every load (issue 31; decision 0005). Its component resolved
 * every palette and size of the theme in the first render, and its module resolved Mantine's default theme the
 * same way as the shell's script ran, to leave out the variables equal to the defaults: about 50 ms at 4× CPU
 * before the first paint of every screen. The build aliases that component to one that writes nothing
 * (src/lib/mantine-css-variables.ts); main.tsx imports this module's stylesheet, which also replaces
 * Mantine's default-css-variables.css (it holds every variable, not only those that differ).
 */
import { convertCssVariables, deepMerge, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from './src/app/theme';

const MANTINE_VARIABLES_MODULE = 'virtual:mantine-variables.css';
// The `\0` prefix keeps other plugins off the id; the `.css` ending gives it Vite's stylesheet handling.
const RESOLVED = `\0${MANTINE_VARIABLES_MODULE}`;

/** The theme's variables as MantineProvider resolves them (its getMergedVariables), under its selectors. */
export function mantineVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  return convertCssVariables(deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged)));
}

export function mantineVariables(): Plugin {
  return {
    name: 'partners-mantine-variables',
    resolveId: (id) => (id === MANTINE_VARIABLES_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? mantineVariablesCss() : undefined),
  };
}
