import { formatMessage } from '@switchboard/contract/messages';
import type {
  AppSimLinkBody,
  SendPushBody,
  SimConnection,
  UserRow,
} from '@switchboard/contract/users';
import type { createUserBody, inviteUserBody } from '@switchboard/contract/users';
import type { z } from 'zod';
import { insertCustomer } from '../../platform/accounts/customers';
import { audit, type Actor } from '../../platform/audit/audit';
import { toIso, type Db, type Tx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { ShortenInTx } from '../../platform/links/shortener';
import { sendSms } from '../../platform/providers/sms';
import { sendPush as pushTo, type PushTokenGoneHook } from '../../platform/providers/push';
import { askSwitch } from '../../platform/providers/telephony';
import {
  addOrgMember,
  findSimConnection,
  linkSim,
  isOrgMember,
  markSoftphoneReconnecting,
  unlinkSim,
} from './account-repository';
import {
  findCustomer,
  findCustomerByPhone,
  orgToJoin,
  dropPushToken,
  recentDevice,
  softphoneOf,
} from './repository';
import { requireCustomer } from './read-service';

type NewUser = z.output<typeof createUserBody>;

async function insertCustomerUser(tx: Tx, input: NewUser): Promise<UserRow> {
  const created = await findCustomer(tx, await insertCustomer(tx, input));
  if (!created) throw new Error('user insert failed');
  return created;
}

export async function createUser(db: Db, actor: Actor, input: NewUser): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const user = await insertCustomerUser(tx, input);
    await audit(tx, actor, {
      action: 'users.create',
      subjectType: 'User',
      subjectId: user.id,
      summary: { phone: user.phone, role: user.role },
    });
    return user;
  });
}

/**
 * Adds a person to an org: an existing customer with that phone joins; otherwise a new user is
 * made. Either way an invitation SMS goes out with the change.
 */
export async function inviteUser(
  db: Db,
  actor: Actor,
  input: z.output<typeof inviteUserBody>,
  link: { joinUrl: string | undefined; shorten: ShortenInTx },
) {
  return db.transaction(async (tx) => {
    const org = await orgToJoin(tx, input.org_id);
    if (!org) throw notFound('Org');
    if (org.deleted) throw conflict(formatMessage('orgDeletedRestoreFirst'));
    const existing = await findCustomerByPhone(tx, input.phone);
    const user = existing ?? (await insertCustomerUser(tx, { ...input, role: 'ORG_USER' }));
    if (await isOrgMember(tx, input.org_id, user.id))
      throw conflict(formatMessage('userAlreadyMember'));
    await addOrgMember(tx, input.org_id, user.id);
    // The app's join page, behind a short link so its clicks are counted (Short URL, tag invite).
    const joinUrl = link.joinUrl
      ? await link.shorten(tx, {
          target_url: `${link.joinUrl}?${new URLSearchParams({ phone: input.phone, org_id: String(input.org_id) })}`,
          org_id: input.org_id,
          title: `Invite of ${input.first_name} to ${org.name}`,
          tag: 'invite',
        })
      : null;
    await sendSms(tx, {
      to: input.phone,
      orgId: input.org_id,
      template: 'org_invite',
      vars: { first_name: input.first_name, org_name: org.name, short_url: joinUrl ?? '' },
      text: `Hi ${input.first_name}, you have been added to the team ${org.name}. ${
        joinUrl ? `Join here: ${joinUrl}` : 'Sign in with this mobile number to start.'
      }`,
    });
    await audit(tx, actor, {
      action: 'users.invite',
      subjectType: 'User',
      subjectId: user.id,
      orgId: input.org_id,
      summary: { phone: input.phone, new_user: !existing },
    });
    return { user, org_id: input.org_id, created: !existing };
  });
}

