import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Both this source file (src/paths.ts) and the bundled build (dist/main.js) sit one folder
 * below apps/server, so the same relative paths work in development, tests and production.
 */
export const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const migrationsDir = resolve(serverRoot, 'src/db/migrations');
export const webDistDir = resolve(serverRoot, '../web/dist');
