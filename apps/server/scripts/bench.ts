// Load-tests the main read endpoints against a seeded database and prints req/s and latency.
// npm run bench -- [--connections 10] [--duration 10] [--only name] [--no-seed] [--orgs N --users N --calls N]
//                   [--per-path [--path-seconds 2]]: the load on each path alone, its p50 and p95
//                   [--filter-seconds 0.5]: per scenario of a group ('group › filter'), see runGroup
//                   [--campaign-sends 10000]: messages the campaign bench hands over (--only campaign)
// Uses DATABASE_URL when set, else PGlite in DATA_DIR (default ./data/bench).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { upsertStaffUser } from '../src/seed/staff';
import { rowsOf } from '../src/platform/db/client';
import { sampleCallData } from './bench/calls-scenarios';
import { benchCampaign } from './bench/campaign-bench';
import { benchExport } from './bench/export-bench';
import { benchLcp, lcpHeader } from './bench/lcp-bench';
import { benchRedirects } from './bench/redirect-bench';
import { benchServeFast, serveFastHeader } from './bench/serve-fast-bench';
import { scenarios, type Samples, type Scenario } from './bench/scenarios';
import { openConfiguredDatabase, parseArgs } from './database-from-env';

const args = parseArgs();
const connections = Number(args.connections ?? 10);
const duration = Number(args.duration ?? 10);
const port = Number(args.port ?? 3917);
process.env.DATA_DIR ??= './data/bench';
const env = {
  ...process.env,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  PORT: String(port),
  NODE_ENV: 'production',
  COOKIE_SECURE: 'false',
  // The bench signs in with a password alone to measure pages; a production start would
  // otherwise send its SU to set up a second factor first.
  MFA_REQUIRED_ROLES: '',
};

