/**
 * Build step: Pretendard's @font-face rules (92 unicode-range subsets: 48 KB of the first stylesheet, 9 KB
 * compressed) moved from the shell's stylesheet to one of their own, linked from index.html for a tablet's
 * width up. The console uses Pretendard only from that width (global.css); on a phone the rules were
 * render-blocking bytes, downloaded and parsed for nothing. A stylesheet whose media does not match neither
 * blocks rendering nor registers its faces; the browser still fetches it, last, and applies it if the window
 * widens (decision 0005). The rules are cut from the written stylesheet, after Vite has hashed the font files
 * their `url()`s name; the dev server keeps them in the first stylesheet (main.tsx imports them).
 */
import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';

/** global.css's breakpoint: the system's Korean font below it (`max-width: 48em`), Pretendard from it. */
export const TABLET_FONTS_MEDIA = '(min-width: 48em)';
// An @font-face rule has no nested braces; Pretendard's faces by the family name the package gives them
// (minified or not: `vite build --minify false` for bench:web-profile).
const FONT_FACE = /@font-face\s*\{[^{}]*\}/g;
const PRETENDARD = /font-family:\s*["']?Pretendard Variable["';]/;

export function tabletFonts(): Plugin {
  return {
    name: 'partners-tablet-fonts',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const assets = Object.values(bundle).filter((output): output is OutputAsset => output.type === 'asset');
        const page = assets.find((asset) => asset.fileName === 'index.html');
        const html = String(page?.source ?? '');
        // The shell's stylesheet: the one index.html links.
        const shell = assets.find((asset) => asset.fileName.endsWith('.css') && html.includes(`href="/${asset.fileName}"`));
        if (!page || !shell) throw new Error('tablet-fonts: the build wrote no index.html linking a stylesheet');
        const css = String(shell.source);
        const faces = (css.match(FONT_FACE) ?? []).filter((rule) => PRETENDARD.test(rule));
        if (faces.length === 0) throw new Error(`tablet-fonts: no Pretendard @font-face rule in ${shell.fileName}`);
        shell.source = css.replace(FONT_FACE, (rule) => (PRETENDARD.test(rule) ? '' : rule));
        const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'tablet-fonts.css', source: faces.join('\n') }));
        page.source = html.replace('</head>', `  <link rel="stylesheet" href="/${fileName}" media="${TABLET_FONTS_MEDIA}">\n  </head>`);
      },
    },
  };
}
