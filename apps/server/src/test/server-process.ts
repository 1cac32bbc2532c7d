import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { serverRoot } from '../paths';

export type ServerProcess = {
  child: ChildProcess;
  /** Everything the process printed so far, stdout and stderr. */
  output: () => string;
  /** Resolves with the first match of `pattern` in the output, as soon as it is printed. */
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>;
  /** The console's address from the start banner, once the server listens. */
  url: () => Promise<string>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

/**
 * Starts the real server (src/main.ts through tsx) as its own process with this environment
 * on top of a quiet default (PORT 0: the system picks a free port, the banner names it).
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters: { pattern: RegExp; resolve: (m: RegExpMatchArray) => void }[] = [];
  const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  const check = () => {
    for (const w of [...waiters]) {
      const match = text.match(w.pattern);
      if (match) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(match);
      }
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      text += chunk;
      check();
    });
  }
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolveMatch, reject) => {
      waiters.push({ pattern, resolve: resolveMatch });
      check();
      // A process that ends before printing it never will.
      void exited.then((code) => {
        if (waiters.some((w) => w.pattern === pattern))
          reject(new Error(`server exited (${code}) before printing ${pattern}:\n${text}`));
      });
    });
  return {
    child,
    output: () => text,
    waitFor,
    url: async () => (await waitFor(/Switchboard console: (http:\/\/\S+)/))[1]!,
    exited,
  };
}
