// `npm test`: every test. Unit and API tests (vitest) on PGlite; the API tests again on
// PostgreSQL when one is reachable; then the Playwright browser tests against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const results = [];
const reports = mkdtempSync(join(tmpdir(), 'switchboard-test-'));

/** Vitest arguments that also write a JSON report, so the summary can name what failed. */
function vitestArgs(report, ...args) {
  const outputFile = join(reports, `${report}.json`);
  return [
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    outputFile,
  ];
}

/** The failed tests of a vitest JSON report: the summary's last lines are what CI shows. */
function failedTests(outputFile) {
  if (!outputFile || !existsSync(outputFile)) return [];
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const failures = report.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    const where = file.name.replace(`${process.cwd()}/`, '');
    if (failed.length === 0 && file.status === 'failed') return [`${where}: ${file.message}`];
    return failed.map(
      (test) =>
        `${where} › ${test.fullName}: ${String(test.failureMessages[0] ?? '').split('\n')[0]}`,
    );
  });
  if (failures.length === 0 && !report.success)
    failures.push(
      'every test passed, but vitest saw an error outside them (its "Unhandled Errors")',
    );
  return failures;
}

function run(name, command, args, env = {}, outputFile = undefined) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({
    name,
    ok: result.status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    failures: result.status === 0 ? [] : failedTests(outputFile),
  });
  return result.status === 0;
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgHost = new URL(pgUrl);

const [pgliteArgs, pgliteReport] = vitestArgs('pglite');
run(
  'contract, server and web tests (PGlite)',
  'npx',
  pgliteArgs,
  { TEST_DATABASE_URL: '' },
  pgliteReport,
);
if (await reachable(pgHost.hostname, Number(pgHost.port || 5432))) {
  const [pgArgs, pgReport] = vitestArgs('postgres', '--project', 'server');
  run('server API tests (PostgreSQL)', 'npx', pgArgs, { TEST_DATABASE_URL: pgUrl }, pgReport);
} else {
  console.log(`\nPostgreSQL is not reachable at ${pgHost.host}: the API tests ran on PGlite only.`);
}
if (run('build', 'npm', ['run', 'build'])) {
  run('bundle budget (gzipped JS and CSS before a page shows)', 'npm', [
    'run',
    'budget',
    '-w',
    '@switchboard/web',
  ]);
  run('browser tests (Playwright, Chromium)', 'npm', ['test', '-w', '@switchboard/e2e']);
}

console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
  for (const failure of r.failures.slice(0, 20)) console.log(`      ✗ ${failure.slice(0, 300)}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
