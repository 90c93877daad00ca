import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor } from 'vite';
import { bootPreloads } from '../../boot-preloads';

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; dynamicImports: string[]; viteMetadata: { importedCss: Set<string> } };

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], css: string[] = []): Chunk => ({
  type: 'chunk',
  fileName,
  imports,
  dynamicImports,
  viteMetadata: { importedCss: new Set(css) },
});

/** The tags the plugin adds to index.html for an entry chunk in a bundle. */
function tagsFor(entry: Chunk, others: Chunk[]): HtmlTagDescriptor[] {
  const bundle = Object.fromEntries([entry, ...others].map((c) => [c.fileName, c]));
  const hook = bootPreloads().transformIndexHtml as unknown as {
    handler: (html: string, context: { chunk: Chunk; bundle: typeof bundle }) => HtmlTagDescriptor[];
  };
  return hook.handler('', { chunk: entry, bundle });
}

describe('boot preloads (build step)', () => {
  it('preloads what index.html’s script imports dynamically, with their static imports and stylesheets', () => {
    const entry = chunk('assets/index.js', [], ['assets/react-boot.js', 'assets/start.js'], ['assets/index.css']);
    const tags = tagsFor(entry, [
      chunk('assets/react-boot.js', ['assets/react.js']),
      chunk('assets/react.js', ['assets/runtime.js']),
      chunk('assets/runtime.js'),
      chunk('assets/start.js', ['assets/react.js', 'assets/runtime.js', 'assets/index.js'], ['assets/page.js'], ['assets/start.css']),
      chunk('assets/page.js', ['assets/kit.js']),
      chunk('assets/kit.js'),
    ]);
    expect(tags.map((tag) => [tag.attrs?.rel, tag.attrs?.href])).toEqual([
      ['stylesheet', '/assets/start.css'],
      ['modulepreload', '/assets/react-boot.js'],
      ['modulepreload', '/assets/react.js'],
      ['modulepreload', '/assets/runtime.js'],
      ['modulepreload', '/assets/start.js'],
    ]);
  });

  it('adds nothing for an entry without dynamic imports (Vite links its own files)', () => {
    expect(tagsFor(chunk('assets/index.js', ['assets/a.js'], [], ['assets/index.css']), [chunk('assets/a.js')])).toEqual([]);
  });
});
