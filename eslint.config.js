import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The areas are the folders under each side's area root, so a new area is covered at once. */
const areasOf = (root) =>
  existsSync(root)
    ? readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    : [];

/** Areas do not import each other's internals (DESIGN.md convention 1). */
const areaBoundaries = (root) => {
  const areas = areasOf(root);
  return areas.map((area) => ({
    files: [`${root}/${area}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: areas
            .filter((other) => other !== area)
            .map((other) => ({
              group: [`**/${root.split('/').pop()}/${other}/*`, `../${other}/*`],
              message: `The ${area} area must not import the ${other} area's internals; share through platform/, ui/ or the contract.`,
            })),
        },
      ],
    },
  }));
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '.tsbuild/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...areaBoundaries('apps/server/src/modules'),
  ...areaBoundaries('apps/web/src/features'),
);
