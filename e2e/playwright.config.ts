import { defineConfig } from '@playwright/test';

const port = process.env.E2E_PORT ?? '4173';
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests',
  // One server with one database: tests run one after another so they never race.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
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
  webServer: {
    command: 'node start-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // SIGTERM (not the default SIGKILL) lets the server close its database and the wrapper
    // delete the temporary data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
