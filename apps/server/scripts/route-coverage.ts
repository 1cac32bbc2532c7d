// Which of the spec's 110 API routes (shared/seed/endpoints.tsv) the server answers.
// npm run routes:coverage [-- --missing]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/platform/db/client';
import { serverRoot } from '../src/paths';

const tsv = resolve(serverRoot, '../../../shared/seed/endpoints.tsv');
const normalize = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/\/$/, '');
const wanted = readFileSync(tsv, 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [method = '', path = ''] = line.split('\t');
    return { method: method.trim(), path: path.trim() };
  });

const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
await database.migrate();
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent' }),
  database,
  webDist: null,
  logger: false,
});
await app.ready();
const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, unknown>>;
};
const served = new Set(
  Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => `${m.toUpperCase()} ${normalize(path.replace(/^\/api/, ''))}`),
  ),
);
const missing = wanted.filter((w) => !served.has(`${w.method} ${normalize(w.path)}`));
console.log(`${wanted.length - missing.length} of ${wanted.length} spec routes are served`);
if (process.argv.includes('--missing'))
  for (const m of missing) console.log(`  missing: ${m.method} ${m.path}`);
await app.close();
await database.close();
