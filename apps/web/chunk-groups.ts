/**
 * Build step (vite.config.ts): the libraries only some screens load, and a group name that leaves out of the
 * shared chunks every module that would bring one of them along (issue 31; decision 0005).
 *
 * The console kit and the contract's shared chunk are in every screen's first load. A module in one of them
 * that imports the chart library, the editor, the date pickers, the uploads, the form helpers or a zod schema makes every screen
 * load that library too: the home loaded zod (23 KB compressed, and its schemas built on load) because the
 * consulting form, which only three screens show, sat in the kit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The console's charts (src/components/chart) with what draws them.
export const CHART_MODULES = /node_modules[\\/](@mantine[\\/]charts|d3-[a-z-]+|internmap)[\\/]|[\\/]src[\\/]components[\\/]chart[\\/]/;
// use-sync-external-store: @tiptap/react's shim, which only the editor uses (left to the automatic split, it went
// to a chunk that imports the editor's and is imported by it, and the editor read it before it was defined).
export const EDITOR_MODULES =
  /node_modules[\\/](@tiptap|@mantine[\\/]tiptap|prosemirror-[a-z-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname|use-sync-external-store)[\\/]/;
export const DATE_MODULES = /node_modules[\\/](@mantine[\\/]dates|dayjs[\\/]plugin)[\\/]/;
export const UPLOAD_MODULES = /node_modules[\\/](@mantine[\\/]dropzone|react-easy-crop|react-dropzone|file-selector|attr-accept)[\\/]/;
// Form state and number fields (Mantine's NumberInput with the formatter it draws with): the screens with a form
// load them, in every other screen's first load they were 10 KB compressed of nothing.
export const FORM_MODULES =
  /node_modules[\\/](@mantine[\\/]form|react-number-format)[\\/]|node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]NumberInput[\\/]/;
// Zod with its jitless setting (src/lib/zod-jitless.ts), and the contract's schemas: the screens with a form or a
// URL state load them; the home does not.
export const ZOD_MODULES = /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/;
export const SCHEMA_MODULES = /[\\/]packages[\\/]contract[\\/]src[\\/]schemas[\\/]/;
const HEAVY_MODULES = [CHART_MODULES, EDITOR_MODULES, DATE_MODULES, UPLOAD_MODULES, FORM_MODULES, ZOD_MODULES, SCHEMA_MODULES];
const OUR_MODULES = /[\\/](apps[\\/]web|packages[\\/]contract)[\\/]src[\\/]/;

type ModuleInfo = { code: string | null; importedIds: readonly string[]; importers: readonly string[]; isEntry: boolean };
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

/** `fact(id)` once per module; an import cycle back to a module being decided reads false. */
function memo(fact: (id: string, graph: ModuleGraph) => boolean) {
  const known = new Map<string, boolean>();
  return (id: string, graph: ModuleGraph): boolean => {
    const found = known.get(id);
    if (found !== undefined) return found;
    known.set(id, false);
    const result = fact(id, graph);
    known.set(id, result);
    return result;
  };
}

/** Whether the entry imports a module statically: it is in the shell's chunk, loaded before any screen. */
const inShell = memo((id, graph) => {
  const info = graph.getModuleInfo(id);
  return !!info && (info.isEntry || info.importers.some((importer) => inShell(importer, graph)));
});

// The schemas the contract exports. The web imports them through the package's index, which the shell holds,
// so the module graph does not show which of our modules reads one; the import statement does.
const CONTRACT_SCHEMAS = path.resolve(import.meta.dirname, '../../packages/contract/src/schemas');
let schemaNames: Set<string> | undefined;
const CONTRACT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@partners\/contract["']/g;

function readsContractSchema(code: string | null): boolean {
  const names = (schemaNames ??= new Set(
    readdirSync(CONTRACT_SCHEMAS).flatMap((file) =>
      [...readFileSync(path.join(CONTRACT_SCHEMAS, file), 'utf8').matchAll(/^export const (\w+)/gm)].map(([, name]) => name ?? ''),
    ),
  ));
  return [...(code ?? '').matchAll(CONTRACT_IMPORT)].some(([, imported = '']) =>
    imported.split(',').some((specifier) => names.has(specifier.trim().split(/\s+as\s+/)[0] ?? '')),
  );
}

/**
 * Whether a module of ours reads a contract schema or imports one of the heavy libraries, itself or through
 * other modules of ours outside the shell (what the shell holds is loaded anyway).
 */
const reachesHeavyModule = memo((id, graph) => {
  const info = graph.getModuleInfo(id);
  if (!info) return false;
  return (
    readsContractSchema(info.code) ||
    info.importedIds.some(
      (imported) =>
        !inShell(imported, graph) &&
        (HEAVY_MODULES.some((heavy) => heavy.test(imported)) || (OUR_MODULES.test(imported) && reachesHeavyModule(imported, graph))),
    )
  );
});

/** A code-splitting group's `name`: `group` for the modules its test captures, but none that reaches a heavy one. */
export function withoutHeavyModules(group: string) {
  return (id: string, graph: ModuleGraph): string | null => (reachesHeavyModule(id, graph) ? null : group);
}
