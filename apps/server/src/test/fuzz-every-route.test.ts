import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '@switchboard/contract/session';
import { rowsOf } from '../platform/db/client';
import { useTestApp } from './app';

// Every route of the OpenAPI document (generated from the contract) gets the bad-input
// catalogue in its path, query and body, as an SU with the machine callers' key: no answer may
// be a 5xx, and no table may gain or lose a row.

const MACHINE_KEY = 'fuzz-machine-key-0123456789abcdef';
const app = useTestApp({ INGEST_API_KEY: MACHINE_KEY, APP_API_KEY: MACHINE_KEY });

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const HUGE_STRING = 'x'.repeat(100_000);
/** Scalars every field is set to, one kind at a time. */
const BAD_VALUES: Record<string, unknown> = {
  nul: 'a\u0000b',
  'huge id': 99_999_999_999,
  'beyond float': 1e308,
  negative: -1,
  zero: 0,
  fraction: 0.5,
  'negative fraction': -0.01,
  'object for scalar': { nested: true },
  'array for scalar': [1, 2],
  'huge string': HUGE_STRING,
  'empty string': '',
  null: null,
};
const BAD_PATH_VALUES = ['99999999999', '-1', '1.5', 'a%00b', '%00', 'x'.repeat(3000), '1e400'];
const BAD_QUERY_VALUES = ['a%00b', '99999999999', '-1', '0.5', 'x'.repeat(5000), '%ZZ'];
/** A real id that names nothing, for the path while the body is fuzzed. */
const MISSING_ID = '987654';

/** Routes that would end the test's own session or never answer (a live event stream). */
const SKIPPED = [/^POST \/api\/auth\/logout$/, /\/stream$/];

/**
 * Written by the requests themselves, whatever they carry: the login tries' count, and the
 * one-time challenge each passkey options request issues (it takes no input to be wrong).
 */
const EXPECTED_WRITES = new Set(['login_failures', 'sessions', 'webauthn_challenges']);

let document: Document;

function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return resolve(document.components?.schemas?.[name]);
}

/** The top-level field names of a body schema, through $ref and unions. */
function fieldsOf(schema: Schema | undefined): string[] {
  const s = resolve(schema);
  if (!s) return [];
  const nested = [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(fieldsOf);
  return [...new Set([...Object.keys(s.properties ?? {}), ...nested])];
}

const fill = (path: string, value: (name: string) => string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));

type Probe = { label: string; method: string; url: string; body?: string };

function probesOf(path: string, method: string, operation: Operation): Probe[] {
  const upper = method.toUpperCase();
  const params = operation.parameters ?? [];
  const pathNames = params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = params.filter((p) => p.in === 'query').map((p) => p.name);
  const base = fill(path, () => MISSING_ID);
  const probes: Probe[] = [];
  const hasBody = upper !== 'GET' && upper !== 'DELETE';
  const plainBody = hasBody ? '{}' : undefined;
  for (const name of pathNames) {
    for (const bad of BAD_PATH_VALUES) {
      const url = fill(path, (n) => (n === name ? bad : MISSING_ID));
      probes.push({
        label: `path ${name}=${bad.slice(0, 12)}`,
        method: upper,
        url,
        body: plainBody,
      });
    }
  }
  for (const bad of BAD_QUERY_VALUES) {
    if (queryNames.length === 0) break;
    const query = queryNames.map((n) => `${n}=${bad}`).join('&');
    probes.push({ label: `query all=${bad.slice(0, 12)}`, method: upper, url: `${base}?${query}` });
  }
  if (hasBody) {
    const fields = fieldsOf(operation.requestBody?.content?.['application/json']?.schema);
    for (const [kind, value] of Object.entries(BAD_VALUES)) {
      const body = Object.fromEntries(fields.map((f) => [f, value]));
      probes.push({ label: `body ${kind}`, method: upper, url: base, body: JSON.stringify(body) });
    }
    probes.push({
      label: 'body nested 10,000 deep',
      method: upper,
      url: base,
      body: '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
    });
    probes.push({ label: 'body not JSON', method: upper, url: base, body: '{"a":' });
    probes.push({ label: 'body a bare string', method: upper, url: base, body: '"text"' });
  }
  return probes;
}

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    app.ctx.db,
    sql`select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE'
           and table_name not like '\\_\\_%'
           -- a partitioned table's count holds its partitions' rows
           and table_name not in (select relname from pg_class where relispartition)
         order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (EXPECTED_WRITES.has(name)) continue;
    const [row] = await rowsOf<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

beforeAll(async () => {
  document = (await app.ctx.client().get('/api/docs/json')).json();
});

describe('the bad-input catalogue against every route', () => {
  it('never answers 5xx and writes no row', async () => {
    const before = await rowCounts();
    const failures: string[] = [];
    let sent = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (SKIPPED.some((pattern) => pattern.test(route))) continue;
        for (const probe of probesOf(path, method, operation)) {
          sent += 1;
          // The token on GETs too: a few GETs change things and check it.
          const headers: Record<string, string> = {
            'x-api-key': MACHINE_KEY,
            [XSRF_HEADER]: app.su.cookies.get(XSRF_COOKIE) ?? '',
          };
          if (probe.body !== undefined) headers['content-type'] = 'application/json';
          const response = await app.su.request(
            probe.method as 'GET',
            probe.url,
            undefined,
            headers,
            probe.body,
          );
          if (response.statusCode >= 500) {
            failures.push(
              `${route} (${probe.label}): ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    expect(await rowCounts()).toEqual(before);
  }, 300_000);
});
