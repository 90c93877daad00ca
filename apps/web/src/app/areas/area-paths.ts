/**
 * The product areas and the paths each owns, from the contract's pages table (packages/contract/src/pages.ts,
 * which the build reads too: area-preloads.ts). Each key has its route module `<key>.routes.tsx` beside this
 * file.
 */
export { AREA_PATHS, CONSOLE_PREFIX, areaNameOf, type AreaName } from '@partners/contract';
