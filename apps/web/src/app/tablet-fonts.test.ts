import { afterEach, describe, expect, it, vi } from 'vitest';
import { TABLET_FONTS_MEDIA, TABLET_FONTS_TEMPLATE, tabletFonts } from '../../tablet-fonts';
import { addTabletFonts } from './boot/tablet-fonts';

type Asset = { type: 'asset'; fileName: string; source: string };

const PRETENDARD = (n: number) =>
  `@font-face{font-family:Pretendard Variable;font-display:optional;src:url(/assets/PretendardVariable.subset.${n}-x.woff2)format("woff2-variations");unicode-range:U+ac00-ac0${n}}`;
const OTHER = '@font-face{font-family:Other;src:url(/assets/other.woff2)}';

/** Runs the plugin's step on a written page and stylesheet; what it emitted is named `assets/<name>`. */
function run(css: string) {
  const page: Asset = {
    type: 'asset',
    fileName: 'index.html',
    source: '<html><head>\n<link rel="stylesheet" crossorigin href="/assets/index-a.css">\n</head></html>',
  };
  const shell: Asset = { type: 'asset', fileName: 'assets/index-a.css', source: css };
  const emitted: { name: string; source: string }[] = [];
  const context = {
    emitFile: (file: { name: string; source: string }) => String(emitted.push(file) - 1),
    getFileName: (ref: string) => `assets/${emitted[Number(ref)]?.name}`,
  };
  const hook = tabletFonts().generateBundle as unknown as {
    handler: (this: typeof context, options: unknown, bundle: Record<string, Asset>) => void;
  };
  hook.handler.call(context, {}, { 'index.html': page, [shell.fileName]: shell });
  return { page: page.source, shell: shell.source, emitted };
}

describe('tablet fonts (build step)', () => {
  it("moves Pretendard's faces to a stylesheet whose link index.html holds in a template, for a tablet's width up", () => {
    const { page, shell, emitted } = run(`body{margin:0}${PRETENDARD(1)}${OTHER}${PRETENDARD(2)}.a{color:red}`);
    expect(shell).toBe(`body{margin:0}${OTHER}.a{color:red}`);
    expect(emitted).toEqual([{ type: 'asset', name: 'tablet-fonts.css', source: `${PRETENDARD(1)}\n${PRETENDARD(2)}` }]);
    expect(page).toContain(
      `<template id="${TABLET_FONTS_TEMPLATE}"><link rel="stylesheet" href="/assets/tablet-fonts.css" media="${TABLET_FONTS_MEDIA}"></template>`,
    );
    expect(page.indexOf('tablet-fonts')).toBeLessThan(page.indexOf('</head>'));
  });

  it('finds the faces in an unminified stylesheet too', () => {
    const face = '@font-face {\n  font-family: "Pretendard Variable";\n  src: url(/assets/a.woff2);\n}';
    const { shell, emitted } = run(`body { margin: 0 }\n${face}\n${OTHER}`);
    expect(shell).toBe(`body { margin: 0 }\n\n${OTHER}`);
    expect(emitted[0]?.source).toBe(face);
  });

  it('fails the build when the stylesheet has no Pretendard face (the import moved)', () => {
    expect(() => run(`body{margin:0}${OTHER}`)).toThrow(/no Pretendard @font-face rule/);
  });
});

describe('tablet fonts (index.html’s script)', () => {
  /** A page with the template the build writes, and a window whose width matches or not until `widen`. */
  function pageWithTemplate(wide: boolean) {
    const page = document.implementation.createHTMLDocument();
    const { page: html } = run(`${PRETENDARD(1)}`);
    page.head.innerHTML = /<template[^]*<\/template>/.exec(html)?.[0] ?? '';
    const listeners: (() => void)[] = [];
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (media) =>
        ({ media, matches: wide, addEventListener: (_type: string, listener: () => void) => listeners.push(listener) }) as unknown as MediaQueryList,
    );
    const links = () => [...page.head.querySelectorAll(':scope > link')].map((link) => link.outerHTML);
    return { page, links, widen: () => listeners.forEach((listener) => listener()) };
  }
  const LINK = `<link rel="stylesheet" href="/assets/tablet-fonts.css" media="${TABLET_FONTS_MEDIA}">`;

  afterEach(() => vi.restoreAllMocks());

  it('links the faces at once on a tablet’s width', () => {
    const { page, links } = pageWithTemplate(true);
    addTabletFonts(page);
    expect(links()).toEqual([LINK]);
  });

  it('leaves a phone’s page without them, until the window widens', () => {
    const { page, links, widen } = pageWithTemplate(false);
    addTabletFonts(page);
    expect(links()).toEqual([]);
    widen();
    expect(links()).toEqual([LINK]);
  });
});