if (args['no-seed'] !== 'true') {
  const seedArgs = [
    'tsx',
    'scripts/seed-large.ts',
    ...['orgs', 'users', 'calls', 'messages'].flatMap((k) => (args[k] ? [`--${k}`, args[k]] : [])),
  ];
  const seeded = spawnSync('npx', seedArgs, { stdio: 'inherit', env });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

const email = 'bench@switchboard.test';
const password = 'bench-password-2026';
const { database } = await openConfiguredDatabase();
await upsertStaffUser(database.db, {
  email,
  password,
  firstName: 'Bench',
  lastName: 'Runner',
  role: 'SU',
});
const samples: Samples = {
  orgIds: (
    await rowsOf<{ id: number }>(database.db, sql`select id from orgs order by random() limit 200`)
  ).map((r) => r.id),
  userIds: (
    await rowsOf<{ id: number }>(database.db, sql`select id from users order by random() limit 200`)
  ).map((r) => r.id),
};
await sampleCallData(database.db, samples.orgIds);
// PGlite allows one process at a time: close before the server opens it.
await database.close();

// The production build is what is measured; build it when missing.
if (!existsSync('dist/main.js')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
const server = spawn(process.execPath, ['dist/main.js'], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const rows: string[][] = [];
try {
  await waitForHealth(base);
  const cookie = await login(base);
  const chosen = scenarios.filter((s) => !args.only || s.name.includes(args.only));
  for (const group of groupsOf(chosen)) {
    if (args['per-path'] === 'true') {
      for (const scenario of group) await timeEachPath(scenario.paths(samples), cookie);
      continue;
    }
    rows.push(...(await runGroup(group, cookie)));
    console.log(
      `done: ${groupName(group[0]?.name ?? '')} (${group.length} scenario${group.length > 1 ? 's' : ''})`,
    );
  }
  printTable(
    ['endpoint', 'req/s', 'p50 ms', 'p90 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'requests'],
    rows,
  );
  if (!args.only || 'calls export'.includes(args.only)) {
    const exported = await benchExport(base, cookie, server.pid!);
    printTable(
      ['export', 'rows', 'rows/s', 'size', 'server RSS before', 'server RSS peak'],
      exported,
    );
    rows.push(...exported);
  }
  if (!args.only || 'short url redirect'.includes(args.only)) {
    const redirects = await benchRedirects({ base, cookie, connections, seconds: duration });
    printTable(['short url redirect', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-302'], redirects);
    rows.push(...redirects);
  }
  if (!args.only || 'lcp'.includes(args.only)) {
    const lcp = await benchLcp({ base, email, password });
    printTable(lcpHeader, lcp);
    rows.push(...lcp);
  }
  if (!args.only || 'serve fast'.includes(args.only)) {
    // The bare handler speaks node-postgres: the comparison needs a PostgreSQL server.
    if (!process.env.DATABASE_URL) console.log('serve fast: skipped (set DATABASE_URL)');
    else {
      const serveFast = await benchServeFast({
        cookie,
        env,
        databaseUrl: process.env.DATABASE_URL,
        poolSize: Number(process.env.DATABASE_POOL_SIZE ?? Math.max(4, 2 * availableParallelism())),
        connections,
        seconds: duration,
        productBase: base,
      });
      printTable(serveFastHeader, serveFast);
      rows.push(...serveFast);
    }
  }
} finally {
  server.kill('SIGTERM');
}
// The campaign sender works on the database itself: it runs once the server has let go of it.
if (!args.only || 'campaign send'.includes(args.only)) {
  if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  const { database: db } = await openConfiguredDatabase();
  try {
    const campaign = await benchCampaign(db.db, Number(args['campaign-sends'] ?? 10_000));
    printTable(['campaign (SMS, one instance)', 'messages', 'per second'], campaign);
    rows.push(...campaign);
  } finally {
    await db.close();
  }
}
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  `bench-results/bench-${Date.now()}.json`,
  JSON.stringify({ connections, duration, rows }, null, 2),
);

/** 'trial calls › status BUSY' belongs to group 'trial calls'; a name without '›' is a group of its own. */
function groupName(name: string): string {
  return name.split(' › ')[0] ?? name;
}

/** Consecutive scenarios of one group, in order. */
function groupsOf(list: Scenario[]): Scenario[][] {
  const groups: Scenario[][] = [];
  for (const scenario of list) {
    const last = groups.at(-1);
    if (
      last &&
      last[0] &&
      groupName(last[0].name) === groupName(scenario.name) &&
      scenario.name.includes(' › ')
    )
      last.push(scenario);
    else groups.push([scenario]);
  }
  return groups;
}

/**
 * Loads a group's scenarios together (each request picks a scenario, then one of its paths)
 * and reports each scenario on its own row, so every filter of a list gets its own p95 under
 * the same mixed load of `--connections` clients. A group runs `--filter-seconds` (0.5) per
 * scenario, and at least `--duration`, so every row has enough requests behind it.
 */
async function runGroup(group: Scenario[], cookie: string): Promise<string[][]> {
  const pathsOf = group.map((s) => s.paths(samples));
  const seconds = Math.max(
    duration,
    Math.ceil(group.length * Number(args['filter-seconds'] ?? 0.5)),
  );
  const { times, failures } = await load(pathsOf, cookie, seconds);
  return group.map((scenario, i) => {
    const t = times[i] ?? [];
    return [
      scenario.name,
      String(Math.round(t.length / seconds)),
      ...[50, 90, 95, 99].map((p) => ms(percentile(t, p))),
      String(failures[i] ?? 0),
      String(t.length),
    ];
  });
}

/**
 * Runs the load and keeps every response time by scenario, so each p95 is exact (autocannon
 * reports p97.5, and one figure for all). Each client sends one request at a time and the
 * request's `onResponse` runs just before the client's 'response' event, so the scenario
 * noted in the client's context is the one the timing belongs to.
 */
function load(groups: string[][], cookie: string, seconds = duration) {
  return new Promise<{ result: autocannon.Result; times: number[][]; failures: number[] }>(
    (resolve, reject) => {
      const times: number[][] = groups.map(() => []);
      const failures: number[] = groups.map(() => 0);
      let answered = 0;
      const instance = autocannon(
        {
          url: base,
          connections,
          pipelining: 1,
          duration: seconds,
          headers: { cookie },
          requests: [
            {
              setupRequest: (req, context) => {
                const group = Math.floor(Math.random() * groups.length);
                const paths = groups[group] ?? [];
                Reflect.set(context, 'group', group);
                return { ...req, path: paths[Math.floor(Math.random() * paths.length)] ?? '/' };
              },
              onResponse: (status, _body, context) => {
                answered = Number(Reflect.get(context, 'group') ?? 0);
                if (status < 200 || status >= 300)
                  failures[answered] = (failures[answered] ?? 0) + 1;
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve({ result, times, failures })),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) =>
        times[answered]?.push(responseTime),
      );
    },
  );
}

/**
 * --per-path: each path alone under the same load (`--connections` clients, `--path-seconds`
 * each, default 2), so a target like "p95 under 50 ms for every filter" is checked filter by
 * filter rather than over a scenario's mix.
 */
async function timeEachPath(paths: string[], cookie: string) {
  const seconds = Number(args['path-seconds'] ?? 2);
  const distinct = [...new Set(paths)];
  // Warm first, every path mixed: otherwise the first path measured pays for the JIT and for
  // opening the pool's connections, whose first plans of each statement come from cold caches.
  await load([distinct], cookie, seconds);
  for (const path of distinct) {
    const { result, times } = await load([[path]], cookie, seconds);
    const failed = result.non2xx + result.errors;
    const all = times[0] ?? [];
    console.log(
      `p50 ${ms(percentile(all, 50)).padStart(7)}  p95 ${ms(percentile(all, 95)).padStart(7)} ms  ${failed ? `${failed} failed  ` : ''}${path}`,
    );
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function ms(value: number): string {
  return value.toFixed(1);
}

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function login(url: string): Promise<string> {
  const first = await fetch(`${url}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': xsrf,
      cookie: `XSRF-TOKEN=${xsrf}`,
    },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`bench login failed: ${response.status}`);
  const set = response.headers.getSetCookie().join('\n');
  const session = /sb_session=([^;]+)/.exec(set)?.[1];
  // The token is rotated at login: the new one belongs to the new session.
  const rotated = /XSRF-TOKEN=([^;]+)/.exec(set)?.[1] ?? xsrf;
  return `sb_session=${session}; XSRF-TOKEN=${rotated}`;
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(
    [
      '',
      line(header),
      `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
      ...rows.map(line),
    ].join('\n'),
  );
}
