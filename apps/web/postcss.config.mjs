import path from 'node:path';
import mantinePreset from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';

/**
 * Pretendard's faces are used only if they arrive in the first moment of rendering (font-display: optional),
 * else the page keeps the system Korean font until the next load, when they come from the cache. With `swap`
 * the late faces re-laid every page out (decision 0005).
 */
const pretendardFontDisplay = {
  postcssPlugin: 'pretendard-font-display-optional',
  Declaration: {
    'font-display': (declaration) => {
      if (declaration.source?.input.file?.includes(`${path.sep}pretendard${path.sep}`)) declaration.value = 'optional';
    },
  },
};

export default {
  plugins: [
    mantinePreset(),
    simpleVars({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    }),
    pretendardFontDisplay,
  ],
};
