import { defineConfig } from '@playwright/test';
import { serversOf, WORKERS } from './tests/servers';

// SIGTERM (not the default SIGKILL) lets a server close its database and the wrapper delete
// the temporary data folder.
const server = (command: string, url: string, env: Record<string, string>) => ({
  command,
  url: `${url}/api/health`,
  env,
  reuseExistingServer: false,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  // A wait for the health check, not a pause: a busy machine seeds the demo more slowly.
  timeout: 300_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'tests',
  // Each worker has its own pair of servers (tests/servers.ts), so no two tests ever share a
  // database; within a worker, files and their tests run one after another. E2E_WORKERS=1 for
  // one worker (a debugging session); two halve the wall time on a 2-core machine.
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One retry: a test that fails once on a busy CI machine and then passes is reported as flaky
  // (and looked into), not allowed to throw away a whole run.
  retries: 1,
  // Generous: the first test also warms a cold Chromium on a 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // PLAYWRIGHT_JSON_OUTPUT_NAME=/tmp/e2e.json also writes each test's time and result there.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // baseURL: this worker's demo server, from tests/fixtures.ts.
    locale: 'en-IN',
    // Mantine honours it (theme respectReducedMotion): no transitions to wait through.
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 820 },
    // Recording a trace of every test costs ~1 s each; ask for one with TRACE=1 when debugging.
    trace: process.env.TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // Debian's chromium: Playwright never downloads a browser of its own (STACK.md).
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Per worker: the demo server, and the never-seeded first-day one beside its local BSP.
  webServer: Array.from({ length: WORKERS }, (_, slot) => serversOf(slot)).flatMap((s) => {
    const env = {
      E2E_PORT: String(s.port),
      E2E_FIRST_DAY_PORT: String(s.firstDayPort),
      E2E_BSP_PORT: String(s.bspPort),
    };
    return [
      server('node start-server.mjs', s.demoURL, env),
      server('node start-server.mjs --first-day', s.firstDayURL, env),
    ];
  }),
});
