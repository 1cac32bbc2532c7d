import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders that hold no source of ours: dependencies, builds, data, reports. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'data',
  '.git',
  '.tsbuild',
  'test-results',
  'playwright-report',
  'bench-results',
  'backups',
  'screenshots',
]);
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs)$/;

/**
 * `process.env.NAME`, `process.env['NAME']` and `env.NAME` (a function handed the environment,
 * as backup.ts's `pgTool(name, env = process.env)`): the ways this codebase reads a variable.
 */
const READS = [
  /process\.env\.([A-Z][A-Z0-9_]*)/g,
  /process\.env\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g,
  /\benv\.([A-Z][A-Z0-9_]*)\b/g,
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

/** Every variable some source file under `root` reads, with the files that read it. */
export function environmentReads(root: string, skipFiles: string[] = []): Map<string, string[]> {
  const reads = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const where = relative(root, file);
    if (skipFiles.includes(where)) continue;
    const text = readFileSync(file, 'utf8');
    for (const pattern of READS) {
      for (const match of text.matchAll(pattern)) {
        const name = match[1]!;
        const files = reads.get(name) ?? [];
        if (!files.includes(where)) files.push(where);
        reads.set(name, files);
      }
    }
  }
  return reads;
}
