// Largest Contentful Paint of the login page and the dashboard (issue 19: <= 1 s), and when the
// rows of three list pages show after a reload (issue 32: <= 1 s), on the
// production build this server serves, in Debian's Chromium through Playwright: each run in a
// fresh browser context (cold cache, no service worker), LCP read from Chromium's performance
// timeline once the page's content has shown; the median of five. Printed beside the bundle
// sizes the budget check reads from the same build.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const RUNS = 5;

type Options = { base: string; email: string; password: string };
type Bundle = { page: string; js: number; css: number };

/** The latest LCP entry of the page, in ms from navigation start. */
function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
          // A browser entry type: the script's typings are Node's, which do not list it.
        }).observe({ type: 'largest-contentful-paint', buffered: true } as never);
      }),
  );
}

async function loginPage(context: BrowserContext, options: Options): Promise<number> {
  const page = await context.newPage();
  await page.goto(`${options.base}/login`);
  await page.locator('button[type="submit"]').waitFor();
  return largestContentfulPaint(page);
}

/**
 * A signed-in browser's cookies and storage, from signing in through the login form once: each
 * dashboard run starts a fresh context (cold cache) with them, as a returning staff member does.
 */
async function signedIn(browser: Browser, options: Options) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${options.base}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(options.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(options.password);
    await page.locator('button[type="submit"]').click();
    await page.locator('[data-testid="dashboards-page"]').waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function dashboard(context: BrowserContext, options: Options): Promise<number> {
  const page = await context.newPage();
  await page.goto(`${options.base}/`);
  // The figures have arrived (a digit in the teams card), not only their skeletons.
  await page.locator('[data-testid="stat-orgs"]').filter({ hasText: /\d/ }).waitFor();
  return largestContentfulPaint(page);
}

/**
 * A list page after a reload (issue 32: its rows in <= 1 s): ms from navigation start until its
 * first row shows, read in the page as the row appears.
 */
const listPage =
  (path: string) =>
  async (context: BrowserContext, options: Options): Promise<number> => {
    const page = await context.newPage();
    await page.goto(`${options.base}${path}`);
    const row = page.locator('[data-testid="table-row"]').first();
    await row.waitFor();
    return row.evaluate(() => performance.now());
  };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function bundleSizes(): Bundle[] {
  const script = fileURLToPath(new URL('../../../web/scripts/bundle-budget.mjs', import.meta.url));
  const result = spawnSync(process.execPath, [script, '--json'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bundle budget: ${result.stderr}`);
  return JSON.parse(result.stdout) as Bundle[];
}

/** Rows: page, JS and CSS kB gzipped before it shows, LCP median and its five runs. */
export async function benchLcp(options: Options): Promise<string[][]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const bundles = bundleSizes();
  const rows: string[][] = [];
  try {
    const session = await signedIn(browser, options);
    for (const [name, measure] of [
      ['login', loginPage],
      ['dashboard', dashboard],
      ['teams (rows shown)', listPage('/teams')],
      ['kyc (rows shown)', listPage('/kyc')],
      ['trial calls (rows shown)', listPage('/trial-call-history')],
    ] as const) {
      const times: number[] = [];
      const storageState = name === 'login' ? undefined : session;
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({
          serviceWorkers: 'block',
          ...(storageState ? { storageState } : {}),
        });
        try {
          times.push(await measure(context, options));
        } finally {
          await context.close();
        }
      }
      const bundle = bundles.find((b) => b.page === name);
      rows.push([
        name,
        bundle ? bundle.js.toFixed(1) : '?',
        bundle ? bundle.css.toFixed(1) : '?',
        median(times).toFixed(0),
        times.map((t) => t.toFixed(0)).join(' '),
      ]);
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export const lcpHeader = ['page', 'JS kB (gzip)', 'CSS kB (gzip)', 'LCP median ms', 'runs ms'];
