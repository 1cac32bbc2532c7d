// A streamed CSV export of every trial call (1M of the default 2.5M), through the production
// server: rows per second, and the server's resident memory before and at its highest while
// it streams (sampled from /proc every 50 ms), which must stay flat however many rows go out.
import { readFileSync } from 'node:fs';

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
};

export async function benchExport(base: string, cookie: string, pid: number): Promise<string[][]> {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const response = await fetch(`${base}/api/call-history/trial/export?include_soft_deleted=true`, {
    headers: { cookie },
  });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = lines - 1;
  return [
    [
      'trial calls CSV export',
      String(rows),
      String(Math.round(rows / seconds)),
      `${Math.round(bytes / 1_000_000)} MB`,
      `${Math.round(before)} MB`,
      `${Math.round(peak)} MB`,
    ],
  ];
}
