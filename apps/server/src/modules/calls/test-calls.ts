import { users } from '../../db/schema/auth';
import { callHistory } from '../../db/schema/calls';
import { orgMembers, orgs } from '../../db/schema/teams';
import type { Db } from '../../platform/db/client';

/** Fixtures for the calls tests: an org and calls inserted the way ingest stores them. */
export async function createOrg(db: Db, name: string): Promise<number> {
  const [org] = await db.insert(orgs).values({ name }).returning({ id: orgs.id });
  if (!org) throw new Error('org not created');
  return org.id;
}

type CallInput = Partial<typeof callHistory.$inferInsert> & { orgId: number };
let counter = 0;

export async function insertCalls(db: Db, calls: CallInput[]): Promise<number[]> {
  const rows = await db
    .insert(callHistory)
    .values(
      calls.map((c) => {
        counter += 1;
        return {
          switchCallId: `t-${Date.now()}-${counter}`,
          callType: 'INCOMING',
          status: 'ANSWERED',
          fromNumber: `+9198765${String(10000 + counter).slice(-5)}`,
          toNumber: '8047000001',
          startedAt: new Date(Date.now() - counter * 60_000),
          ...c,
        };
      }),
    )
    .returning({ id: callHistory.id });
  return rows.map((r) => r.id);
}

let members = 0;
/** A customer user who is a member of the org (an agent whose calls the org's list shows). */
export async function addMember(db: Db, orgId: number, firstName = 'Agent', lastName = ''): Promise<number> {
  members += 1;
  const [user] = await db
    .insert(users)
    .values({ firstName, lastName: lastName || `No${members}`, role: 'ORG_USER', email: `agent${members}-${Date.now()}@calls.test` })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  await db.insert(orgMembers).values({ orgId, userId: user.id });
  return user.id;
}
