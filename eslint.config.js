import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The floors (docs/architecture.md). Each side imports only downwards:
 *   web:    app → features → lib, ui → contract
 *   server: main/app/seed → modules (routes → services → repositories) → platform → db/schema
 * Two rules carry them, so their options never overwrite each other in the flat config:
 * core `no-restricted-imports` holds the direction between folders and areas;
 * `@typescript-eslint/no-restricted-imports` holds the split inside a server area by file kind.
 */

/** The areas are the folders under each side's area root, so a new area is covered at once. */
const areasOf = (root) => {
  const dir = new URL(`${root}/`, import.meta.url);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
};

/** An import whose path has this folder as one of its segments. */
const folder = (name, message) => ({ regex: `(^|/)${name}(/|$)`, message });

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

const upward = {
  webApp: folder('app', 'app/ is the top floor: features, lib and ui never import it.'),
  webFeatures: folder('features', 'features/ sit above lib/ and ui/, which never import them.'),
  webUi: folder('ui', 'lib/ is the bottom floor of the console: it never imports ui/.'),
  serverModules: folder(
    'modules',
    'platform/ and db/ sit below the modules and never import them.',
  ),
  serverPlatform: folder('platform', 'db/schema is the bottom floor: it imports no platform code.'),
  serverSeed: folder(
    'seed',
    'seed/ is on the top floor (beside main.ts); nothing below imports it.',
  ),
  serverRoof: {
    regex: '^(\\.\\./)+(app|main)$',
    message: 'app.ts and main.ts are the top floor; nothing imports them.',
  },
};

/** Areas do not import each other's internals (DESIGN.md convention 1), nor anything above. */
const TESTS = ['**/*.test.{ts,tsx}', '**/test-fixtures.ts', '**/test/**'];
const areaRules = (root, above) => {
  const areas = areasOf(root);
  return areas.flatMap((area) =>
    [false, true].map((tests) => ({
      files: tests ? TESTS.map((t) => `${root}/${area}/${t}`) : [`${root}/${area}/**/*.{ts,tsx}`],
      ...(tests ? {} : { ignores: TESTS }),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...areas
                .filter((other) => other !== area)
                .map((other) => ({
                  group: [`**/${root.split('/').pop()}/${other}/*`, `../${other}/*`],
                  message: `The ${area} area must not import the ${other} area's internals; share through platform/, lib/, ui/ or the contract.`,
                })),
              // Tests check the assembled product, so they may reach above their floor.
              ...(tests ? [] : above),
            ],
          },
        ],
      },
    })),
  );
};

/** Mantine's dialogs open through ui/modals.ts; features use ui's dialog and drawer. */
const MANTINE_MODALS = {
  name: '@mantine/modals',
  message:
    "Open dialogs through ui/modals.ts: Mantine's calls made before the provider mounts are lost.",
};
const MANTINE_DIALOGS = {
  name: '@mantine/core',
  importNames: ['Modal', 'ModalRoot', 'Drawer', 'DrawerRoot'],
  message:
    'Build a dialog on Dialog (ui/dialog.tsx) and a drawer on ObjectDrawer (ui/object-drawer.tsx).',
};

const floor = (files, patterns) => ({
  files,
  ignores: TESTS,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/**
 * Inside a server area: routes → services → repositories. Only repositories write SQL, so
 * only they import drizzle-orm or db/schema as values (types are free); routes never reach a
 * repository; nothing imports a routes file but app.ts.
 */
const SQL = [
  {
    regex: '^drizzle-orm(/|$)',
    allowTypeImports: true,
    message: 'Only repositories (*repository.ts) run SQL: move the query into the area repository.',
  },
  {
    regex: '(^|/)db/schema(/|$)',
    allowTypeImports: true,
    message:
      'Only repositories (*repository.ts) read tables: move the query into the area repository.',
  },
];
/** A file of this kind in the same area (`./service`, `./links-service`, `../links/service`). */
const kind = (name) => ({ regex: `^\\.{1,2}/([\\w-]+/)?([\\w-]+-)?${name}$`, message: '' });
const ROUTES = { ...kind('routes'), message: 'Only app.ts imports a routes file.' };
const SERVICES = {
  ...kind('service'),
  message: 'Repositories sit below services: they never import one.',
};
const REPOSITORIES = {
  ...kind('repository'),
  message: 'Routes call services, never a repository: move the work into the area service.',
};
const MODULE_FILES = `${SERVER}/modules/**/*.ts`;
const MODULE_TESTS = [`${SERVER}/modules/**/*.test.ts`, `${SERVER}/modules/**/test-fixtures.ts`];
const serverKinds = [
  {
    files: [MODULE_FILES],
    ignores: [...MODULE_TESTS, '**/*repository.ts', '**/*routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...SQL, ROUTES] }],
    },
  },
  {
    files: [`${SERVER}/modules/**/*routes.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...SQL, REPOSITORIES] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'A route handler never opens a transaction: the area service does.',
        },
      ],
    },
  },
  {
    files: [`${SERVER}/modules/**/*repository.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ROUTES, SERVICES] }],
    },
  },
];

