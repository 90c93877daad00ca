/**
 * Build step: index.html names every file of the shell's start, not only its own script's. That script
 * (src/app/main.tsx) imports React and then the console's start, each evaluated in
 * a task of its own; Vite writes preloads for an entry's static imports only, so the browser would find those
 * chunks one at a time, each after the one before had run. This adds a module preload for each script they
 * load and a stylesheet link for each of their stylesheets (the shell's components' CSS modules), so they
 * download with the HTML's own files and the page is styled before its first render, as before.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { staticClosure, type ChunkFiles } from './area-preloads';

type Chunk = ChunkFiles & { type: 'chunk'; dynamicImports: string[] };

export function bootPreloads(): Plugin {
  return {
    name: 'partners-boot-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk, bundle }) {
        if (!chunk || !bundle) return [];
        const chunkOf = (file: string) => {
          const output = bundle[file] as Chunk | { type: 'asset' } | undefined;
          return output?.type === 'chunk' ? output : undefined;
        };
        // What Vite writes itself: the entry's own script, its static imports and their stylesheets.
        const own = staticClosure(chunkOf, [chunk.fileName]);
        const boot = [
          ...staticClosure(
            chunkOf,
            [...own].flatMap((file) => chunkOf(file)?.dynamicImports ?? []),
          ),
        ].filter((file) => !own.has(file));
        const tag = (file: string): HtmlTagDescriptor =>
          file.endsWith('.css')
            ? { tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' }
            : { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' };
        // The stylesheets first: they block the first paint, the scripts do not.
        return [...boot.filter((file) => file.endsWith('.css')), ...boot.filter((file) => !file.endsWith('.css'))].map(tag);
      },
    },
  };
}
