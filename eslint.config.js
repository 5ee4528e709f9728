// Lint rules for every workspace; the layer rules of DESIGN §3 live in .dependency-cruiser.cjs.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only src/lib/api-client.ts calls fetch.' }],
    },
  },
  {
    files: ['console/src/lib/api-client.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Issue 15 item 5: the one place a change makes queries stale is lib/invalidation.ts (from `affects`).
    files: ['console/src/**/*.{ts,tsx}'],
    ignores: ['console/src/lib/invalidation.ts', 'console/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='invalidateQueries']",
          message: 'Queries go stale only in src/lib/invalidation.ts, from the contract endpoint or event `affects`.',
        },
      ],
    },
  },
  {
    // Issue 15 item 5: services refuse with a contract error constant, `throw apiError(FIATS_ERRORS.notFound)`.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/lib/http-error.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='HttpError']",
          message: 'Throw a contract error constant with apiError(…) from lib/http-error.ts, not a loose HttpError.',
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.{1,2}/).*', message: 'contract imports nothing but zod.' }] },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts', 'server/test/**/*.ts', 'server/src/server.ts'],
    rules: { 'no-console': 'off' },
  },
);
