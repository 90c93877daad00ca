import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

let eslint: ESLint;
// The repository's own eslint.config.js, limited to the Hangul rule; without type-aware parsing a sample
// needs no place in a tsconfig. Loading the config is slow on a busy machine, so it is done once.
beforeAll(() => {
  eslint = new ESLint({
    cwd: repoRoot,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
  });
}, 120_000);

async function hangulErrors(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((m) => m.message.startsWith('No Korean text in server modules/platform')).length;
}

const KOREAN_THROW = `throw new AppError('conflict', { message: '이미 처리된 요청입니다' });`;

describe('no Korean text in server modules and platform (docs/decisions/0013)', () => {
  it.each([
    ['apps/server/src/modules/proposals/sample.service.ts', KOREAN_THROW],
    ['apps/server/src/modules/proposals/sample.service.ts', 'export const note = `${1}건을 보냈습니다`;'],
    ['apps/server/src/platform/sample.ts', `export const label = "ㅈㅍㄹㄴ";`],
  ])(
    '%s: %s is an error',
    async (file, code) => {
      expect(await hangulErrors(file, code)).toBe(1);
    },
    120_000,
  );

  it.each([
    // Comments may name Korean words.
    ['apps/server/src/modules/job-postings/sample.service.ts', `/** 상시 without an end date. */ export const always = 'always';`],
    ['apps/server/src/modules/proposals/sample.copy.ts', `export const text = '포지션 제안을 보냈습니다';`],
    ['apps/server/src/modules/proposals/sample.test.ts', KOREAN_THROW],
    ['apps/server/src/modules/proposals/proposals.fixtures.ts', KOREAN_THROW],
    ['apps/server/src/modules/talent-search/keyword-rules.ts', `export const rules = [['자바를', '자바', true]];`],
    // Seed data and schema comments are outside modules/platform.
    ['apps/server/src/seed/sample.ts', `export const name = '잡플래닛';`],
  ])(
    '%s: %s is allowed',
    async (file, code) => {
      expect(await hangulErrors(file, code)).toBe(0);
    },
    120_000,
  );
});
