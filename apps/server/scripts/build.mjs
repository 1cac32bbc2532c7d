// Bundles the server into dist/main.js: our own code and the contract are bundled,
// npm packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@switchboard/contract': '../../packages/contract/src' },
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/main.js');
