/**
 * Build step: Pretendard's @font-face rules (92 unicode-range subsets: 48 KB of the first stylesheet, 9 KB
 * compressed) moved from the shell's stylesheet to one of their own, for a tablet's width up. The console
 * uses Pretendard only from that width (global.css); on a phone the rules were render-blocking bytes,
 * downloaded and parsed for nothing. index.html holds the stylesheet's link in a template (inert: nothing is
 * fetched), which its script adds to the page when, or once, the window is that wide (src/app/main.tsx): a
 * stylesheet linked with a media that does not match is still fetched, a request of every phone's first load
 * (decision 0005). The rules are cut from the written stylesheet, after Vite has hashed the font files
 * their `url()`s name; the dev server keeps them in the first stylesheet (main.tsx imports them).
 */
import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';

/** The id of index.html's template holding the link (main.tsx adds it to the page for a wide window). */
export const TABLET_FONTS_TEMPLATE = 'tablet-fonts';
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
        // The shell's stylesheet with the fonts: of those index.html links, the one main.tsx's imports make.
        const linked = assets.filter((asset) => asset.fileName.endsWith('.css') && html.includes(`href="/${asset.fileName}"`));
        if (!page || linked.length === 0) throw new Error('tablet-fonts: the build wrote no index.html linking a stylesheet');
        const facesOf = (asset: OutputAsset) => (String(asset.source).match(FONT_FACE) ?? []).filter((rule) => PRETENDARD.test(rule));
        const shell = linked.find((asset) => facesOf(asset).length > 0);
        if (!shell) throw new Error(`tablet-fonts: no Pretendard @font-face rule in ${linked.map((asset) => asset.fileName).join(', ')}`);
        const css = String(shell.source);
        const faces = facesOf(shell);
        shell.source = css.replace(FONT_FACE, (rule) => (PRETENDARD.test(rule) ? '' : rule));
        const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'tablet-fonts.css', source: faces.join('\n') }));
        const link = `<link rel="stylesheet" href="/${fileName}" media="${TABLET_FONTS_MEDIA}">`;
        page.source = html.replace('</head>', `  <template id="${TABLET_FONTS_TEMPLATE}">${link}</template>\n  </head>`);
      },
    },
  };
}
