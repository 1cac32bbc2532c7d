import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import type { Db } from '../../platform/db/client';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} and ${users.deletedAt} is null`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function recordLoginIp(db: Db, userId: number, ip: string): Promise<void> {
  await db.update(users).set({ lastIp: ip, lastSignInAt: new Date() }).where(eq(users.id, userId));
}
