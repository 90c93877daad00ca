import { describe, expect, it } from 'vitest';
import { TABLET_FONTS_MEDIA, tabletFonts } from '../../tablet-fonts';

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
  it("moves Pretendard's faces to a stylesheet that index.html links for a tablet's width up", () => {
    const { page, shell, emitted } = run(`body{margin:0}${PRETENDARD(1)}${OTHER}${PRETENDARD(2)}.a{color:red}`);
    expect(shell).toBe(`body{margin:0}${OTHER}.a{color:red}`);
    expect(emitted).toEqual([{ type: 'asset', name: 'tablet-fonts.css', source: `${PRETENDARD(1)}\n${PRETENDARD(2)}` }]);
    expect(page).toContain(`<link rel="stylesheet" href="/assets/tablet-fonts.css" media="${TABLET_FONTS_MEDIA}">`);
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
