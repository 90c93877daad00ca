/**
 * Build step: index.html names every file of the shell's start, not only its own script's. That script
 * (src/app/main.tsx) imports React and then the console's start, each evaluated in
 * a task of its own; Vite writes preloads for an entry's static imports only, so the browser would find those
 * chunks one at a time, each after the one before had run. This adds a module preload for each script they
 * load and a stylesheet link for each of their stylesheets (the shell's components' CSS modules), so they
 * download with the HTML's own files and the page is styled before its first render, as before.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; dynamicImports: string[]; viteMetadata?: { importedCss: Set<string> } };
type Bundle = Record<string, { type: string }>;

/** `files` and the chunks they import statically, directly or not, with their stylesheets. */
function staticClosure(bundle: Bundle, files: Iterable<string>): { chunks: Chunk[]; styles: Set<string> } {
  const seen = new Set<string>();
  const chunks: Chunk[] = [];
  const styles = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file] as Chunk | undefined;
    if (chunk?.type !== 'chunk' || seen.has(file)) return;
    seen.add(file);
    chunks.push(chunk);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const file of files) visit(file);
  return { chunks, styles };
}

export function bootPreloads(): Plugin {
  return {
    name: 'partners-boot-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk, bundle }) {
        if (!chunk || !bundle) return [];
        // What Vite writes itself: the entry's own script, its static imports and their stylesheets.
        const own = staticClosure(bundle, [chunk.fileName]);
        const ownFiles = new Set([...own.chunks.map((c) => c.fileName), ...own.styles]);
        const boot = staticClosure(
          bundle,
          own.chunks.flatMap((c) => c.dynamicImports),
        );
        const tags: HtmlTagDescriptor[] = [];
        for (const css of boot.styles) {
          if (!ownFiles.has(css)) tags.push({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` }, injectTo: 'head' });
        }
        for (const { fileName } of boot.chunks) {
          if (!ownFiles.has(fileName))
            tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' });
        }
        return tags;
      },
    },
  };
}
