import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { ErasureRequest } from '@switchboard/contract/personal-data';
import { customers } from '../../db/schema/customers';
import { backupDatabase, type BackupTarget } from '../../platform/backup/backup';
import { openDatabase, rowsOf, type Database } from '../../platform/db/client';
import { createTestContext, type TestClient, type TestContext } from '../../test/app';
import { insertOrg, orgWithKyc } from '../../test/factories';
import { adminQuery, databaseUrl } from '../../test/postgres-admin';
import { reapplyErasures } from './erasure-service';
import { restoreWithErasures } from './restore-service';

// Each test backs up and restores a database, and builds the app over it three times.
const SLOW = 240_000;

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'sb-restore-erasures-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

type Person = {
  ownerId: number;
  orgId: number;
  otherOrgId: number;
  phone: string;
  email: string;
  lastName: string;
  orgName: string;
};

/** A team owner with a held KYC record and an entry in another team's customer list. */
async function seedPerson(
  ctx: TestContext,
  phone: string,
  lastName: string,
  orgName: string,
): Promise<Person> {
  const orgId = await orgWithKyc(ctx.db, { phone, name: orgName, status: 'APPROVED' });
  await ctx.db.execute(
    sql`update users set last_name = ${lastName}
         where id = (select owner_id from orgs where id = ${orgId})`,
  );
  const [owner] = await rowsOf<{ id: number; email: string; last_name: string }>(
    ctx.db,
    sql`select u.id, u.email, u.last_name from orgs o join users u on u.id = o.owner_id
         where o.id = ${orgId}`,
  );
  const other = await insertOrg(ctx.db, { name: `Customers of ${phone}` });
  await ctx.db.insert(customers).values({
    orgId: other.id,
    appId: `restore-app-${orgId}`,
    name: `${owner!.last_name} as a customer`,
    phone,
    email: owner!.email,
  });
  return {
    ownerId: owner!.id,
    orgId,
    otherOrgId: other.id,
    phone,
    email: owner!.email,
    lastName: owner!.last_name,
    orgName,
  };
}

