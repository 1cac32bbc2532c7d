import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../paths';
import { environmentReads } from './env-reads';
import {
  accepts,
  committedReference,
  documentedTwiceOrNever,
  renderConfigReference,
  schemaVariables,
} from './render';
import { serverSections, toolSections } from './words';

const repositoryRoot = resolve(serverRoot, '../..');

/**
 * Set by the operating system, npm, Playwright or Vite (`import.meta.env.DEV` and the like) for
 * their own use, never by a person.
 */
const NOT_OURS = ['PATH', 'HOME', 'INIT_CWD', 'TEST_PARALLEL_INDEX', 'DEV', 'PROD', 'MODE', 'SSR'];

const documented = [...serverSections, ...toolSections].flatMap((s) =>
  s.variables.map((v) => v.name),
);
const toolVariables = toolSections.flatMap((s) => s.variables.map((v) => v.name));

describe('the configuration reference (docs/configuration.md)', () => {
  it('is what the environment schema and its words render: run `npm run docs:config` after a change', async () => {
    expect(committedReference()).toBe(await renderConfigReference());
  });

  it('documents every variable of the schema once, and none it does not have', () => {
    expect(documentedTwiceOrNever()).toEqual({ missing: [], twice: [] });
    const serverNames = serverSections.flatMap((s) => s.variables.map((v) => v.name));
    expect(serverNames.filter((name) => !schemaVariables.includes(name))).toEqual([]);
  });

  it('shows the defaults the schema has, so a changed default changes the page', () => {
    const page = committedReference();
    expect(page).toMatch(/\| `PORT` +\| `3000` +\|/);
    expect(page).toMatch(/\| `SEED_DEMO` +\| `true` +\|/);
    expect(page).toMatch(
      /\| `DELIVERY_RATES` +\| `SMS=20,EMAIL=10,PUSH=100,WHATSAPP=50,SWITCH=20,WEBHOOK=20` +\|/,
    );
    expect(page).toMatch(/\| `DATABASE_URL` +\| unset: the embedded PGlite database/);
  });

  it("words what each variable accepts from the schema's own rules", () => {
    expect(accepts('PORT')).toBe('a whole number 0–65535');
    expect(accepts('COOKIE_SECURE')).toBe('`true` or `false` (`1`/`0`, `yes`/`no`)');
    expect(accepts('LOG_LEVEL')).toBe(
      'one of `fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`',
    );
    expect(accepts('INGEST_API_KEY')).toBe('text of 24+ characters');
    expect(accepts('SHORT_URL_BASE')).toBe('a URL');
    expect(accepts('SESSION_TTL_HOURS')).toBe('a number above 0');
  });

  it('documents every variable the code reads, and reads every variable it documents', () => {
    const reads = environmentReads(repositoryRoot, [
      // Its own words name variables in prose, not reads.
      'apps/server/src/config-reference/env-reads.ts',
    ]);
    const undocumented = [...reads.keys()].filter(
      (name) => !documented.includes(name) && !NOT_OURS.includes(name),
    );
    expect(undocumented.map((name) => `${name} (${reads.get(name)!.join(', ')})`)).toEqual([]);
    // The schema's variables are read by loadConfig; the others must be read somewhere.
    expect(toolVariables.filter((name) => !reads.has(name))).toEqual([]);
  });
});