/**
 * One India clock: India's offset and zone are written only in the contract's india-time.ts, so a
 * day or an hour is worked out one way on both sides. A rule of its own rather than
 * `no-restricted-syntax`, whose options a later block for the same files would replace. Tests
 * are free: they write the wire's India times as data and check days against the database.
 */
const INDIA_CLOCK = 'packages/contract/src/india-time.ts';
const INDIA_WORDS = /\+05:?30|Asia\/(Kolkata|Calcutta)/;
/** 5.5 hours or 330 minutes as a factor or a term; 19,800 seconds or 19,800,000 ms anywhere. */
const INDIA_NUMBERS = { operand: [5.5, 330], anywhere: [19_800, 19_800_000] };
const indiaClock = {
  rules: {
    'no-india-offset': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          offset: `India's offset and time zone live in ${INDIA_CLOCK}: use its helpers (indiaDate, fromIndiaWallTime, INDIA_TIME_ZONE, ...).`,
        },
      },
      create(context) {
        const report = (node) => context.report({ node, messageId: 'offset' });
        const arithmetic = (node) =>
          node.parent?.type === 'BinaryExpression' &&
          ['*', '+', '-'].includes(node.parent.operator);
        return {
          Literal(node) {
            if (typeof node.value === 'string' && INDIA_WORDS.test(node.value)) report(node);
            if (typeof node.value !== 'number') return;
            if (INDIA_NUMBERS.anywhere.includes(node.value)) report(node);
            else if (INDIA_NUMBERS.operand.includes(node.value) && arithmetic(node)) report(node);
          },
          TemplateElement(node) {
            if (INDIA_WORDS.test(node.value.raw)) report(node);
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '.tsbuild/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },

  // One way to open a dialog: ui/modals.ts holds a dialog asked for before its provider mounts.
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [`${WEB}/ui/modals.ts`, `${WEB}/app/console-overlays.tsx`, `${WEB}/test/**`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [MANTINE_MODALS] }] },
  },
  // One dialog and one drawer: a feature builds its own on ui/dialog.tsx and ui/object-drawer.tsx
  // (the same title, focus, keys, refusal and buttons everywhere), never on Mantine's directly.
  {
    files: [`${WEB}/features/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [MANTINE_MODALS, MANTINE_DIALOGS] },
      ],
    },
  },
  // Components in parts that fit a screen: no function of the console runs past 150 lines.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  // Web floors: app → features → lib, ui → contract.
  ...areaRules(`${WEB}/features`, [upward.webApp]),
  floor([`${WEB}/ui/**/*.{ts,tsx}`], [upward.webApp, upward.webFeatures]),
  floor([`${WEB}/lib/**/*.{ts,tsx}`], [upward.webApp, upward.webFeatures, upward.webUi]),

  // Server floors: main, app, seed → modules → platform → db/schema.
  ...areaRules(`${SERVER}/modules`, [
    upward.serverSeed,
    upward.serverRoof,
    {
      regex: '(^|/)providers/(outbox|delivery/)',
      message:
        'Modules send through a provider port (platform/providers/sms, email, push, whatsapp, telephony, webhook), never by writing outbox rows.',
    },
  ]),
  floor(
    [`${SERVER}/platform/**/*.ts`],
    [upward.serverModules, upward.serverSeed, upward.serverRoof],
  ),
  floor(
    [`${SERVER}/db/**/*.ts`],
    [upward.serverModules, upward.serverPlatform, upward.serverSeed, upward.serverRoof],
  ),
  ...serverKinds,

  // One India clock: the offset is written in the contract's india-time.ts only.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [INDIA_CLOCK, ...TESTS, 'e2e/**/*.spec.ts', 'eslint.config.js'],
    plugins: { 'india-clock': indiaClock },
    rules: { 'india-clock/no-india-offset': 'error' },
  },

  // The contract is pure: it imports no app code.
  floor(['packages/contract/src/**/*.ts'], [folder('apps', 'The contract imports no app code.')]),

  // Each Playwright worker has its own servers: a spec's `test` comes from tests/fixtures.ts,
  // whose baseURL is its worker's, never Playwright's own (which knows no server).
  {
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures': it points the spec at its worker's servers.",
            },
          ],
        },
      ],
    },
  },
);
