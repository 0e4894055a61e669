import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';

const repoRoot = import.meta.dirname;

/** One lint config for every workspace (docs/conventions.md#code). */
export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  /*
   * Payer pages write every text through the i18n library (docs/i18n.md): text typed straight into
   * their JSX is refused. Strings inside `{…}` are allowed — class names, keys, punctuation joining
   * translated parts — so the French browser test (e2e/tests/payer-languages.e2e.ts) checks the rest.
   */
  {
    files: ['apps/web/src/features/{checkout,donate,subscribe,storefront,receipts}/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { react },
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: false, ignoreProps: true, allowedStrings: ['Malipo'] }],
    },
  },
  /*
   * The web app's layers, lowest first: shared code (components, components/ui, lib, config,
   * styles, test utilities) ← features (features/<name>/) ← app (app/ and the entry, main.tsx).
   * A layer imports only from the layers below it, and a feature from itself but not from another
   * feature. Imports are resolved (relative or `@/`, static or `import()`) through
   * apps/web/tsconfig.json, and apps/web/src/lint-boundaries.test.ts checks that the rule reports.
   */
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: path.join(repoRoot, 'apps/web/tsconfig.json') } },
      'boundaries/root-path': repoRoot,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/elements': [
        { type: 'feature', pattern: 'apps/web/src/features/*', partialMatch: false, capture: ['feature'] },
        { type: 'app', pattern: 'apps/web/src/app', partialMatch: false },
        {
          type: 'shared',
          pattern: 'apps/web/src/(components|lib|config|styles|test)',
          partialMatch: false,
        },
        // Everything else in src/ (main.tsx, and any folder not listed above) counts as app code.
        { type: 'app', pattern: 'apps/web/src', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.element.path}} may not import {{to.element.path}}: shared code imports only shared code, a feature imports shared code and its own folder, app/ composes features (eslint.config.js)',
          policies: [
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: [
                  { element: { type: 'shared' } },
                  {
                    element: { type: 'feature', captured: { feature: '{{from.element.captured.feature}}' } },
                  },
                ],
              },
            },
            // The one exception: features/checkout holds the payer kit (checkout frame, payment
            // method steps, pay attempts, page data) that the other payer pages (donate, subscribe,
            // storefront, receipts) and the wallet's card deposit build on. Other features may
            // import features/checkout/** until the payer kit moves to a home of its own.
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: 'checkout' } } } },
            },
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { type: ['shared', 'feature', 'app'] } } },
            },
          ],
        },
      ],
    },
  },
);
