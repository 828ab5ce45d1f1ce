import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const modules = readdirSync('server/src/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleIndexes = modules.map((name) => `./${name}/index.ts`);

/**
 * The import direction of the server (issue 6): a module uses platform, contracts and other
 * modules' index.ts only; platform uses no module; the app, seed and test helpers reach modules
 * through their index.ts; apps and contracts never import the server.
 */
const boundaryZones = [
  ...modules.map((name) => ({
    target: `./server/src/modules/${name}`,
    from: './server/src/modules',
    except: [`./${name}`, ...moduleIndexes.filter((index) => !index.startsWith(`./${name}/`))],
    message: 'Use another module only through its index.ts.',
  })),
  {
    target: ['./server/src/app.ts', './server/src/main.ts', './server/src/seed', './server/src/test', './server/src/modules/settings.test.ts'],
    from: './server/src/modules',
    except: moduleIndexes,
    message: 'Use a module only through its index.ts.',
  },
  { target: modules.map((name) => `./server/src/modules/${name}`), from: ['./server/src/app.ts', './server/src/main.ts', './server/src/seed'], message: 'Modules do not import the app or the seed.' },
  { target: './server/src/platform', from: ['./server/src/modules', './server/src/app.ts', './server/src/seed'], message: 'Platform imports no module.' },
  { target: ['./apps', './packages/contracts'], from: './server', message: 'Apps and contracts never import the server.' },
  { target: './packages/contracts', from: './apps', message: 'Contracts never import the apps.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/.artifacts/**', 'bench/.results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['server/src/**/*.ts', 'packages/contracts/src/**/*.ts', 'apps/*/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/ignore': ['node_modules'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A route table loads its screens with import() (one chunk each) while screens read the
    // table: a cycle only through a lazy import, which runs after every module has loaded.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    files: ['e2e/**/*.{ts,mjs}', 'bench/**/*.{ts,mjs}', 'scripts/**/*.mjs', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
