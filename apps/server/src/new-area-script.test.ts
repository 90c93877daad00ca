import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * scripts/new-area.mjs writes a new area's files and inserts its entries into the shared tables. Its
 * templates were checked by generating an area and running typecheck, lint and the generated tests (the
 * closing note of issue 30 has the run); this keeps the script working as the tables it edits change.
 */
type Names = { area: string; title: string; camel: string; pascal: string; snake: string; constant: string };
type Edit = { file: string; before?: string; append?: string; text?: string };
type Generator = {
  namesOf: (area: string, title: string) => Names;
  filesOf: (names: Names, options: { jobs: boolean }) => Record<string, string>;
  editsOf: (names: Names) => Edit[];
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const generator = (await import(path.join(root, 'scripts/new-area.mjs'))) as Generator;
const names = generator.namesOf('interview-notes', '면접 메모');

describe('scripts/new-area.mjs', () => {
  it('names the area as each place spells it', () => {
    expect(names).toEqual({
      area: 'interview-notes',
      title: '면접 메모',
      camel: 'interviewNotes',
      pascal: 'InterviewNotes',
      snake: 'interview_notes',
      constant: 'INTERVIEW_NOTES',
    });
  });

  it('finds, once each, the lines of the shared tables it inserts before', () => {
    for (const edit of generator.editsOf(names)) {
      const source = readFileSync(path.join(root, edit.file), 'utf8');
      if (edit.before === undefined) continue;
      expect(source.split(edit.before).length - 1, `${edit.file}: ${edit.before}`).toBe(1);
    }
  });

  it('writes files that parse as TypeScript, with every name filled in, none of them existing yet', () => {
    const files = generator.filesOf(names, { jobs: true });
    expect(Object.keys(files)).toContain('apps/server/src/modules/interview-notes/interview-notes.jobs.ts');
    for (const [file, text] of Object.entries(files)) {
      expect(existsSync(path.join(root, file)), file).toBe(false);
      expect(text, file).not.toMatch(/undefined|\$\{n\./);
      if (!/\.tsx?$/.test(file)) continue;
      const output = ts.transpileModule(text, {
        fileName: file,
        reportDiagnostics: true,
        compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      expect(output.diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')) ?? [], file).toEqual([]);
    }
  });
});