export async function sendPush(db: Db, actor: Actor, input: SendPushBody) {
  return db.transaction(async (tx) => {
    if (!(await findCustomer(tx, input.user_id))) throw notFound('User');
    const device = await recentDevice(tx, input.user_id, true);
    if (!device?.push_token) {
      throw badRequest(formatMessage('noPushDevice'), [
        { field: 'user_id', message: 'has no device with a push token' },
      ]);
    }
    const messageId = await pushTo(tx, {
      token: device.push_token,
      title: input.title,
      body: input.body,
      data: { user_id: String(input.user_id), device_id: String(device.id) },
    });
    await audit(tx, actor, {
      action: 'users.send_push',
      subjectType: 'User',
      subjectId: input.user_id,
      summary: { title: input.title, device_id: device.id, message_id: messageId },
    });
    return { message_id: messageId, device_id: device.id };
  });
}

export async function unlinkSimConnection(
  db: Db,
  actor: Actor,
  id: number,
): Promise<SimConnection> {
  return db.transaction(async (tx) => {
    const connection = await findSimConnection(tx, id);
    if (!connection) throw notFound('SIM phone connection');
    if (connection.status === 'UNLINKED') throw conflict(formatMessage('simAlreadyUnlinked'));
    const updated = await unlinkSim(tx, id, actor.actorId);
    await audit(tx, actor, {
      action: 'users.unlink_sim',
      subjectType: 'User',
      subjectId: connection.userId,
      summary: { connection_id: id, phone: connection.phone },
    });
    if (!updated) throw notFound('SIM phone connection');
    return {
      id: updated.id,
      phone: updated.phone,
      device_model: updated.deviceModel,
      status: 'UNLINKED',
      linked_at: toIso(updated.linkedAt),
      unlinked_at: toIso(updated.unlinkedAt),
    };
  });
}

/** POST /app/sim-phone-connections: the product's app reports a customer's SIM phone link. */
export async function linkSimConnection(db: Db, body: AppSimLinkBody): Promise<SimConnection> {
  await requireCustomer(db, body.user_id);
  return db.transaction(async (tx) => {
    const { row, isNew } = await linkSim(tx, {
      userId: body.user_id,
      phone: body.phone,
      deviceModel: body.device_model ?? null,
    });
    if (isNew)
      await audit(
        tx,
        { actorId: null, ip: null },
        {
          action: 'users.link_sim',
          subjectType: 'User',
          subjectId: body.user_id,
          summary: { connection_id: row.id, phone: row.phone },
        },
      );
    return {
      id: row.id,
      phone: row.phone,
      device_model: row.deviceModel,
      status: 'LINKED',
      linked_at: toIso(row.linkedAt),
      unlinked_at: null,
    };
  });
}

/** Asks the switch to re-register the user's softphone; the request goes out with the state change. */
export async function reconnectSoftphone(db: Db, actor: Actor, userId: number) {
  await requireCustomer(db, userId);
  return db.transaction(async (tx) => {
    const before = await softphoneOf(tx, userId);
    if (!before) throw notFound('Softphone');
    await markSoftphoneReconnecting(tx, userId);
    const requestId = await askSwitch(tx, {
      action: 'reregister-softphone',
      sipUsername: before.sip_username,
      userId,
    });
    await audit(tx, actor, {
      action: 'users.reconnect_softphone',
      subjectType: 'User',
      subjectId: userId,
      summary: { status: { before: before.status, after: 'RECONNECTING' }, request_id: requestId },
    });
    const softphone = await softphoneOf(tx, userId);
    if (!softphone) throw notFound('Softphone');
    return { softphone, request_id: requestId };
  });
}

/**
 * FCM says a device's push token is no longer registered (the app was uninstalled, or the
 * token expired): the device forgets it, audited as the system's doing, so no later push goes
 * to it. The app sends a new token when it is installed again.
 */
export const forgetPushToken: PushTokenGoneHook = async (tx, token, reason) => {
  for (const device of await dropPushToken(tx, token))
    await audit(
      tx,
      { actorId: null, ip: null },
      {
        action: 'users.push_token_removed',
        subjectType: 'User',
        subjectId: device.user_id,
        summary: { device_id: device.id, reason },
      },
    );
};
