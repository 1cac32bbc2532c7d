// The short-URL redirect beside the fastest thing that could answer it: a bare Fastify route
// giving the same 302 from a Map in memory, in a process of its own like the product's server,
// loaded the same way in the same run. The product
// does a cached lookup, bot detection and a batched visit write on top (issue 16: >= 70%).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

type Options = { base: string; cookie: string; connections: number; seconds: number };

const SLUGS = 200;

/** Creates the short URLs through the product's API, as staff would. */
async function createLinks(base: string, cookie: string): Promise<Map<string, string>> {
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  const links = new Map<string, string>();
  const run = Date.now().toString(36);
  for (let i = 0; i < SLUGS; i += 1) {
    const slug = `bench-${run}-${i}`;
    const target = `https://example.in/offer/${i}?utm_source=bench`;
    const response = await fetch(`${base}/api/admin/short-urls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie },
      body: JSON.stringify({ target_url: target, slug }),
    });
    if (!response.ok) throw new Error(`could not create a short URL: ${response.status}`);
    links.set(slug, target);
  }
  return links;
}

/** A visitor's browser: the redirect sees a person, not a bot, and records the visit. */
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Short rounds, many of them, each side first in turn: this machine's speed drifts by a third
 * from one minute to the next (the bare side alone measured 23k to 42k req/s in one evening),
 * and the closer in time the two sides are measured, the less of that drift is in their ratio.
 */
const ROUNDS = 7;

type Loaded = { rps: number; times: number[]; wrong: number };

function loadRedirects(url: string, slugs: string[], connections: number, seconds: number) {
  return new Promise<Loaded>((resolve, reject) => {
    const times: number[] = [];
    let wrong = 0;
    const instance = autocannon(
      {
        url,
        connections,
        pipelining: 1,
        duration: seconds,
        headers: { 'user-agent': BROWSER, referer: 'https://news.example.in/' },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: `/s/${slugs[Math.floor(Math.random() * slugs.length)]}`,
            }),
            onResponse: (status) => {
              if (status !== 302) wrong += 1;
            },
          },
        ],
      },
      (error, result) =>
        error ? reject(error) : resolve({ rps: result.requests.total / seconds, times, wrong }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** The bare server in a process of its own, as the product's is; its URL once it listens. */
async function startBare(links: Map<string, string>) {
  const script = fileURLToPath(new URL('./bare-redirect-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(Object.fromEntries(links)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (line: Buffer) => resolve(line.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { child, url };
}

/** Rows: the product's /s/{slug}, the bare handler, and the ratio of their req/s. */
export async function benchRedirects({ base, cookie, connections, seconds }: Options) {
  const links = await createLinks(base, cookie);
  const slugs = [...links.keys()];
  const bare = await startBare(links);
  const bareUrl = bare.url;
  try {
    // Warm both (the product's cache, JIT) before measuring.
    await loadRedirects(base, slugs, connections, 1);
    await loadRedirects(bareUrl, slugs, connections, 1);
    // Rounds, each side first in turn, as the serve-fast bench does; the median round is printed,
    // with the ratios of all of them.
    const rounds: { product: Loaded; baseline: Loaded }[] = [];
    const roundSeconds = Math.max(3, Math.round(seconds / 2));
    for (let round = 0; round < ROUNDS; round += 1) {
      const productFirst = round % 2 === 0;
      const first = await loadRedirects(
        productFirst ? base : bareUrl,
        slugs,
        connections,
        roundSeconds,
      );
      const second = await loadRedirects(
        productFirst ? bareUrl : base,
        slugs,
        connections,
        roundSeconds,
      );
      rounds.push(
        productFirst ? { product: first, baseline: second } : { product: second, baseline: first },
      );
    }
    const percentOf = (p: Loaded, b: Loaded) => Math.round((p.rps / b.rps) * 100);
    rounds.sort((a, b) => a.product.rps / a.baseline.rps - b.product.rps / b.baseline.rps);
    const { product, baseline } = rounds[Math.floor(rounds.length / 2)]!;
    const row = (name: string, r: Loaded) => [
      name,
      String(Math.round(r.rps)),
      ...[50, 95, 99].map((p) => percentile(r.times, p).toFixed(1)),
      String(r.wrong),
    ];
    return [
      row('GET /s/{slug} (product)', product),
      row('GET /s/{slug} (bare Fastify, from memory)', baseline),
      [`ratio: ${percentOf(product, baseline)}% of bare (median round)`, '', '', '', '', ''],
      [
        `rounds: ${rounds.map((r) => `${percentOf(r.product, r.baseline)}%`).join(' ')}`,
        '',
        '',
        '',
        '',
        '',
      ],
    ];
  } finally {
    bare.child.kill();
  }
}
