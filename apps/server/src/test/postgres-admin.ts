import pg from 'pg';

/** Runs `work` on a connection of its own to the database at `serverUrl`, then closes it. */
export async function adminQuery<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server's URL, naming another database on it. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Waits until the server has seen every connection to `name` go: pool.end() resolves before its
 * sockets have closed, and a database still connected to can be neither copied nor dropped
 * cleanly (a forced drop kills the closing connection, and pg throws that at whoever runs next).
 */
export async function untilDisconnected(client: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 50; tries += 1) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
