/**
 * `useId` of `@mantine/hooks` in the web build (vite.config.ts aliases its module here). Mantine's starts with
 * React's id and replaces it with a random one in a layout effect, so every Mantine input, checkbox, popover
 * and tooltip renders a second time, synchronously, as the page commits (a page of 20 applicants: 20 more
 * renders in its first commit). React's own id is unique in the tree and stable, which is all the ids are for
 * (labels, descriptions, ARIA relations). React 19.2 writes `_r_1_`; the characters earlier versions used
 * (`:r1:`, `«r1»`), which a CSS selector would need escaped, are left out.
 */
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replaceAll(':', '').replaceAll('«', '').replaceAll('»', '')}`;
}
