// Bundle budget: what a browser must download before a page can show, gzipped, read from the
// production build's manifest (`vite build` writes dist/.vite/manifest.json). Fails (exit 1)
// when a budget is passed. Run by `npm test` after the build; `--json` prints the figures only.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

// DIST: another build's folder (with its trailing slash), to measure a change without
// replacing the build the browser tests run on.
const dist = process.env.DIST ?? fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

/**
 * Budgets in kB (1000 bytes), gzipped; pages are the source files their routes load (the
 * console's lazy root and the store it loads first, for the dashboard). They are the issue's
 * targets: 150 kB of JS for the login page, 200 kB for the dashboard, 20 kB of CSS for each.
 */
export const budgets = [
  { page: 'login', sources: ['src/features/auth/login-page.tsx'], js: 150, css: 20 },
  {
    page: 'dashboard',
    sources: [
      'src/app/console-root.tsx',
      'src/app/store.ts',
      'src/lib/english-features.ts',
      'src/features/dashboards/dashboards-page.tsx',
    ],
    js: 200,
    css: 20,
  },
];

const gzipped = new Map();
function size(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(dist + file)).length);
  return gzipped.get(file);
}

/** The chunk and everything it imports statically: what loads before it can run. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`bundle-budget: ${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const results = budgets.map(({ page, sources, js, css }) => {
  const files = new Set(closure(entry));
  // A page that the entry already holds statically is not in the manifest as its own chunk.
  for (const source of sources) if (manifest[source]) closure(source, files);
  const sum = (ext) =>
    [...files].filter((f) => f.endsWith(ext)).reduce((total, f) => total + size(f), 0) / 1000;
  return { page, js: sum('.js'), css: sum('.css'), budget: { js, css } };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results));
} else {
  let failed = false;
  for (const r of results) {
    for (const kind of ['js', 'css']) {
      const over = r[kind] > r.budget[kind];
      failed ||= over;
      console.log(
        `${over ? 'OVER' : 'ok  '}  ${r.page.padEnd(10)} ${kind.padEnd(3)} ${r[kind].toFixed(1).padStart(6)} kB gzipped (budget ${r.budget[kind]} kB)`,
      );
    }
  }
  process.exit(failed ? 1 : 0);
}
