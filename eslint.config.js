import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Hangul (syllables and jamo) in a string or template literal. Server services speak in error codes and
 * labels from the contract (docs/decisions/0013); Korean copy lives in the contract or in `*.copy.ts`.
 * Comments may name Korean words: the rule looks at literals only.
 */
const HANGUL_LITERAL = '/[\\u1100-\\u11ff\\u3130-\\u318f\\uac00-\\ud7a3]/';
const hangulMessage = 'No Korean text in server modules/platform: throw an error code from the contract catalogue, or move the copy to the contract or a *.copy.ts file.';

// A feature never imports another feature (style.md); extend this list when a feature folder is added.
const features = ['auth', 'shell', 'notifications', 'company-switch', 'errors', 'home', 'placeholders', 'terms', 'consulting', 'talent-pool', 'hiring', 'candidate-side'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '**/migrations/**', 'bench/results/**'] },
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
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
              message: 'A feature must not import another feature; move the shared piece to src/components or src/lib.',
            },
          ],
        },
      ],
    },
  })),
);
