import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The ports a throwaway cluster of the tests may take (a primary and its replica each). */
const PORTS = { first: 5610, last: 5629 };

/**
 * The machine's PostgreSQL server programs (initdb, pg_ctl, pg_basebackup): the newest
 * /usr/lib/postgresql/<version>/bin, or null when PostgreSQL's server is not installed here.
 */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (['initdb', 'pg_ctl', 'pg_basebackup'].every((p) => existsSync(join(bin, p)))) return bin;
  }
  return null;
}

function freePort(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Two free ports in 5610–5629, next to each other. */
async function twoPorts(): Promise<[number, number]> {
  for (let port = PORTS.first; port < PORTS.last; port += 2) {
    if ((await freePort(port)) && (await freePort(port + 1))) return [port, port + 1];
  }
  throw new Error(`no two free ports in ${PORTS.first}-${PORTS.last}`);
}

export type StreamingPair = {
  /** postgres:// URL of the primary's database `name`, and of the same database on the replica. */
  primaryUrl: (name: string) => string;
  replicaUrl: (name: string) => string;
  /** Stops the replica (a fast shutdown): it vanishes as a failed standby would. */
  stopReplica: () => Promise<void>;
  /** Stops both servers and removes their folders. */
  close: () => Promise<void>;
};

/**
 * A throwaway primary (wal_level=replica, replication allowed from 127.0.0.1) and a streaming
 * replica made from it with `pg_basebackup -R`, on ports 5610–5629, in a temp folder removed
 * afterwards. PostgreSQL refuses to run as root: as root, its programs run as `postgres`.
 * Made for speed, not safety: fsync off, tiny buffers.
 */
export async function startStreamingPair(bin: string): Promise<StreamingPair> {
  const root = await mkdtemp(join(tmpdir(), 'sb-replica-'));
  const asRoot = process.getuid?.() === 0;
  // The cluster's files must belong to the user the server runs as.
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(stdout.trim()), Number(group.trim()));
  }
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { cwd: root })
      : run(join(bin, program), args, { cwd: root });

  const [primaryPort, replicaPort] = await twoPorts();
  const primary = join(root, 'primary');
  const replica = join(root, 'replica');
  const started: string[] = [];
  const stop = async (dir: string) => {
    await pg('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  };
  try {
    await pg('initdb', [
      '-D',
      primary,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    const settings = [
      `port = ${primaryPort}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${root}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'wal_keep_size = 64MB',
      'hot_standby = on',
      'fsync = off',
      'full_page_writes = off',
      'shared_buffers = 16MB',
      'max_connections = 40',
      // A standby cancels queries that conflict with its replay; the tests' reads are short.
      'max_standby_streaming_delay = 5s',
    ];
    await appendFile(join(primary, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
    await appendFile(
      join(primary, 'pg_hba.conf'),
      '\nhost replication postgres 127.0.0.1/32 trust\nhost all postgres 127.0.0.1/32 trust\n',
    );
    await pg('pg_ctl', ['-D', primary, '-l', join(root, 'primary.log'), '-w', 'start']);
    started.push(primary);
    await pg('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replica,
      '-R',
      '-X',
      'stream',
      '--checkpoint=fast',
      '--no-sync',
    ]);
    // The copy has the primary's settings: the replica takes its own port.
    await appendFile(join(replica, 'postgresql.conf'), `\nport = ${replicaPort}\n`);
    await pg('pg_ctl', ['-D', replica, '-l', join(root, 'replica.log'), '-w', 'start']);
    started.push(replica);
  } catch (error) {
    for (const dir of started.reverse()) await stop(dir);
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  const url = (port: number) => (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  let replicaRunning = true;
  return {
    primaryUrl: url(primaryPort),
    replicaUrl: url(replicaPort),
    stopReplica: async () => {
      if (!replicaRunning) return;
      replicaRunning = false;
      await pg('pg_ctl', ['-D', replica, '-m', 'fast', '-w', 'stop']);
    },
    close: async () => {
      if (replicaRunning) await stop(replica);
      await stop(primary);
      await rm(root, { recursive: true, force: true });
    },
  };
}
