import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { PAGES, type PageName } from '@partners/contract';
import { AREAS, areaOf, routes } from '../routes';
import { AREA_PATHS } from './area-paths';
import { childPath } from './route-helpers';

/** A URL of the page: each parameter, optional ones too, filled with a sample value. */
const sampleUrl = (path: string) => path.replace(/:[^/]+/g, '1');

/** Every full path a route list declares (parents' paths joined with their children's). */
function paths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const full = route.path ? (parent ? `${parent}/${route.path}` : route.path) : parent;
    return [...(route.path ? [full] : []), ...paths(route.children ?? [], full)];
  });
}

describe('product areas', () => {
  it('each area owns every path its module declares, so a first visit finds the module', async () => {
    for (const area of AREAS) {
      const { area: routes } = await area.load();
      const declared = paths([...routes.shell, ...(routes.bare ?? [])]);
      expect(declared.length).toBeGreaterThan(0);
      for (const path of declared) {
        // The pattern's first static part is what a visited URL starts with.
        const concrete = path
          .split('/')
          .filter((part) => !part.startsWith(':') && part !== '*')
          .join('/');
        expect(areaOf(`/partners/${concrete}`)?.name, `${area.name}: ${path}`).toBe(area.name);
      }
    }
  });

  it('a nested route takes its path below its parent page, and refuses a page that is not below it', () => {
    expect(childPath(PAGES.talentPool, PAGES.projectCandidates)).toBe('project/:projectId/candidates/:status?/:page?');
    expect(childPath(PAGES.talentPool, PAGES.projects, '/:projectId/*')).toBe('project/:projectId/*');
    expect(() => childPath(PAGES.talentPool, PAGES.postings)).toThrow('/partners/job_management is not below /partners/job_seekers');
  });

  it('every area module has its line in AREA_PATHS and every line its module', () => {
    const modules = Object.keys(import.meta.glob('./*.routes.tsx')).map((file) => file.slice('./'.length, -'.routes.tsx'.length));
    expect(modules.sort()).toEqual(Object.keys(AREA_PATHS).sort());
  });

  it("each page of the pages table is a route of its area's module, not caught by a catch-all", async () => {
    for (const name of Object.keys(PAGES) as PageName[]) {
      const { path, area: areaName } = PAGES[name];
      const area = AREAS.find((candidate) => candidate.name === areaName);
      if (!area) continue;
      const { area: routes } = await area.load();
      const matches = matchRoutes([{ path: '/partners', children: [...routes.shell, ...(routes.bare ?? [])] }], sampleUrl(path));
      expect(matches, name).not.toBeNull();
      expect(matches?.at(-1)?.route.path, name).not.toBe('*');
    }
  });

  it("each of the shell's pages is a route of the console, and each page outside it a route of the app", () => {
    for (const name of Object.keys(PAGES) as PageName[]) {
      const { path, area } = PAGES[name];
      if (area !== 'shell' && area !== 'outside') continue;
      const matches = matchRoutes(routes, sampleUrl(path));
      const last = matches?.at(-1)?.route;
      expect(last?.path, name).not.toBe('*');
      expect(last?.path === undefined && !last?.index, name).toBe(false);
    }
  });

  it('no two areas claim the same path', () => {
    const claims = AREAS.flatMap((area) => area.paths);
    expect(new Set(claims).size).toBe(claims.length);
    for (const a of claims) for (const b of claims) if (a !== b) expect(b.startsWith(`${a}/`), `${a} contains ${b}`).toBe(false);
  });

  it('finds the area by whole path segments only', () => {
    expect(areaOf('/partners/job_seekers/search/index/1')?.name).toBe('talent-pool');
    expect(areaOf('/partners/business_managements/newsroom_editor')?.name).toBe('company');
    expect(areaOf('/partners/job_seekers_extra')).toBeUndefined();
    expect(areaOf('/partners/notifications')).toBeUndefined();
    expect(areaOf('/reputation_management')).toBeUndefined();
  });
});
