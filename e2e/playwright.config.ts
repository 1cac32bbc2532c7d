import { defineConfig } from '@playwright/test';

const port = process.env.E2E_PORT ?? '4173';
const baseURL = `http://127.0.0.1:${port}`;
/** A second server, never demo-seeded: a company's first day (helpers.ts firstDayURL). */
const firstDayURL = `http://127.0.0.1:${process.env.E2E_FIRST_DAY_PORT ?? '4174'}`;

// SIGTERM (not the default SIGKILL) lets a server close its database and the wrapper delete
// the temporary data folder.
const server = (command: string, url: string) => ({
  command,
  url: `${url}/api/health`,
  reuseExistingServer: false,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  timeout: 120_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'tests',
  // One server with one database: tests run one after another so they never race.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One retry: a test that fails once on a busy CI machine and then passes is reported as flaky
  // (and looked into), not allowed to throw away a whole run.
  retries: 1,
  // Generous: the first test also warms a cold Chromium on a 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
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
  webServer: [
    server('node start-server.mjs', baseURL),
    server('node start-server.mjs --first-day', firstDayURL),
  ],
});
