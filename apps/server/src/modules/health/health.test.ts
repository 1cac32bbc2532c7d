import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { migrationsDir } from '../../paths';
import { createTestContext, useTestApp } from '../../test/app';

const session = useTestApp();

const journalEntries = async () =>
  (
    JSON.parse(await readFile(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

describe('liveness and readiness', () => {
  it('keeps GET /api/health as it was for existing callers', async () => {
    const response = await session.ctx.client().get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'ok',
      database: { ok: true },
      version: '0.1.0',
    });
  });

  it('answers liveness without touching the database or a session', async () => {
    const response = await session.ctx.client().get('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: 'ok', uptime_s: expect.any(Number) });
  });

  it('is ready when the database answers, every migration is applied and files can be written', async () => {
    const response = await session.ctx.client().get('/api/health/ready');
    expect(response.statusCode).toBe(200);
    const expected = await journalEntries();
    expect(response.json().data).toEqual({
      status: 'ready',
      checks: {
        database: { ok: true, latency_ms: expect.any(Number) },
        migrations: { ok: true, applied: expected, expected },
        files: { ok: true, store: 'local' },
        partitions: { ok: true, months_ahead: 3 },
      },
    });
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const { db } = session.ctx;
    const [last] = await rowsOf<{ id: number; hash: string; created_at: string }>(
      db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    if (!last) throw new Error('no migrations recorded');
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const response = await session.ctx.client().get('/api/health/ready');
      expect(response.statusCode).toBe(503);
      const expected = await journalEntries();
      expect(response.json().data).toMatchObject({
        status: 'not_ready',
        checks: {
          database: { ok: true },
          migrations: { ok: false, applied: expected - 1, expected },
          files: { ok: true },
        },
      });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await session.ctx.client().get('/api/health/ready')).statusCode).toBe(200);
  });

  it('is not ready when the file store cannot be written', async () => {
    // A folder inside a plain file can never be created, even by root.
    const blocker = join(tmpdir(), `sb-not-a-folder-${Date.now()}`);
    await writeFile(blocker, 'x');
    const ctx = await createTestContext({ FILES_DIR: join(blocker, 'files') });
    try {
      const response = await ctx.client().get('/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json().data).toMatchObject({
        status: 'not_ready',
        checks: { database: { ok: true }, migrations: { ok: true }, files: { ok: false } },
      });
      // A public probe says what failed, never where or why.
      expect(response.body).not.toContain(blocker);
    } finally {
      await ctx.close();
      await rm(blocker, { force: true });
    }
  });

  it('is not ready when a history table has no partition for next month', async () => {
    const ctx = await createTestContext();
    try {
      // As if the server had been stopped for months: no month after this one is made.
      const ahead = await rowsOf<{ name: string }>(
        ctx.db,
        sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
            where i.inhparent = 'short_url_visits'::regclass and c.relname <> 'short_url_visits_before'`,
      );
      for (const { name } of ahead) await ctx.db.execute(sql.raw(`drop table "${name}"`));
      const response = await ctx.client().get('/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json().data).toMatchObject({
        status: 'not_ready',
        checks: { partitions: { ok: false, months_ahead: 0 } },
      });
    } finally {
      await ctx.close();
    }
  });
});
