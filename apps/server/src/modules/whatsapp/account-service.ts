import { formatMessage } from '@switchboard/contract/messages';
import {
  variableCountOf,
  type HeltarLookup,
  type LinkWhatsappAccountBody,
  type OrgWhatsapp,
  type WhatsappAccount,
  type WhatsappAccountListQuery,
} from '@switchboard/contract/whatsapp';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badGateway, conflict, notFound } from '../../platform/errors';
import { ProviderError } from '../../platform/providers/provider-error';
import type { WhatsAppBsp } from '../../platform/providers/whatsapp';
import {
  accountById,
  accountOfOrg,
  accountsPage,
  liveOrg,
  orgHoldingNumber,
  replaceTemplates,
  setAccountStatus,
  templatesOf,
  upsertAccount,
} from './repository';

/** Asks the BSP; its refusal or silence is a 502 in its own words. */
async function atBsp<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) throw badGateway(error.message);
    throw error;
  }
}

async function requireOrg(db: Db, id: number) {
  const org = await liveOrg(db, id);
  if (!org) throw notFound('Org');
  return org;
}

export async function requireAccount(db: DbOrTx, id: number): Promise<WhatsappAccount> {
  const account = await accountById(db, id);
  if (!account) throw notFound('WhatsApp account');
  return account;
}

/** GET /whatsapp/heltar/{id}: the org's account (the spec's lookup, by org id). */
export async function heltarLookup(db: Db, orgId: number): Promise<HeltarLookup> {
  const org = await requireOrg(db, orgId);
  return { org_id: org.id, org_name: org.name, account: await accountOfOrg(db, org.id) };
}

export const whatsappAccounts = (db: Db, query: WhatsappAccountListQuery) =>
  accountsPage(db, query);

/** The team hub's WhatsApp tab: the account and its templates. */
export async function orgWhatsapp(db: Db, bsp: WhatsAppBsp, orgId: number): Promise<OrgWhatsapp> {
  const org = await requireOrg(db, orgId);
  const account = await accountOfOrg(db, org.id);
  return {
    org_id: org.id,
    org_name: org.name,
    account,
    templates: account ? await templatesOf(db, account.id) : [],
    sandbox: bsp.sandbox,
  };
}

/** Fetches the templates from the BSP and writes them over the account's, in the caller's order. */
async function syncTemplates(db: Db, bsp: WhatsAppBsp, accountId: number, wabaId: string) {
  const templates = await atBsp(() => bsp.templates(wabaId));
  await db.transaction((tx) =>
    replaceTemplates(
      tx,
      accountId,
      templates.map((t) => ({ ...t, variableCount: variableCountOf(t.body) })),
    ),
  );
  return templates.length;
}

/**
 * POST /admin/whatsapp/accounts: checks the ids at the BSP (the number must belong to the
 * business account), then links it to the org in one transaction with its audit entry, and
 * fetches its templates. An org holds one number; a number belongs to one org. Linking the same
 * number to the same org again is a re-sync, not an error (a double submit links once).
 */
export async function linkAccount(
  db: Db,
  bsp: WhatsAppBsp,
  actor: Actor,
  body: LinkWhatsappAccountBody,
): Promise<{ account: WhatsappAccount; message: string }> {
  const org = await requireOrg(db, body.org_id);
  const found = await atBsp(() =>
    bsp.account({ wabaId: body.waba_id, phoneNumberId: body.phone_number_id }),
  );
  const accountId = await db.transaction(async (tx) => {
    const holder = await orgHoldingNumber(tx, body.phone_number_id);
    if (holder && holder.org_id !== org.id)
      throw conflict(formatMessage('whatsappNumberTaken', { org: holder.org_name }));
    const current = await accountOfOrg(tx, org.id, true);
    if (
      current &&
      current.status !== 'DISCONNECTED' &&
      current.phone_number_id !== body.phone_number_id
    )
      throw conflict(
        formatMessage('whatsappAlreadyLinked', { org: org.name, number: current.phone_number }),
      );
    const id = await upsertAccount(tx, org.id, found);
    await audit(tx, actor, {
      action: 'whatsapp.link',
      subjectType: 'WhatsappAccount',
      subjectId: id,
      orgId: org.id,
      summary: {
        phone_number: found.phoneNumber,
        waba_id: found.wabaId,
        phone_number_id: found.phoneNumberId,
        status: found.status,
      },
    });
    return id;
  });
  await syncTemplates(db, bsp, accountId, found.wabaId);
  const account = (await accountById(db, accountId))!;
  return {
    account,
    message: formatMessage('whatsappLinked', { number: account.phone_number, org: org.name }),
  };
}

/** POST /admin/whatsapp/accounts/{id}/sync: the account's state and templates, from the BSP. */
export async function resyncAccount(
  db: Db,
  bsp: WhatsAppBsp,
  actor: Actor,
  id: number,
): Promise<{ account: WhatsappAccount; message: string }> {
  const account = await requireAccount(db, id);
  if (!account.waba_id || !account.phone_number_id)
    throw conflict(
      formatMessage('whatsappNotConnected', { org: account.org_name, status: account.status }),
    );
  const found = await atBsp(() =>
    bsp.account({ wabaId: account.waba_id!, phoneNumberId: account.phone_number_id! }),
  );
  await db.transaction(async (tx) => {
    await upsertAccount(
      tx,
      account.org_id,
      account.status === 'DISCONNECTED' ? { ...found, status: 'DISCONNECTED' } : found,
    );
    await audit(tx, actor, {
      action: 'whatsapp.sync',
      subjectType: 'WhatsappAccount',
      subjectId: id,
      orgId: account.org_id,
      summary: { status: found.status, quality_rating: found.qualityRating },
    });
  });
  const count = await syncTemplates(db, bsp, id, found.wabaId);
  return {
    account: (await accountById(db, id))!,
    message: formatMessage('whatsappSynced', { count }),
  };
}

/** POST /admin/whatsapp/accounts/{id}/disconnect: kept with its messages, marked DISCONNECTED. */
export async function disconnectAccount(
  db: Db,
  actor: Actor,
  id: number,
): Promise<{ account: WhatsappAccount; message: string }> {
  const account = await db.transaction(async (tx) => {
    const current = await accountById(tx, id, true);
    if (!current) throw notFound('WhatsApp account');
    if (current.status !== 'DISCONNECTED') {
      await setAccountStatus(tx, id, 'DISCONNECTED');
      await audit(tx, actor, {
        action: 'whatsapp.disconnect',
        subjectType: 'WhatsappAccount',
        subjectId: id,
        orgId: current.org_id,
        summary: { status: { before: current.status, after: 'DISCONNECTED' } },
      });
    }
    return current;
  });
  return {
    account: (await accountById(db, id))!,
    message: formatMessage('whatsappDisconnected', {
      number: account.phone_number,
      org: account.org_name,
    }),
  };
}
