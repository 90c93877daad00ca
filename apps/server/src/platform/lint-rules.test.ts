import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The repository's own eslint.config.js, limited to the boundary rule: type-aware parsing is switched
 * off so that a sample needs no place in a tsconfig (and the test no TypeScript program).
 */
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'boundaries/walled-folders',
});

// Loading the config and its plugins is the slow part (over a minute on a loaded machine): do it
// once, under the hook's longer timeout.
beforeAll(async () => {
  await eslint.calculateConfigForFile(path.join(repoRoot, 'apps/server/src/modules/access/access.service.ts'));
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('server modules reach each other through services only', () => {
  const file = 'apps/server/src/modules/candidates/sample.service.ts';

  it.each([
    `import { companyProjects } from '../projects/projects.repo.js';`,
    `import type { ProjectRow } from '../projects/projects.repo';`,
    `import { companyProjects } from '../../modules/projects/projects.repo.js';`,
    `export { companyProjects } from '../projects/projects.repo.js';`,
    `const repo = await import('../projects/projects.repo.js'); void repo;`,
  ])('another module’s repository is an error: %s', async (code) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^boundaries\/walled-folders: A module must not import another module's repository/);
  });

  it('catches it from a file nested deeper in the module', async () => {
    expect(
      await boundaryErrors('apps/server/src/modules/proposals/parts/sample.ts', `import { x } from '../../projects/projects.repo.js';`),
    ).toHaveLength(1);
  });

  it('allows the own repository, another module’s service and the platform', async () => {
    const code = [
      `import { countCandidates } from './candidates.repo.js';`,
      `import { requireCompanyProjectIds } from '../projects/projects.service.js';`,
      `import { pageInfo } from '../../platform/paging.js';`,
      `import { setSessionCompany } from '../../platform/sessions.repo.js';`,
      `void [countCandidates, requireCompanyProjectIds, pageInfo, setSessionCompany];`,
    ].join('\n');
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('web features never import each other', () => {
  it.each([
    ['apps/web/src/features/hiring/sample.tsx', `import { NotificationBell } from '../notifications/notification-bell';`],
    ['apps/web/src/features/hiring/projects/sample.tsx', `import { NotificationBell } from '../../notifications/notification-bell';`],
    ['apps/web/src/features/hiring/sample.tsx', `import { NotificationBell } from '../../features/notifications/notification-bell';`],
    ['apps/web/src/features/hiring/sample.tsx', `export * from '../talent-pool';`],
    // A folder nobody has listed anywhere is walled off as well.
    ['apps/web/src/features/brand-new-feature/sample.tsx', `import { ConsoleHeader } from '../shell/console-header';`],
  ])('%s: %s is an error', async (file, code) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^boundaries\/walled-folders: A feature must not import another feature/);
  });

  it('allows the own feature, shared components, the lib and the contract', async () => {
    const code = [
      `import { ProjectSection } from './projects/project-section';`,
      `import { formatNumber } from '../../lib/format';`,
      `import { Page } from '../../components/page';`,
      `import { HIRING_PATHS } from '@partners/contract';`,
      `void [ProjectSection, formatNumber, Page, HIRING_PATHS];`,
    ].join('\n');
    expect(await boundaryErrors('apps/web/src/features/hiring/sample.tsx', code)).toEqual([]);
  });
});
