// One lint configuration for the whole tree (decision 021). Formatting is Prettier's job:
// eslint-config-prettier switches off every stylistic rule that would fight it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'dist/**',
      'data/**',
      '.react-router/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'drizzle/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      // French typography puts narrow no-break spaces in text (« 48 h », 1 200 €): only code is checked.
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipJSXText: true, skipComments: true, skipRegExps: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'import-x/no-duplicates': 'error',
      // Input cleaning strips control characters on purpose (names, comments, headers).
      'no-control-regex': 'off',
      // An empty catch documents "best effort" (cleanup that may find nothing to clean).
      'no-empty': ['error', { allowEmptyCatch: true }],
      'import-x/no-self-import': 'error',
      // An import loop (root ↔ header) once hid which module owned the session type.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['app/**/*.tsx', 'app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The two rules of hooks. The React Compiler rules of eslint-plugin-react-hooks 7 (refs,
      // set-state-in-effect…) describe code the compiler can optimise; this app does not use
      // the compiler, so they stay off (decision 021).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Browser code reaches the server only through `.server` modules, which React Router keeps
    // out of the client bundle. Type-only imports are erased and allowed.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.{ts,tsx}', 'app/.server/**', 'app/context.ts', 'app/entry.server.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '!**/*.server', '!**/.server/**'],
              allowTypeImports: true,
              message: 'Browser code imports the server only through a .server module.',
            },
          ],
        },
      ],
    },
  },
  {
    // Components read the view types their props declare, or core/'s: they never import the server
    // or a loader's module, not even for types (issue 32). Loaders import the components' types, one way.
    files: ['app/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/.server/**', '**/*.server'],
              message:
                'Components import no server or loader module (not even types): put the view type in the component or core/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Size limits (issue 26): a file over 350 lines or a function over 120 does more than one
    // thing and is hard to review. Lines are counted as `wc -l` counts them (blank lines and
    // comments included), tests too: a long test file is split by topic, a long describe block
    // into several. Only prose data files may be exempt, each listed in `ignores` with its reason
    // and named in docs/development.md (« The code in detail »): none today.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'core/**/*.ts'],
    ignores: [],
    rules: {
      'max-lines': ['error', { max: 350, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    files: ['**/*.test.ts', 'tests/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
