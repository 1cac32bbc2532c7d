import { eq } from 'drizzle-orm';
import { consoleSettings, users } from '../../../db/schema/auth';
import type { DbOrTx } from '../../../platform/db/client';

/** The keys of `console_settings` and the type of each value. */
export type ConsoleSettingValues = { mfa_required_for_everyone: boolean };
export type ConsoleSettingKey = keyof ConsoleSettingValues;

/** A setting with who changed it last; null when it was never set (its default applies). */
export async function readConsoleSetting<K extends ConsoleSettingKey>(db: DbOrTx, key: K) {
  const [row] = await db
    .select({
      value: consoleSettings.value,
      updatedAt: consoleSettings.updatedAt,
      updaterFirst: users.firstName,
      updaterLast: users.lastName,
    })
    .from(consoleSettings)
    .leftJoin(users, eq(users.id, consoleSettings.updatedById))
    .where(eq(consoleSettings.key, key));
  return row ? { ...row, value: row.value as ConsoleSettingValues[K] } : null;
}

/**
 * The setting's row locked until the transaction ends (created first when missing): two SUs
 * changing it at once are audited one after the other, each with the value they replaced.
 */
export async function lockConsoleSetting<K extends ConsoleSettingKey>(
  tx: DbOrTx,
  key: K,
  initial: ConsoleSettingValues[K],
) {
  await tx
    .insert(consoleSettings)
    .values({ key, value: initial })
    .onConflictDoNothing({ target: consoleSettings.key });
  const [row] = await tx
    .select({ value: consoleSettings.value })
    .from(consoleSettings)
    .where(eq(consoleSettings.key, key))
    .for('update');
  return row!.value as ConsoleSettingValues[K];
}

export async function writeConsoleSetting<K extends ConsoleSettingKey>(
  tx: DbOrTx,
  key: K,
  value: ConsoleSettingValues[K],
  updatedById: number | null,
): Promise<void> {
  await tx
    .update(consoleSettings)
    .set({ value, updatedById, updatedAt: new Date() })
    .where(eq(consoleSettings.key, key));
}
