import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures } from './db/schema/auth';
import { requestClaims } from './db/schema/payments';
import { runHousekeeping } from './housekeeping';
import { useTestApp } from './test/app';

const app = useTestApp({}, { su: false });

describe('housekeeping', () => {
  it('deletes login failures past the window and keyless claims past theirs, nothing else', async () => {
    const { db } = app.ctx;
    await db.insert(loginFailures).values([
      {
        account: 'old@x.test',
        address: '1.1.1.1',
        failures: 4,
        lastFailedAt: sql`now() - interval '16 minutes'`,
      },
      { account: 'new@x.test', address: '1.1.1.1', failures: 2 },
    ]);
    await db.insert(requestClaims).values([
      {
        claimKey: 'request:old',
        requestHash: 'h',
        route: 'POST /x',
        resultId: '1',
        createdAt: sql`now() - interval '1 day'`,
      },
      { claimKey: 'request:new', requestHash: 'h', route: 'POST /x', resultId: '2' },
      {
        claimKey: 'key:old',
        requestHash: 'h',
        route: 'POST /x',
        resultId: '3',
        createdAt: sql`now() - interval '1 day'`,
      },
    ]);
    expect(await runHousekeeping(db, app.ctx.config)).toEqual({
      loginFailures: 1,
      requestClaims: 1,
      // The migrated database was given its months ahead at start.
      partitionsCreated: 0,
    });
    const accounts = (await db.select().from(loginFailures)).map((r) => r.account);
    expect(accounts).toEqual(['new@x.test']);
    const claims = (await db.select().from(requestClaims)).map((r) => r.claimKey).sort();
    expect(claims).toEqual(['key:old', 'request:new']);
  });
});