const requestErasure = async (su: TestClient, person: Person): Promise<ErasureRequest> => {
  const answer = await su.post(`/api/admin/people/${person.ownerId}/erasure-requests`, {
    asked_by: 'PERSON',
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as ErasureRequest;
};

const carryOut = async (su: TestClient, request: ErasureRequest): Promise<ErasureRequest> => {
  const answer = await su.post(`/api/admin/erasure-requests/${request.id}/carry-out`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as ErasureRequest;
};

/** What a search by the person's phone, email, name or team finds of them, outside held records. */
async function findable(su: TestClient, person: Person): Promise<string[]> {
  const found: string[] = [];
  for (const q of [person.phone, `+91${person.phone}`, person.email, person.lastName]) {
    const answer = await su.get(`/api/admin/search?q=${encodeURIComponent(q)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    for (const hit of answer.json().data as { kind: string; id: string }[])
      if (
        (hit.kind === 'USER' && Number(hit.id) === person.ownerId) ||
        (hit.kind === 'ORG' && Number(hit.id) === person.orgId)
      )
        found.push(`search ${q}: ${hit.kind}`);
    const users = await su.get(`/api/users/search?text=${encodeURIComponent(q)}`);
    expect(users.statusCode, users.body).toBe(200);
    if (JSON.stringify(users.json().data).includes(`"id":${person.ownerId}`))
      found.push(`users ${q}`);
  }
  const orgs = await su.get(`/api/org/search?text=${encodeURIComponent(person.orgName)}`);
  expect(orgs.statusCode, orgs.body).toBe(200);
  if ((orgs.json().data.rows as { id: number }[]).some((o) => o.id === person.orgId))
    found.push('teams');
  const theirs = await su.get(`/api/org/${person.otherOrgId}/customers`);
  expect(theirs.statusCode, theirs.body).toBe(200);
  const listed = JSON.stringify(theirs.json().data);
  for (const value of [person.phone, person.email, person.lastName])
    if (listed.includes(value)) found.push(`customers ${value}`);
  return found;
}

/**
 * Three people are erased: A before the backup, B asked before it and erased after, C asked and
 * erased after it; D never. The backup is restored: B and C are erased again, their requests are
 * back as carried out, A is left as the backup holds it (erased), D is there as before.
 */
async function restoreScenario(
  target: BackupTarget,
  open: () => Promise<Database>,
  file: string,
  prefix: string,
) {
  let ctx = await createTestContext({}, open);
  let su = await ctx.loginAs('SU');
  const a = await seedPerson(ctx, `${prefix}01`, 'Iyengar', `Restore Alpha ${prefix}`);
  const b = await seedPerson(ctx, `${prefix}02`, 'Chatterjee', `Restore Bravo ${prefix}`);
  const c = await seedPerson(ctx, `${prefix}03`, 'Deshpande', `Restore Charlie ${prefix}`);
  const d = await seedPerson(ctx, `${prefix}04`, 'Fernandes', `Restore Delta ${prefix}`);
  const requestA = await carryOut(su, await requestErasure(su, a));
  const requestB = await requestErasure(su, b);
  await ctx.close();

  await backupDatabase(target, file);

  ctx = await createTestContext({}, open);
  su = await ctx.loginAs('SU');
  const doneB = await carryOut(su, requestB);
  const doneC = await carryOut(su, await requestErasure(su, c));
  expect(await findable(su, b)).toEqual([]);
  expect(await findable(su, c)).toEqual([]);
  await ctx.close();

  const removed: string[] = [];
  const outcome = await restoreWithErasures(target, file, {
    replace: true,
    files: () => ({ remove: async (key) => void removed.push(key) }),
  });
  expect(outcome.reapplied).toEqual([doneB.id, doneC.id]);
  expect(outcome.already).toEqual([requestA.id]);
  // The list kept for a restore that breaks half-way: ids and dates, none of their data.
  const saved = await readFile(outcome.erasuresFile, 'utf8');
  expect(JSON.parse(saved).erasures.map((e: { id: number }) => e.id)).toEqual([
    requestA.id,
    doneB.id,
    doneC.id,
  ]);
  for (const person of [a, b, c]) {
    expect(saved).not.toContain(person.phone);
    expect(saved).not.toContain(person.email);
  }

  ctx = await createTestContext({}, open);
  try {
    su = await ctx.loginAs('SU');
    // The restore brought the backup back: D is there as before.
    expect(await findable(su, d)).not.toEqual([]);
    // Nothing of A, B or C is found outside their held records.
    for (const person of [a, b, c]) expect(await findable(su, person)).toEqual([]);
    // Their requests are on record as carried out, when and by whom they were.
    for (const [person, done] of [
      [a, requestA],
      [b, doneB],
      [c, doneC],
    ] as const) {
      const listed = await su.get(`/api/admin/erasure-requests?person_id=${person.ownerId}`);
      expect(listed.statusCode, listed.body).toBe(200);
      const rows = listed.json().data.rows as ErasureRequest[];
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: done.id,
        status: 'DONE',
        closed_at: done.closed_at,
        closed_by: done.closed_by,
        received_at: done.received_at,
      });
      expect(rows[0]!.result?.held.map((h) => h.table)).toContain('kyc');
      // The held KYC record is still there, marked held.
      const [kyc] = await rowsOf<{ held_until: unknown; status: string }>(
        ctx.db,
        sql`select held_until, status from kyc where org_id = ${person.orgId}`,
      );
      expect(kyc?.status).toBe('APPROVED');
      expect(kyc?.held_until).not.toBeNull();
    }
    const reapplied = await rowsOf<{ subject_id: string; summary: Record<string, unknown> }>(
      ctx.db,
      sql`select subject_id, summary from audit_log
           where action = 'personal-data.erase-reapply' order by id`,
    );
    expect(reapplied.map((r) => Number(r.subject_id))).toEqual([b.ownerId, c.ownerId]);
    expect(reapplied[0]!.summary).toMatchObject({
      request: doneB.id,
      person_in_backup: true,
      backup: file.split('/').at(-1),
    });
    expect(reapplied[0]!.summary.anonymised).toMatchObject({ users: 1, orgs: 1, customers: 1 });

    // Once more: everything is already carried out, nothing is done twice.
    const again = await reapplyErasures(
      ctx.db,
      { remove: async () => {} },
      [requestA, doneB, doneC].map((r) => ({
        id: r.id,
        person_user_id: r.person_user_id,
        asked_by: r.asked_by,
        received_at: r.received_at,
        due_at: r.due_at,
        recorded_by_id: null,
        closed_by_id: null,
        closed_at: r.closed_at!,
        result: r.result,
      })),
      'again',
    );
    expect(again).toEqual({ reapplied: [], already: [requestA.id, doneB.id, doneC.id] });

    // A request recorded after the restore gets an id of its own.
    const next = await requestErasure(su, d);
    expect(next.id).toBeGreaterThan(doneC.id);
  } finally {
    await ctx.close();
  }
}

describe('a restore re-applies the erasures carried out after the backup, PGlite', () => {
  it(
    'erases again what the backup brought back',
    async () => {
      const dataDir = join(work, 'pglite-data');
      const template = inject('pgliteTemplate');
      // The first opening starts from the run's migrated template, as the other tests do.
      const open = async () => {
        const fresh = template && !existsSync(join(dataDir, 'PG_VERSION'));
        const database = await openDatabase({
          kind: 'pglite',
          dataDir,
          ...(fresh ? { loadDataDir: new Blob([await readFile(template)]) } : {}),
        });
        await database.migrate();
        return database;
      };
      await restoreScenario(
        { kind: 'pglite', dataDir },
        open,
        join(work, 'pglite.tar.gz'),
        '98133000',
      );
    },
    SLOW,
  );
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(
  'a restore re-applies the erasures carried out after the backup, PostgreSQL',
  () => {
    const name = `sb_restore_${randomBytes(5).toString('hex')}`;
    const admin = (statement: string) => adminQuery(serverUrl!, (c) => c.query(statement));
    beforeAll(async () => {
      const template = inject('postgresTemplate');
      await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
    });
    afterAll(() => admin(`drop database if exists ${name} with (force)`));

    it(
      'erases again what the backup brought back',
      async () => {
        const url = databaseUrl(serverUrl!, name);
        const open = () =>
          openDatabase({ kind: 'postgres', url, poolSize: 4 }).then(async (database) => {
            await database.migrate();
            return database;
          });
        await restoreScenario({ kind: 'postgres', url }, open, join(work, 'pg.pgdump'), '98134000');
      },
      SLOW,
    );
  },
);
