/**
 * Build step: writes dist/area-preloads.json, the files each product area's first visit loads: the initial
 * assets, then its route module's chunk, the chunks it imports statically and their CSS. The server
 * sends them as preload links with the HTML of a console page, so the browser fetches the page's area
 * together with the shell's scripts instead of after them.
 */
import type { Plugin } from 'vite';
// The contract's pages table by its file: Vite loads its config with the workspace package external, and
// Node cannot run the package's TypeScript; a relative import is bundled with the config (pages.ts imports
// only the page modules, which import nothing at run time).
import { AREA_PATHS, CONSOLE_PREFIX, type AreaName } from '../../packages/contract/src/pages';

export type AreaPreload = { paths: string[]; files: string[] };

/** What a written chunk tells of its files: its static imports and its stylesheets (Vite's metadata). */
export type ChunkFiles = { fileName: string; imports: string[]; viteMetadata?: { importedCss: Set<string> } };

type Chunk = ChunkFiles & { type: 'chunk'; isEntry: boolean; facadeModuleId: string | null };

/**
 * The files `files` load before they run: each chunk, its stylesheets, and the chunks it imports statically,
 * directly or not, in the order met (a chunk before its imports). Added to `into`, which it returns.
 */
export function staticClosure(chunkOf: (file: string) => ChunkFiles | undefined, files: Iterable<string>, into = new Set<string>()): Set<string> {
  for (const file of files) {
    const chunk = chunkOf(file);
    if (!chunk || into.has(chunk.fileName)) continue;
    into.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    staticClosure(chunkOf, chunk.imports, into);
  }
  return into;
}

export function areaPreloads(): Plugin {
  return {
    name: 'partners-area-preloads',
    apply: 'build',
    // After every other plugin's: Vite drops the chunks that only carried CSS in its own generateBundle,
    // and a list made before that named files the build never wrote.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk') as unknown as Chunk[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const chunkOf = (file: string) => byFile.get(file);
        const initial = staticClosure(
          chunkOf,
          chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        );
        const areas: AreaPreload[] = [];
        for (const chunk of chunks) {
          const name = /\/app\/areas\/([^/]+)\.routes\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1] as AreaName | undefined;
          if (!name || !(name in AREA_PATHS)) continue;
          areas.push({
            paths: (AREA_PATHS[name] as readonly string[]).map((p) => `${CONSOLE_PREFIX}${p}`),
            // The shell's own script and stylesheet first: the page needs them before anything of its area, and
            // a browser fetching over HTTP/1.1 (six connections to a host) would otherwise start them after the
            // area's first six files, since the Link header's preloads come before the HTML's tags.
            files: [...initial, ...[...staticClosure(chunkOf, [chunk.fileName])].filter((file) => !initial.has(file))].map((file) => `/${file}`),
          });
        }
        this.emitFile({ type: 'asset', fileName: 'area-preloads.json', source: JSON.stringify(areas) });
      },
    },
  };
}
