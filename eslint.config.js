import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Sibling folders under `root` are walled off from each other. A relative import is resolved against
 * the importing file's folder, so '../x/x.repo.js', '../../modules/x/x.repo.js' and './sub/../../x'
 * are all seen for what they reach; matching the import text instead misses the shapes nobody listed.
 * Every sibling folder is walled, whatever its name, so a new module or feature is covered with no
 * list to extend. With `only`, just the files whose name matches it are out of bounds.
 */
const walledFolders = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, only: { type: 'string' }, message: { type: 'string' } },
        required: ['root', 'message'],
        additionalProperties: false,
      },
    ],
    messages: { crossing: "{{message}} ('{{source}}')" },
  },
  create(context) {
    const { root, only, message } = context.options[0];
    const base = path.resolve(import.meta.dirname, root);
    const own = path.relative(base, context.filename).split(path.sep);
    // Files outside `root`, or lying directly in it, belong to no walled folder.
    if (own.length < 2 || own[0] === '..' || path.isAbsolute(own[0])) return {};
    const matches = only ? new RegExp(only) : null;
    function check(node) {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.relative(base, path.resolve(path.dirname(context.filename), source.value));
      const folder = target.split(path.sep)[0];
      if (folder === '..' || folder === '' || path.isAbsolute(target) || folder === own[0]) return;
      if (matches && !matches.test(path.basename(target))) return;
      context.report({ node: source, messageId: 'crossing', data: { message, source: source.value } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const boundaries = { rules: { 'walled-folders': walledFolders } };

/**
 * Hangul (syllables and jamo) in a string or template literal. Server services speak in error codes and
 * labels from the contract (docs/decisions/0013); Korean copy lives in the contract or in `*.copy.ts`.
 * Comments may name Korean words: the rule looks at literals only.
 */
const HANGUL_LITERAL = '/[\\u1100-\\u11ff\\u3130-\\u318f\\uac00-\\ud7a3]/';
const hangulMessage =
  'No Korean text in server modules/platform: throw an error code from the contract catalogue, or move the copy to the contract or a *.copy.ts file.';

/**
 * Mantine parts the kit replaces: its accessible pagination (arrows named 첫/이전/다음/마지막 페이지), one way to
 * page a list; HoverTooltip, mounted on the first hover (a mounted Tooltip updates again in the page's commit);
 * Select and MultiSelect, whose option lists mount when the field is first reached (a mounted list is positioned as
 * the page commits); and Modal and Drawer, in the page from their first opening (a closed one mounts its portal and
 * renders the page again as it commits).
 */
const mantineKitParts = {
  name: '@mantine/core',
  importNames: ['Pagination', 'Tooltip', 'SegmentedControl', 'Select', 'MultiSelect', 'Modal', 'Drawer'],
  message:
    'Use the kit’s Pagination (src/components/pagination.tsx), whose arrows have names, HoverTooltip (src/components/hover-tooltip.tsx), mounted on the first hover instead of with every row, SegmentedChoice (src/components/segmented-choice.tsx), which measures nothing as it mounts, Select and MultiSelect (src/components/select.tsx), whose option list mounts when the field is first reached, and Modal and Drawer (src/components/modal.tsx), in the page from their first opening',
};

/**
 * Charts are the kit's XYChart (decision 0036): recharts' charts cost a phone 116 KB of script and hundreds of
 * synchronous renders as a page committed. Mantine's BarsList (plain boxes) stays.
 */
const chartLibrary = [
  {
    name: '@mantine/charts',
    allowImportNames: ['BarsList'],
    message: 'Draw charts with XYChart (src/components/chart/xy-chart.tsx; decision 0036); BarsList is the one Mantine chart in use',
  },
  { name: 'recharts', message: 'Draw charts with XYChart (src/components/chart/xy-chart.tsx; decision 0036)' },
];

/** A page's query string is read and written in one place, through a schema (issue 30): no second URL parser. */
const searchParams = {
  name: 'react-router',
  importNames: ['useSearchParams'],
  message:
    'Read and write the query string with useUrlState(schema) from src/lib/url-state.ts: one parser, the contract’s query schemas, defaults left out of the URL',
};

/** The app mounts the one toast host (issue 30). */
const toastHost = {
  name: '@mantine/notifications',
  importNames: ['Notifications'],
  message: 'The app mounts the one toast host (app/toast-host.tsx): show toasts with notifySuccess/notifyError from src/lib/notify.ts',
};

/** What a feature must not write: toasts and the document title belong to the app (issue 30). */
const featureSyntax = [
  {
    selector: "CallExpression[callee.object.name='notifications'][callee.property.name='show']",
    message: 'Show toasts with notifySuccess/notifyError from src/lib/notify.ts (one look, one host), not notifications.show',
  },
  {
    selector: "AssignmentExpression > MemberExpression.left[object.name='document'][property.name='title']",
    message: 'A page names itself with usePageTitle (src/components/use-page-title.ts), not document.title',
  },
];
const pageHeading = {
  selector: "JSXOpeningElement[name.name='Title'] > JSXAttribute[name.name='order'] > JSXExpressionContainer > Literal[value=1]",
  message: "A console screen's heading is PageHeader (src/components/page-header.tsx): title, badge, description and actions in the same places",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/migrations/**',
      'bench/results/**',
      'scripts/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // One way to page a list, to show a tooltip and to read the URL: the kit's pieces, with their exceptions below.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [mantineKitParts, searchParams, ...chartLibrary] }] },
  },
  {
    files: [
      'apps/web/src/components/pagination.tsx',
      'apps/web/src/components/hover-tooltip.tsx',
      'apps/web/src/components/hover-tooltip.test.tsx',
      'apps/web/src/components/select.tsx',
      'apps/web/src/components/modal.tsx',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: [searchParams, ...chartLibrary] }] },
  },
  {
    // One kit for every screen (issue 30): the app mounts the one toast host and owns the document title, and a
    // console screen's heading is the kit's PageHeader.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [mantineKitParts, searchParams, toastHost, ...chartLibrary] }],
      'no-restricted-syntax': ['error', ...featureSyntax, pageHeading],
    },
  },
  {
    // Pages with a heading of their own: outside the console's shell (sign-in, step-up, the terms, the brand
    // service, an invitation, the candidate's side, the editor and the file preview), documents (a receipt,
    // a salary report, a profile) and the home's greeting.
    files: [
      'apps/web/src/features/auth/sign-in-page.tsx',
      'apps/web/src/features/step-up/certify-otp-page.tsx',
      'apps/web/src/features/terms/tos-recruitment-page.tsx',
      'apps/web/src/features/consulting/brand-service-page.tsx',
      'apps/web/src/features/operators/invitation-accept-page.tsx',
      'apps/web/src/features/candidate-side/*.tsx',
      'apps/web/src/features/company-page/editor/newsroom-editor-page.tsx',
      'apps/web/src/features/company-page/file-preview/file-preview-page.tsx',
      'apps/web/src/features/reviews/report/report-new-page.tsx',
      'apps/web/src/features/payment/receipt-page.tsx',
      'apps/web/src/features/salary-analysis/report-page.tsx',
      'apps/web/src/features/talent-pool/profile/profile-header.tsx',
      'apps/web/src/features/home/reputation-management-page.tsx',
    ],
    rules: { 'no-restricted-syntax': ['error', ...featureSyntax] },
  },
  {
    files: ['apps/web/src/lib/url-state.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [mantineKitParts, toastHost, ...chartLibrary] }] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/platform/**/*.ts'],
    ignores: [
      // Tests and their fixtures hold Korean sample data.
      '**/*.test.ts',
      '**/*.fixtures.ts',
      // Product copy people receive (seeker messages, notifications, legal terms), kept apart on purpose.
      '**/*.copy.ts',
      // Korean-language data of the search engine: the keyword-matching cases of docs/decisions/0006.
      'apps/server/src/modules/talent-search/keyword-rules.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${HANGUL_LITERAL}]`, message: hangulMessage },
        { selector: `TemplateElement[value.raw=${HANGUL_LITERAL}]`, message: hangulMessage },
      ],
    },
  },
  {
    // A module reaches another only through its service: the repository (SQL) stays private to its module.
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/walled-folders': [
        'error',
        {
          root: 'apps/server/src/modules',
          only: String.raw`\.repo(\.[cm]?[jt]s)?$`,
          message: "A module must not import another module's repository; call that module's service",
        },
      ],
    },
  },
  {
    // A feature never imports another feature (style.md): shared pieces go to src/components or src/lib.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/walled-folders': [
        'error',
        {
          root: 'apps/web/src/features',
          message: 'A feature must not import another feature; move the shared piece to src/components or src/lib',
        },
      ],
    },
  },
);
