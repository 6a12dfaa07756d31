// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The project's TypeScript, layer by layer (tsconfig.json's scope). */
const SOURCE = [
  'content/**/*.{ts,tsx}',
  'shared/**/*.{ts,tsx}',
  'components/**/*.{ts,tsx}',
  'generator/**/*.{ts,tsx}',
  'runtime/**/*.{ts,tsx}',
  'server/**/*.{ts,tsx}',
  'tools/**/*.{ts,tsx}',
  'tests/**/*.{ts,tsx}',
  '*.ts',
];

export default defineConfig(
  // What .gitignore keeps out of the repository (built sites, caches, reports, generated tokens).
  globalIgnores([
    'dist/',
    'dist.*/',
    '.cache/',
    '.scratch/',
    'reports/',
    'test-results/',
    'data/',
    'tokens/generated/',
  ]),
  {
    files: SOURCE,
    extends: [
      js.configs.recommended,
      tseslint.configs.recommendedTypeChecked,
      reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.recommended,
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // Vitest's asymmetric matchers (expect.any, expect.stringMatching, expect.arrayContaining …)
    // are typed `any` by design, so an expected object that holds one is an "unsafe assignment".
    // Reading an `any` still counts (no-unsafe-member-access, -call, -argument stay on).
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // `await act(async () => { fireEvent… })` is React's way to let the promises an event starts
    // settle (a submit's fetch, its toast) before the test looks: the callback has nothing to await.
    files: ['tests/**/*.tsx'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  // Last: leaves layout to Prettier.
  prettier,
);
