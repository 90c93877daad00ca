/**
 * Pretendard's faces are used only if they arrive in the first moment of rendering (font-display: optional),
 * else the page keeps the system Korean font until the next load, when they come from the cache. With `swap`
 * the late faces re-laid every page out: up to 0.99 of layout shift on the postings list (decision 0005).
 */
const pretendardFontDisplay = {
  postcssPlugin: 'pretendard-font-display-optional',
  Declaration: {
    'font-display': (declaration) => {
      if (declaration.source?.input.file?.includes(`${require('node:path').sep}pretendard${require('node:path').sep}`))
        declaration.value = 'optional';
    },
  },
};

module.exports = {
  plugins: [
    require('postcss-preset-mantine'),
    require('postcss-simple-vars')({
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
