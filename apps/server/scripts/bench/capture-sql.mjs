// Preloaded (`node --import`) into a product server started only to learn its SQL: every
// statement node-postgres sends is appended, as one JSON line, to BENCH_SQL_LOG. The serve-fast
// bench replays exactly these statements from a bare node:http handler (serve-fast-bench.ts).
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_SQL_LOG;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function capture(config, values, callback) {
  if (file) {
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : (config?.values ?? []);
    const name = typeof config === 'object' ? (config?.name ?? null) : null;
    if (text) appendFileSync(file, `${JSON.stringify({ text, params, name })}\n`);
  }
  return query.call(this, config, values, callback);
};
