import { formatMessage } from '@switchboard/contract/messages';
import type {
  ConvertLeadResult,
  CreatedOrg,
  OnboardResult,
  OnboardingUiConfig,
  OnboardingWebhookPayload,
} from '@switchboard/contract/onboarding';
import type { createOrgBody, newOrgFields, onboardBody } from '@switchboard/contract/onboarding';
import type { z } from 'zod';
import { customerIdOfPhone, insertCustomer } from '../../platform/accounts/customers';
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
  lockLead,
  markLeadConverted,
  onboardingOfUser,
  pendingOrgOfUser,
  setOrgOwner,
  type Customer,
} from './repository';

type NewOrg = z.output<typeof newOrgFields>;

const unknownUser = () =>
  badRequest(formatMessage('noCustomerWithId'), [
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
      throw badRequest(formatMessage('noCustomerWithId'), [
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
    return onboardInTx(tx, actor, user, input, webhookUrl);
  });
}

/** Onboards a customer who has not been: the org (new or theirs), the record, the webhook. */
async function onboardInTx(
  tx: Tx,
  actor: Actor,
  user: Customer,
  input: { org?: NewOrg | undefined; org_id?: number | undefined },
  webhookUrl: string | undefined,
): Promise<OnboardResult> {
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
}

/** A lead's name as a user's: the first word, and the rest. */
function namesOf(name: string): { first_name: string; last_name: string } {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/**
 * POST /admin/internal-lead/{id}/convert. One transaction: the lead row is locked (two clicks
 * convert once; the second answers with the first result), its phone's customer is found or
 * made from the lead, onboarded with a new org, and the lead is marked WON with that org.
 */
export async function convertLead(
  db: Db,
  actor: Actor,
  leadId: number,
  orgInput: NewOrg,
  webhookUrl: string | undefined,
): Promise<ConvertLeadResult> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) throw notFound('Lead');
    const customerId = await customerIdOfPhone(tx, lead.phone);
    if (lead.converted_at !== null && lead.org_id !== null && customerId !== null) {
      const done = await onboardingOfUser(tx, customerId);
      if (done && done.org.id === lead.org_id)
        return {
          org: done.org,
          user_id: customerId,
          onboarded_at: done.onboarded_at,
          already_onboarded: true,
          webhook_message_id: null,
          lead_id: lead.id,
          message: formatMessage('leadConverted', { name: lead.name, org: done.org.name }),
        };
    }
    if (lead.org_id !== null)
      throw conflict(formatMessage('leadHasTeam', { name: lead.name, org: lead.org_name ?? '' }));
    const userId =
      customerId ??
      (await insertCustomer(tx, {
        ...namesOf(lead.name),
        phone: lead.phone,
        email: lead.email,
        role: 'ORG_ADMIN',
      }));
    const user = await findCustomer(tx, userId, true);
    if (!user) throw unknownUser();
    const earlier = await onboardingOfUser(tx, user.id);
    if (earlier)
      throw conflict(formatMessage('leadIsCustomer', { name: lead.name, org: earlier.org.name }));
    const result = await onboardInTx(tx, actor, user, { org: orgInput }, webhookUrl);
    await markLeadConverted(tx, lead.id, result.org.id);
    await audit(tx, actor, {
      action: 'internal_lead.convert',
      subjectType: 'Lead',
      subjectId: lead.id,
      orgId: result.org.id,
      summary: { user_id: user.id, created_user: customerId === null, org_id: result.org.id },
    });
    return {
      ...result,
      lead_id: lead.id,
      message: formatMessage('leadConverted', { name: lead.name, org: result.org.name }),
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
    throw badRequest(formatMessage('noOrgWithId'), [
      { field: 'org_id', message: 'is not an existing org' },
    ]);
  if (await isOrgOnboarded(tx, org.id)) throw conflict(formatMessage('orgOnboardedByOther'));
  if (org.owner_id !== null && org.owner_id !== user.id)
    throw conflict(formatMessage('orgOfAnotherUser'));
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
