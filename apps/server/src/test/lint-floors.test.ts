import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The floors (docs/architecture.md) are kept by the lint rules in eslint.config.js. These
// fixtures prove each rule fails on an upward import and passes on the allowed direction.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const FLOOR_RULES = /no-restricted-(imports|syntax)/;

describe('lint floors', () => {
  const upward: Array<[string, string, string]> = [
    [
      'web feature → app',
      'apps/web/src/features/teams/x.tsx',
      "import { store } from '../../app/store';\nexport const s = store;\n",
    ],
    [
      'web ui → app',
      'apps/web/src/ui/x.tsx',
      "import { store } from '../app/store';\nexport const s = store;\n",
    ],
    [
      'web ui → feature',
      'apps/web/src/ui/x.tsx',
      "import { TeamList } from '../features/teams/team-list';\nexport const t = TeamList;\n",
    ],
    [
      'web lib → feature',
      'apps/web/src/lib/x.ts',
      "import { x } from '../features/teams/api';\nexport const y = x;\n",
    ],
    [
      'web lib → app',
      'apps/web/src/lib/x.ts',
      "import { store } from '../app/store';\nexport const s = store;\n",
    ],
    [
      'web feature → other feature',
      'apps/web/src/features/teams/x.ts',
      "import { x } from '../users/api';\nexport const y = x;\n",
    ],
    [
      'server platform → module',
      'apps/server/src/platform/http/x.ts',
      "import { x } from '../../modules/teams/service';\nexport const y = x;\n",
    ],
    [
      'server platform → app',
      'apps/server/src/platform/http/x.ts',
      "import { buildApp } from '../../app';\nexport const y = buildApp;\n",
    ],
    [
      'server db/schema → platform',
      'apps/server/src/db/schema/x.ts',
      "import { x } from '../../platform/db/client';\nexport const y = x;\n",
    ],
    [
      'server module → seed',
      'apps/server/src/modules/teams/service.ts',
      "import { x } from '../../seed/demo';\nexport const y = x;\n",
    ],
    [
      'server route → repository',
      'apps/server/src/modules/teams/routes.ts',
      "import { x } from './repository';\nexport const y = x;\n",
    ],
    [
      'server route → drizzle',
      'apps/server/src/modules/teams/routes.ts',
      "import { eq } from 'drizzle-orm';\nexport const y = eq;\n",
    ],
    [
      'server service → schema',
      'apps/server/src/modules/teams/service.ts',
      "import { orgs } from '../../db/schema/teams';\nexport const y = orgs;\n",
    ],
    [
      'server helper → drizzle',
      'apps/server/src/modules/teams/trials.ts',
      "import { sql } from 'drizzle-orm';\nexport const y = sql;\n",
    ],
    [
      'server repository → service',
      'apps/server/src/modules/teams/repository.ts',
      "import { x } from './service';\nexport const y = x;\n",
    ],
    [
      'server service → routes',
      'apps/server/src/modules/teams/service.ts',
      "import { x } from './routes';\nexport const y = x;\n",
    ],
    [
      'server route opens a transaction',
      'apps/server/src/modules/teams/routes.ts',
      'export const f = (db: { transaction: (f: () => void) => void }) => db.transaction(() => {});\n',
    ],
    [
      'contract → app code',
      'packages/contract/src/x.ts',
      "import { x } from '../../../apps/server/src/config';\nexport const y = x;\n",
    ],
  ];

  it.each(upward)('refuses %s', async (_name, file, code) => {
    const found = await problems(file, code);
    expect(found.filter((p) => FLOOR_RULES.test(p))).not.toEqual([]);
  });

  const allowed: Array<[string, string, string]> = [
    [
      'web feature → lib and ui',
      'apps/web/src/features/teams/x.tsx',
      "import { a } from '../../lib/api';\nimport { b } from '../../ui/money';\nexport const y = [a, b];\n",
    ],
    [
      'web app → feature',
      'apps/web/src/app/x.tsx',
      "import { a } from '../features/teams/team-list';\nexport const y = a;\n",
    ],
    [
      'web ui → lib',
      'apps/web/src/ui/x.tsx',
      "import { a } from '../lib/i18n';\nexport const y = a;\n",
    ],
    [
      'server route → service',
      'apps/server/src/modules/teams/routes.ts',
      "import { a } from './service';\nimport { b } from '../../platform/http/types';\nexport const y = [a, b];\n",
    ],
    [
      'server service → repository and platform',
      'apps/server/src/modules/teams/service.ts',
      "import { a } from './repository';\nimport { b } from '../../platform/files/file-service';\nexport const y = [a, b];\n",
    ],
    [
      'server service → schema types',
      'apps/server/src/modules/teams/service.ts',
      "import type { orgs } from '../../db/schema/teams';\nexport type Y = typeof orgs;\n",
    ],
    [
      'server repository → drizzle and schema',
      'apps/server/src/modules/teams/repository.ts',
      "import { eq } from 'drizzle-orm';\nimport { orgs } from '../../db/schema/teams';\nexport const y = [eq, orgs];\n",
    ],
    [
      'server seed → module service',
      'apps/server/src/seed/x.ts',
      "import { a } from '../modules/teams/service';\nexport const y = a;\n",
    ],
  ];

  it.each(allowed)('allows %s', async (_name, file, code) => {
    const found = await problems(file, code);
    expect(found.filter((p) => FLOOR_RULES.test(p))).toEqual([]);
  });
});

// India's offset and zone are written in one file (packages/contract/src/india-time.ts).
describe('one India clock', () => {
  const INDIA_CLOCK_RULE = 'india-clock/no-india-offset';
  const written: Array<[string, string, string]> = [
    [
      'an ISO time with the offset',
      'apps/web/src/features/teams/x.ts',
      "export const at = '2026-11-26T10:00:00+05:30';\n",
    ],
    [
      'a day joined to the offset',
      'apps/server/src/modules/teams/service.ts',
      'export const start = (day: string) => new Date(`${day}T00:00:00+05:30`);\n',
    ],
    [
      'the zone in an Intl format',
      'apps/web/src/ui/x.ts',
      "export const f = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' });\n",
    ],
    [
      'the zone in SQL',
      'apps/server/src/modules/teams/repository.ts',
      "export const day = `(created_at at time zone 'Asia/Kolkata')::date`;\n",
    ],
    [
      '5.5 hours in milliseconds',
      'packages/contract/src/rules/x.ts',
      'export const india = (t: number) => t + 5.5 * 3_600_000;\n',
    ],
    [
      '330 minutes',
      'apps/server/scripts/x.ts',
      'export const india = (t: number) => t + 330 * 60_000;\n',
    ],
    ['the offset in milliseconds', 'apps/web/src/lib/x.ts', 'export const OFFSET = 19_800_000;\n'],
  ];

  it.each(written)('refuses %s outside the India clock', async (_name, file, code) => {
    expect(await problems(file, code)).toContainEqual(expect.stringMatching(INDIA_CLOCK_RULE));
  });

  const free: Array<[string, string, string]> = [
    [
      'the India clock itself',
      'packages/contract/src/india-time.ts',
      "export const INDIA_OFFSET = '+05:30';\n",
    ],
    [
      "a test's wire data",
      'apps/server/src/modules/calls/x.test.ts',
      "export const at = '2026-04-01T10:00:00+05:30';\n",
    ],
    ['a number that is no offset', 'apps/web/src/ui/x.ts', 'export const width = 330;\n'],
  ];

  it.each(free)('allows %s', async (_name, file, code) => {
    expect((await problems(file, code)).join('\n')).not.toMatch(INDIA_CLOCK_RULE);
  });
});
