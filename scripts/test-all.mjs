// `npm test`: every test. Unit and API tests (vitest) on PGlite; the API tests again on
// PostgreSQL when one is reachable; then the Playwright browser tests against the built app.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const results = [];
function run(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({
    name,
    ok: result.status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
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

run('contract, server and web tests (PGlite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' });
if (await reachable(pgHost.hostname, Number(pgHost.port || 5432))) {
  run('server API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], {
    TEST_DATABASE_URL: pgUrl,
  });
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
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
