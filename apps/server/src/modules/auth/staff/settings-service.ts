import { consoleRoles } from '@switchboard/contract/roles';
import type { StaffRole, StaffSettings } from '@switchboard/contract/staff';
import { audit, type Actor } from '../../../platform/audit/audit';
import { toIso, type Db, type DbOrTx } from '../../../platform/db/client';
import { conflict } from '../../../platform/errors';
import { usersWithPasskeys } from '../passkeys/repository';
import { listStaffUsers } from './repository';
import { lockConsoleSetting, readConsoleSetting, writeConsoleSetting } from './settings-repository';

const KEY = 'mfa_required_for_everyone';

/**
 * The roles that must set up a second factor: MFA_REQUIRED_ROLES, or every console role while
 * an SU requires it of everyone (the Staff page).
 */
export async function mfaRequiredRoles(db: DbOrTx, configured: string[]): Promise<string[]> {
  const setting = await readConsoleSetting(db, KEY);
  return setting?.value === true ? [...consoleRoles] : configured;
}

export async function staffSettings(db: DbOrTx, configured: string[]): Promise<StaffSettings> {
  const [setting, members, withPasskeys] = await Promise.all([
    readConsoleSetting(db, KEY),
    listStaffUsers(db),
    usersWithPasskeys(db),
  ]);
  return {
    mfa_required_for_everyone: setting?.value === true,
    mfa_required_roles: consoleRoles.filter((r) => configured.includes(r)),
    without_second_factor: members
      .filter((m) => m.status === 'ACTIVE' && m.totpSecret === null && !withPasskeys.has(m.id))
      .map((m) => ({
        id: m.id,
        name: `${m.firstName} ${m.lastName}`.trim(),
        role: (m.role === 'SU' ? 'SU' : 'ADMIN') satisfies StaffRole,
      })),
    updated_at: setting ? toIso(setting.updatedAt) : null,
    updated_by:
      setting && setting.updaterFirst !== null
        ? `${setting.updaterFirst} ${setting.updaterLast ?? ''}`.trim()
        : null,
  };
}

/**
 * Requires a second factor of every staff member (or stops): each one without a factor is sent
 * to set one up at their next sign-in, and their open sessions may do nothing else meanwhile.
 * The SU turning it on must have a factor first, so the change never locks out its own author.
 */
export async function setMfaRequiredForEveryone(
  db: Db,
  actor: Actor,
  on: boolean,
  configured: string[],
): Promise<StaffSettings> {
  await db.transaction(async (tx) => {
    const before = await lockConsoleSetting(tx, KEY, false);
    if (before === on) return;
    const current = await staffSettings(tx, configured);
    if (on && current.without_second_factor.some((m) => m.id === actor.actorId))
      throw conflict(
        'Set up your own second factor first (My account), then require it of everyone',
      );
    await writeConsoleSetting(tx, KEY, on, actor.actorId);
    await audit(tx, actor, {
      action: 'staff.mfa_requirement_changed',
      subjectType: 'ConsoleSetting',
      subjectId: KEY,
      summary: {
        mfa_required_for_everyone: { before, after: on },
        without_second_factor: current.without_second_factor.length,
      },
    });
  });
  return staffSettings(db, configured);
}
