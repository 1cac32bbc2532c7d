// Serve fast (issue 19): each hot list's first page through the full product stack, beside a
// bare node:http + node-postgres handler that runs the very statements the product ran for it,
// loaded alike in the same run, in alternating rounds; the median round's ratio of their req/s
// (goal >= 0.70).
//
// The statements are learnt, not copied by hand: a second product server is started with
// capture-sql.mjs preloaded, asked each path once, and every statement it sent but the session
// lookup is handed to the bare server (bare-list-server.mjs).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The lists of the issue, as the console asks for their first page. */
export const serveFastPaths: Record<string, string> = {
  'trial call list': '/api/call-history/trial?page=0&page_size=10',
  'team list': '/api/org/search?page=1&page_size=10',
  'team search': '/api/org/search?page=1&page_size=10&text=sharma',
  'kyc search': '/api/org/kyc/search?page=1&page_size=10&text=sharma',
};

type Options = {
  cookie: string;
  env: NodeJS.ProcessEnv;
  databaseUrl: string;
  poolSize: number;
  connections: number;
  seconds: number;
  productBase: string;
};
type Statement = { text: string; params: unknown[]; name: string | null };

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** The statements the product sends for each path (its second asking: one-time work is done). */
async function captureStatements(options: Options): Promise<Record<string, Statement[]>> {
  const log = join(mkdtempSync(join(tmpdir(), 'serve-fast-')), 'sql.jsonl');
  writeFileSync(log, '');
  const port = String(Number(new URL(options.productBase).port) + 1);
  const child = spawn(process.execPath, ['--import', here('./capture-sql.mjs'), 'dist/main.js'], {
    env: { ...options.env, PORT: port, BENCH_SQL_LOG: log },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    const captured: Record<string, Statement[]> = {};
    for (const [name, path] of Object.entries(serveFastPaths)) {
      await fetch(`${base}${path}`, { headers: { cookie: options.cookie } });
      const from = readFileSync(log, 'utf8').length;
      const answer = await fetch(`${base}${path}`, { headers: { cookie: options.cookie } });
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
      await answer.arrayBuffer();
      captured[name] = readFileSync(log, 'utf8')
        .slice(from)
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Statement)
        .filter((s) => s.name !== 'session_user');
    }
    return captured;
  } finally {
    child.kill('SIGTERM');
  }
}

async function startBare(options: Options, endpoints: Record<string, Statement[]>) {
  const child = spawn(process.execPath, [here('./bare-list-server.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin!.end(
    JSON.stringify({ url: options.databaseUrl, poolSize: options.poolSize, endpoints }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (line: Buffer) => resolve(line.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { child, url };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Rounds of product and bare, one after the other; the median round's figures are printed. */
const ROUNDS = 3;

type Load = { rps: number; p95: number; failed: number };

function load(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  return new Promise<Load>((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      { url, connections, pipelining: 1, duration: seconds, headers },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rps: result.requests.total / seconds,
              p95: percentile(times, 95),
              failed: result.non2xx + result.errors,
            }),
    );
    instance.on('response', (_c, _s, _b, time) => times.push(time));
  });
}

/** Rows: per list, the product's req/s and p95, the bare handler's, and their ratio. */
export async function benchServeFast(options: Options): Promise<string[][]> {
  const endpoints = await captureStatements(options);
  const bare = await startBare(options, endpoints);
  const rows: string[][] = [];
  try {
    for (const [name, path] of Object.entries(serveFastPaths)) {
      const productUrl = `${options.productBase}${path}`;
      const bareUrl = `${bare.url}/${encodeURIComponent(name)}`;
      const cookie = { cookie: options.cookie };
      // Warm both (plans, JIT, the product's caches) before measuring.
      await load(productUrl, cookie, options.connections, 1);
      await load(bareUrl, {}, options.connections, 1);
      // Rounds, each side first in turn: a machine that slows for a while (other work, its
      // host) weighs on both sides alike, and the median round is the figure.
      const rounds: { product: Load; baseline: Load }[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const productFirst = round % 2 === 0;
        const first = await load(
          productFirst ? productUrl : bareUrl,
          productFirst ? cookie : {},
          options.connections,
          options.seconds,
        );
        const second = await load(
          productFirst ? bareUrl : productUrl,
          productFirst ? {} : cookie,
          options.connections,
          options.seconds,
        );
        rounds.push(
          productFirst
            ? { product: first, baseline: second }
            : { product: second, baseline: first },
        );
      }
      rounds.sort((a, b) => a.product.rps / a.baseline.rps - b.product.rps / b.baseline.rps);
      const { product, baseline } = rounds[Math.floor(rounds.length / 2)]!;
      const failed = rounds.reduce((n, r) => n + r.product.failed + r.baseline.failed, 0);
      rows.push([
        name,
        String(endpoints[name]?.length ?? 0),
        String(Math.round(product.rps)),
        product.p95.toFixed(1),
        String(Math.round(baseline.rps)),
        baseline.p95.toFixed(1),
        (product.rps / baseline.rps).toFixed(2),
        String(failed),
      ]);
    }
    return rows;
  } finally {
    bare.child.kill();
  }
}

export const serveFastHeader = [
  'serve fast (first page)',
  'statements',
  'product req/s',
  'product p95 ms',
  'bare req/s',
  'bare p95 ms',
  'ratio',
  'failed',
];
