import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One product area's first-visit files, as the web build writes them (apps/web/area-preloads.ts). */
export type AreaPreload = { paths: string[]; files: string[] };

/** The build's area preloads; none when the build did not write them. */
export function readAreaPreloads(webDist: string): AreaPreload[] {
  const file = path.join(webDist, 'area-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as AreaPreload[]) : [];
}

/**
 * Preload links for the files of the area owning `pathname`, so they download with the shell's scripts.
 * Styles carry `crossorigin`: Vite adds a chunk's stylesheet in CORS mode, and a preload whose credentials
 * mode differs is not used (the browser downloads the file twice). Module preloads are CORS already.
 */
export function areaPreloadLinks(preloads: AreaPreload[], pathname: string): string[] {
  const area = preloads.find((a) => a.paths.some((p) => pathname === p || pathname.startsWith(`${p}/`)));
  return (area?.files ?? []).map((file) =>
    file.endsWith('.css') ? `<${file}>; rel=preload; as=style; crossorigin` : `<${file}>; rel=modulepreload`,
  );
}
