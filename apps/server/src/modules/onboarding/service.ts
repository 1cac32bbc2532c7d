import type {
  CreatedOrg,
  OnboardResult,
  OnboardingUiConfig,
  OnboardingWebhookPayload,
} from '@switchboard/contract/onboarding';
import type { createOrgBody, newOrgFields, onboardBody } from '@switchboard/contract/onboarding';
import type { z } from 'zod';
import { audit, type Actor } from '../../platform/audit/audit';
import { toIso, type Db, type Tx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { sendWebhook } from '../../platform/providers/webhook';
import {
  addOwnerMember,
  findCustomer,
  findOrg,
  insertKycRecord,
  insertOnboarding,
  insertOrgRow,
  isOrgOnboarded,
  onboardingOfUser,
  pendingOrgOfUser,
  setOrgOwner,
  type Customer,
} from './repository';

type NewOrg = z.output<typeof newOrgFields>;

const unknownUser = () =>
  badRequest('No customer user has this id', [
    { field: 'user_id', message: 'is not a customer user' },
  ]);

async function insertOrg(
  tx: Tx,
  actor: Actor,
  owner: Customer,
  input: NewOrg,
): Promise<CreatedOrg> {
  const id = await insertOrgRow(tx, {
    name: input.name,
    email: input.email ?? null,
    isLite: input.is_lite,
    gstin: input.gstin ?? null,
    ownerId: owner.id,
  });
  if (id === null) throw new Error('org insert failed');
  await addOwnerMember(tx, id, owner.id);
  await createKycRecord(tx, id);
  await audit(tx, actor, {
    action: 'orgs.create',
    subjectType: 'Org',
    subjectId: id,
    orgId: id,
    summary: { name: input.name, owner_user_id: owner.id, is_lite: input.is_lite },
  });
  const org = await findOrg(tx, id);
  if (!org) throw notFound('Org');
  return org;
}

/** GET /admin/org/onboarding-ui-config/{user_id}: what the Onboard User form starts from. */
export async function onboardingUiConfig(db: Db, userId: number): Promise<OnboardingUiConfig> {
  const user = await findCustomer(db, userId);
  if (!user) throw notFound('User');
  const [done, pending] = await Promise.all([
    onboardingOfUser(db, user.id),
    pendingOrgOfUser(db, user.id),
  ]);
  const name = `${user.first_name} ${user.last_name}`.trim();
  return {
    user,
    onboarded_org: done ? { id: done.org.id, name: done.org.name } : null,
    pending_org: pending ? { id: pending.id, name: pending.name } : null,
    defaults: {
      org_name: pending?.name ?? name,
      email: pending?.email ?? user.email,
      is_lite: pending?.is_lite ?? false,
    },
  };
}

/** POST /admin/org */
export async function createOrg(
  db: Db,
  actor: Actor,
  input: z.output<typeof createOrgBody>,
): Promise<CreatedOrg> {
  return db.transaction(async (tx) => {
    const owner = await findCustomer(tx, input.owner_user_id);
    if (!owner)
      throw badRequest('No customer user has this id', [
        { field: 'owner_user_id', message: 'is not a customer user' },
      ]);
    return insertOrg(tx, actor, owner, input);
  });
}

/**
 * POST /admin/org/onboard. One transaction: create the org when asked, make the user its owner,
 * record the onboarding and queue the webhook, so a failure anywhere leaves nothing behind.
 * The user row is locked first, so two clicks cannot onboard the same user twice; a repeat
 * answers with the first result.
 */
export async function onboard(
  db: Db,
  actor: Actor,
  input: z.output<typeof onboardBody>,
  webhookUrl: string | undefined,
): Promise<OnboardResult> {
  return db.transaction(async (tx) => {
    const user = await findCustomer(tx, input.user_id, true);
    if (!user) throw unknownUser();
    const done = await onboardingOfUser(tx, user.id);
    if (done)
      return {
        org: done.org,
        user_id: user.id,
        onboarded_at: done.onboarded_at,
        already_onboarded: true,
        webhook_message_id: null,
      };

    const org = input.org
      ? await insertOrg(tx, actor, user, input.org)
      : await existingOrgFor(tx, user, input.org_id);
    const createdAt = await insertOnboarding(tx, {
      orgId: org.id,
      userId: user.id,
      onboardedById: actor.actorId,
      details: { created_org: Boolean(input.org) },
    });
    const onboardedAt = toIso(createdAt ?? new Date());
    const webhookMessageId = webhookUrl
      ? await sendWebhook(tx, {
          url: webhookUrl,
          orgId: org.id,
          payload: webhookPayload(org, user, actor, onboardedAt),
        })
      : null;
    await audit(tx, actor, {
      action: 'onboarding.onboard',
      subjectType: 'Org',
      subjectId: org.id,
      orgId: org.id,
      summary: {
        user_id: user.id,
        created_org: Boolean(input.org),
        webhook_message_id: webhookMessageId,
      },
    });
    return {
      org,
      user_id: user.id,
      onboarded_at: onboardedAt,
      already_onboarded: false,
      webhook_message_id: webhookMessageId,
    };
  });
}

async function existingOrgFor(
  tx: Tx,
  user: Customer,
  orgId: number | undefined,
): Promise<CreatedOrg> {
  const org = orgId ? await findOrg(tx, orgId) : null;
  if (!org)
    throw badRequest('No org has this id', [
      { field: 'org_id', message: 'is not an existing org' },
    ]);
  if (await isOrgOnboarded(tx, org.id))
    throw conflict('This org is already onboarded with another user');
  if (org.owner_id !== null && org.owner_id !== user.id)
    throw conflict('This org belongs to another user');
  if (org.owner_id === null) await setOrgOwner(tx, org.id, user.id);
  await addOwnerMember(tx, org.id, user.id);
  await createKycRecord(tx, org.id);
  return { ...org, owner_id: user.id };
}

/**
 * Every org has one KYC record from the start, NOT_SUBMITTED until the customer (or Digio) sends
 * documents, so the review page, the Digio link, copies and the toggles find it. An org that
 * already has one keeps it.
 */
const createKycRecord = (tx: Tx, orgId: number) => insertKycRecord(tx, orgId);

function webhookPayload(
  org: CreatedOrg,
  user: Customer,
  actor: Actor,
  occurredAt: string,
): OnboardingWebhookPayload {
  return {
    event: 'org.onboarded',
    occurred_at: occurredAt,
    org: { id: org.id, name: org.name, email: org.email, is_lite: org.is_lite },
    user: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone,
    },
    onboarded_by: actor.actorId,
  };
}
