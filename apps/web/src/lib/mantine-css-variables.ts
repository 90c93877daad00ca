/**
 * MantineProvider's CSS variables component in the web build (vite.config.ts aliases its module here): it writes
 * nothing, because the build writes the theme's variables into the first stylesheet (mantine-variables.ts).
 * Dev and the tests keep Mantine's own, which writes the same variables at run time.
 */
export function MantineCssVariables(): null {
  return null;
}
