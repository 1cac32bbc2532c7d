// `npm test`: every test. Unit and API tests (vitest) on PGlite and, at the same time, the API
// tests again on PostgreSQL when one is reachable; then the Playwright browser tests against
// the built app.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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
  if (outputFile.endsWith('browser.json')) return failedBrowserTests(outputFile);
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

/**
 * What a failed phase's log says went wrong outside its tests (vitest's "Unhandled Errors", a
 * worker that would not stop): CI shows only the summary, so it has to name the cause.
 */
function errorsInLog(log) {
  if (!log || !existsSync(log)) return [];
  const lines = stripVTControlCharacters(readFileSync(log, 'utf8')).split('\n');
  const start = lines.findIndex((line) => /Unhandled (Error|Rejection)/i.test(line));
  const from = start >= 0 ? lines.slice(start) : lines;
  return from
    .filter((line) => /error|timeout|unhandled|⎯/i.test(line) && !/^\s*✓/.test(line))
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 12);
}

/** The failed tests of a Playwright JSON report (those that failed their retry too). */
function failedBrowserTests(outputFile) {
  if (!existsSync(outputFile)) return [];
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const walk = (suite) => [
    ...(suite.suites ?? []).flatMap(walk),
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results.at(-1)?.error?.message ?? '';
          const first = stripVTControlCharacters(error).split('\n')[0];
          return `${spec.file}:${spec.line} › ${spec.title}: ${first}`;
        }),
    ),
  ];
  return (report.suites ?? []).flatMap(walk);
}

function record(name, status, started, outputFile, log = undefined) {
  let failures = status === 0 ? [] : failedTests(outputFile);
  if (status !== 0 && failures.length === 0)
    failures = [`exited with status ${status}, no test failed; its log says:`, ...errorsInLog(log)];
  results.push({
    name,
    ok: status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    failures,
  });
  return status === 0;
}

function run(name, command, args, env = {}, outputFile = undefined) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return record(name, result.status, started, outputFile);
}

/**
 * Runs beside other phases: its output goes to a log, printed whole when it ends, so two
 * phases' lines never interleave.
 */
function runBeside(name, command, args, env = {}, outputFile = undefined) {
  const log = join(reports, `${name.replace(/\W+/g, '-')}.log`);
  console.log(`\n=== ${name}: started, its output at its end (meanwhile in ${log}) ===`);
  const started = Date.now();
  const out = createWriteStream(log);
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      out.end(() => {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(readFileSync(log, 'utf8'));
        resolve(record(name, status, started, outputFile, log));
      });
    });
  });
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

// The two vitest phases run at the same time: both wait on their databases and timers enough
// that together they take less than one after the other (README, test section).
const [pgliteArgs, pgliteReport] = vitestArgs('pglite');
const phases = [
  runBeside(
    'contract, server and web tests (PGlite)',
    'npx',
    pgliteArgs,
    { TEST_DATABASE_URL: '' },
    pgliteReport,
  ),
];
if (await reachable(pgHost.hostname, Number(pgHost.port || 5432))) {
  const [pgArgs, pgReport] = vitestArgs('postgres', '--project', 'server');
  phases.push(
    runBeside(
      'server API tests (PostgreSQL)',
      'npx',
      pgArgs,
      { TEST_DATABASE_URL: pgUrl },
      pgReport,
    ),
  );
} else {
  console.log(`\nPostgreSQL is not reachable at ${pgHost.host}: the API tests ran on PGlite only.`);
}
await Promise.all(phases);
if (run('build', 'npm', ['run', 'build'])) {
  run('bundle budget (gzipped JS and CSS before a page shows)', 'npm', [
    'run',
    'budget',
    '-w',
    '@switchboard/web',
  ]);
  const browserReport = join(reports, 'browser.json');
  run(
    'browser tests (Playwright, Chromium)',
    'npm',
    ['test', '-w', '@switchboard/e2e'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport },
    browserReport,
  );
}

console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
  for (const failure of r.failures.slice(0, 20)) console.log(`      ✗ ${failure.slice(0, 300)}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
