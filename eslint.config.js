import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['build/', 'build-e2e/', '.react-router/', 'node_modules/', 'db/migrations/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // server.js (and its helpers in server-drain.js and server-route-tables.js) runs directly on Node, untranspiled.
    files: ['server.js', 'server-drain.js', 'server-route-tables.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', globalThis: 'readonly' } },
  },
  // Import boundaries (ARCHITECTURE.md, 'Data flows one way'). A pattern names both the ~/ alias and
  // any relative path into the folder, so `../../server/x` is caught like `~/server/x`.
  {
    files: ['app/domain/**/*.{ts,tsx}'],
    ignores: ['app/domain/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['~/server/**', '**/server/**', '*.server', '**/*.server'], message: 'Domain code is pure: no server modules.' },
        { group: ['~db/**', '**/db/**'], message: 'Domain code is pure: the vocabularies it shares with the schema live in app/domain/<area>/vocabulary.ts.' },
        { group: ['~/components/**', '**/components/**', '~/routes/**', '**/routes/**', '~/documents/**', '**/documents/**', 'react-router', 'react', 'react-dom'], message: 'Domain code imports no UI, routes or documents.' },
      ] }],
    },
  },
  {
    files: ['app/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['~/routes/**', '**/routes/**', '~/routes', '~/root', '**/root'], message: 'Components take a screen\'s data as typed props: no route module imports.' },
        { group: ['~/server/**', '**/server/**', '*.server', '**/*.server'], allowTypeImports: true, message: 'Components use server types only (import type): the server runtime stays on the server.' },
        { group: ['~/documents/**', '**/documents/**', '~db/**', '**/db/**'], message: 'Only the server renders documents and reads the database.' },
      ] }],
    },
  },
  {
    files: ['app/documents/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['~/server/**', '**/server/**', '*.server', '**/*.server'], allowTypeImports: true, message: 'Documents are rendered by the server from the data it hands them: server types only.' },
        { group: ['~/routes/**', '**/routes/**', '~/components/**', '**/components/**', '~db/**', '**/db/**'], message: 'Documents import domain code only.' },
      ] }],
    },
  },
  {
    files: ['app/routes/**/*.{ts,tsx}', 'app/root.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['~/documents/**', '**/documents/**'], message: 'Only the server imports app/documents (app/server/pdf renders them).' },
      ] }],
    },
  },
  // Every React Router Link, NavLink and Form says discover="none": one that announces its target has that
  // target's routes fetched and patched in as soon as the page hydrates, which renders the whole page again
  // (react-router.config.ts). A route is fetched when something goes to it instead. A fetcher's Form (`fetcher.Form`)
  // is not held to it: its type takes no `discover`, and ours post to the page they are on, whose routes it has.
  {
    files: ['app/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: 'JSXOpeningElement[name.name=/^(Link|NavLink|Form)$/]:not(:has(JSXAttribute[name.name="discover"]))',
        message: 'Give a React Router Link, NavLink or Form discover="none" (react-router.config.ts says why).',
      }],
    },
  },
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
