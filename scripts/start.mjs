// `npm start`: serves the built product as one process, building first when there is no build.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

const built = existsSync('apps/server/dist/main.js') && existsSync('apps/web/dist/index.html');
if (!built) {
  console.log('No build yet: building the console and the server first...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', COOKIE_SECURE: 'false', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
