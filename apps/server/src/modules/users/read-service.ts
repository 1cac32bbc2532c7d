import type { UserSearchParams } from '@switchboard/contract/users';
import { auditedRows, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { requireParent } from '../../platform/db/parent-rows';
import { notFound } from '../../platform/errors';
import {
  findCustomer,
  orgPresence,
  orgUsers,
  recentDevice,
  searchUsers,
  softphoneOf,
  userDetailParts,
  walkUsers,
} from './repository';

// What the user pages read: a customer that is not there is a 404, as is an org.

export async function requireCustomer(db: Db, id: number) {
  const user = await findCustomer(db, id);
  if (!user) throw notFound('User');
  return user;
}

/** Reads work for a deleted org too: its data is kept (changes answer 409 until restored). */
async function requireOrg(db: Db, id: number): Promise<void> {
  await requireParent(db, 'org', id);
}

export const searchCustomers = (db: Db, query: UserSearchParams) => searchUsers(db, query);

/**
 * The customers the list's filters pick, as CSV rows streamed page by page; who exported
 * which customers is audited before the first row goes out.
 */
export function exportCustomers(
  db: Db,
  actor: Actor,
  query: Omit<UserSearchParams, 'page' | 'page_size'>,
) {
  async function* rows() {
    // Named as the list names them: first and last name together.
    for await (const page of walkUsers(db, query))
      for (const user of page)
        yield { ...user, name: [user.first_name, user.last_name].filter(Boolean).join(' ') };
  }
  return auditedRows(
    db,
    actor,
    {
      action: 'users.export',
      subjectType: 'User',
      summary: { filters: query },
    },
    rows(),
  );
}

export async function userDetail(db: Db, id: number) {
  const { referred_by_id: referredById, ...user } = await requireCustomer(db, id);
  return { ...user, ...(await userDetailParts(db, user.id, referredById)) };
}

/** The device the user was last seen on; its push token never leaves the server. */
export async function lastDevice(db: Db, userId: number) {
  await requireCustomer(db, userId);
  const device = await recentDevice(db, userId);
  if (!device) return null;
  const { push_token: _token, ...visible } = device;
  return visible;
}

export async function userSoftphone(db: Db, userId: number) {
  await requireCustomer(db, userId);
  return softphoneOf(db, userId);
}

export async function orgMembersPage(db: Db, orgId: number, page: number, pageSize: number) {
  await requireOrg(db, orgId);
  return orgUsers(db, orgId, page, pageSize);
}

export async function orgMembersPresence(db: Db, orgId: number) {
  await requireOrg(db, orgId);
  return orgPresence(db, orgId);
}
