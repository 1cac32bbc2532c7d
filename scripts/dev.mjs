// `npm run dev`: the API server with reload, and Vite's dev server proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@switchboard/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@switchboard/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
