import { randomInt, randomUUID } from 'node:crypto';
import { formatDateTime, formatNumber } from '@switchboard/contract/format';
import {
  CODE_ALPHABET,
  GENERATED_CODE_LENGTH,
  createInviteCodesBody,
  inviteCodeListQuery,
  updateInviteCodeBody,
  type CreateInviteCodesBody,
  type InviteCode,
  type InviteCodeDetail,
  type InviteCodeListQuery,
  type UpdateInviteCodeBody,
} from '@switchboard/contract/invite-codes';
import { formatMessage } from '@switchboard/contract/messages';
import { auditedRows, audit, diff, type Actor } from '../../platform/audit/audit';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { BillingBenefits } from '../../platform/billing/benefits';
import {
  findInviteCode,
  findInviteCodes,
  firstRedemptionOfOrg,
  insertInviteCodes,
  listInviteCodes,
  listRedemptions,
  lockInviteCode,
  orgExists,
  staffExists,
  takenCodes,
  updateInviteCode,
  walkInviteCodes,
  type InviteCodeRecord,
} from './repository';
import { withParent } from '../../platform/db/parent-rows';

/** What a code gives, for people and for the CSV: "30 trial days", "10% off the next sale". */
export function benefitLabel(
  code: Pick<InviteCodeRecord, 'benefit' | 'benefit_value' | 'plan_name'>,
): string {
  const value = formatNumber(code.benefit_value ?? 0);
  switch (code.benefit) {
    case 'TRIAL_DAYS':
      return `${value} more trial days`;
    case 'TALK_TIME_MINUTES':
      return `${value} minutes of talk-time`;
    case 'DISCOUNT_PERCENT':
      return `${value}% off the next sale`;
    case 'PLAN':
      return `Plan ${code.plan_name ?? '?'}`;
  }
}

export const withLabel = (record: InviteCodeRecord): InviteCode => ({
  ...record,
  benefit_label: benefitLabel(record),
});

/** A code drawn from the look-alike-free alphabet with the system's secure random source. */
export function generateCode(prefix = '', length = GENERATED_CODE_LENGTH): string {
  let code = prefix;
  for (let i = 0; i < length; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export async function inviteCodesPage(db: Db, input: InviteCodeListQuery) {
  const page = await listInviteCodes(db, inviteCodeListQuery.parse(input));
  return { ...page, rows: page.rows.map(withLabel) };
}

export async function getInviteCode(db: DbOrTx, id: number): Promise<InviteCodeDetail> {
  const record = await findInviteCode(db, id);
  if (!record) throw notFound('Invite code');
  return { ...withLabel(record), redemption_list: await listRedemptions(db, id) };
}

/**
 * The filtered list for the CSV export, page by page, each code with its benefit in words;
 * who exported which codes is audited before the first row goes out.
 */
export function exportInviteCodes(
  db: Db,
  actor: Actor,
  query: Parameters<typeof walkInviteCodes>[1],
) {
  async function* rows() {
    for await (const page of walkInviteCodes(db, query)) {
      for (const record of page) yield withLabel(record);
    }
  }
  return auditedRows(
    db,
    actor,
    {
      action: 'invite_codes.export',
      subjectType: 'InviteCode',
      summary: { filters: query },
    },
    rows(),
  );
}

/** The code a team signed up with (its first redemption), or null. */
export const orgInviteCode = (db: Db, orgId: number) =>
  withParent(db, 'org', orgId, () => firstRedemptionOfOrg(db, orgId));

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

type Body = ReturnType<typeof createInviteCodesBody.parse>;

/** The owner's columns, after checking the staff member or org exists. */
async function ownerColumns(tx: Tx, owner: Body['owner']) {
  if (!owner) return {};
  const unknown = (what: string) =>
    badRequest(formatMessage('inviteCodeOwnerUnknown', { owner: what }), [
      { field: 'owner', message: formatMessage('inviteCodeOwnerUnknown', { owner: what }) },
    ]);
  switch (owner.kind) {
    case 'STAFF':
      if (!(await staffExists(tx, owner.staff_id))) throw unknown(`staff ${owner.staff_id}`);
      return { ownerKind: 'STAFF', ownerStaffId: owner.staff_id };
    case 'ORG':
      if (!(await orgExists(tx, owner.org_id))) throw unknown(`org ${owner.org_id}`);
      return { ownerKind: 'ORG', ownerOrgId: owner.org_id };
    case 'CAMPAIGN':
      return { ownerKind: 'CAMPAIGN', ownerCampaign: owner.campaign };
  }
}

/** A PLAN benefit must name a plan and one of its variants in the catalogue as it is now. */
async function checkPlan(tx: Tx, billing: BillingBenefits, body: Body): Promise<void> {
  if (body.benefit !== 'PLAN') return;
  if (!(await billing.planVariantName(tx, body.plan_id ?? 0, body.variant_id ?? 0))) {
    const message = formatMessage('inviteCodeUnknownPlan', {
      plan: body.plan_id ?? '?',
      variant: body.variant_id ?? '?',
    });
    throw badRequest(message, [{ field: 'variant_id', message }]);
  }
}

/** Batches are inserted in chunks that stay far under PostgreSQL's parameter limit. */
const CHUNK = 1_000;

/** Draws `count` new codes: collisions with stored codes (or each other) are drawn again. */
async function insertBatch(
  tx: Tx,
  count: number,
  prefix: string,
  values: Omit<Parameters<typeof insertInviteCodes>[1][number], 'code'>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let attempt = 0; ids.length < count && attempt < 20; attempt += 1) {
    const wanted = Math.min(count - ids.length, CHUNK);
    const drawn = new Set<string>();
    while (drawn.size < wanted) drawn.add(generateCode(prefix));
    const taken = await takenCodes(tx, [...drawn]);
    const fresh = [...drawn].filter((c) => !taken.has(c));
    const inserted = await insertInviteCodes(
      tx,
      fresh.map((code) => ({ ...values, code })),
    );
    ids.push(...inserted.map((r) => r.id));
  }
  if (ids.length < count) throw new Error(`only ${ids.length} of ${count} invite codes drawn`);
  return ids;
}

/**
 * POST /admin/invite-codes: one code (given or generated) or a batch with a prefix, in one
 * transaction with one audit entry, so a batch is made whole or not at all.
 */
export async function createInviteCodes(
  db: Db,
  billing: BillingBenefits,
  actor: Actor,
  input: CreateInviteCodesBody,
) {
  const body = createInviteCodesBody.parse(input);
  return db.transaction(async (tx) => {
    await checkPlan(tx, billing, body);
    const values = {
      benefit: body.benefit,
      benefitValue: body.benefit === 'PLAN' ? null : (body.benefit_value ?? null),
      planId: body.benefit === 'PLAN' ? (body.plan_id ?? null) : null,
      variantId: body.benefit === 'PLAN' ? (body.variant_id ?? null) : null,
      maxRedemptions: body.max_redemptions,
      validFrom: toDate(body.valid_from) ?? null,
      validTill: toDate(body.valid_till) ?? null,
      note: body.note || null,
      createdById: actor.actorId,
      ...(await ownerColumns(tx, body.owner)),
    };
    const batchId = body.count ? randomUUID() : null;
    let ids: number[];
    if (body.code) {
      const [row] = await insertInviteCodes(tx, [{ ...values, code: body.code, batchId }]);
      if (!row) {
        const message = formatMessage('inviteCodeTaken', { code: body.code });
        throw conflict(message);
      }
      ids = [row.id];
    } else {
      ids = await insertBatch(tx, body.count ?? 1, body.prefix ?? '', { ...values, batchId });
    }
    await audit(tx, actor, {
      action: 'invite_code.create',
      subjectType: batchId ? 'InviteCodeBatch' : 'InviteCode',
      subjectId: batchId ?? ids[0],
      orgId: body.owner?.kind === 'ORG' ? body.owner.org_id : null,
      summary: {
        count: ids.length,
        benefit: body.benefit,
        benefit_value: values.benefitValue,
        plan_id: values.planId,
        variant_id: values.variantId,
        max_redemptions: body.max_redemptions,
        prefix: body.prefix ?? null,
        code: body.code ?? null,
      },
    });
    // The first codes made, to show at once (all of a small batch), in the order they were made.
    const shown = (await findInviteCodes(tx, ids.slice(0, 50))).reverse();
    return {
      message: formatMessage('inviteCodesCreated', { count: formatNumber(ids.length) }),
      created: ids.length,
      batch_id: batchId,
      codes: shown.map(withLabel),
    };
  });
}

/** PUT /admin/invite-codes/{id}: pause or resume, move the end, raise (never below uses) the limit. */
export async function editInviteCode(
  db: Db,
  actor: Actor,
  id: number,
  input: UpdateInviteCodeBody,
): Promise<InviteCodeDetail> {
  const body = updateInviteCodeBody.parse(input);
  return db.transaction(async (tx) => {
    await lockInviteCode(tx, id);
    const before = await findInviteCode(tx, id);
    if (!before) throw notFound('Invite code');
    if (body.max_redemptions !== undefined && body.max_redemptions < before.redemptions) {
      const message = formatMessage('inviteCodeLimitBelowUses', { uses: before.redemptions });
      throw badRequest(message, [{ field: 'max_redemptions', message }]);
    }
    if (body.valid_till && before.valid_from && body.valid_till <= before.valid_from) {
      throw badRequest(formatMessage('validTillAfterFrom'), [
        { field: 'valid_till', message: 'must be after valid_from' },
      ]);
    }
    const pausedAt =
      body.paused === undefined
        ? undefined
        : body.paused
          ? before.paused_at
            ? undefined
            : new Date()
          : null;
    await updateInviteCode(tx, id, {
      pausedAt,
      validTill: toDate(body.valid_till),
      maxRedemptions: body.max_redemptions,
      note: body.note === undefined ? undefined : body.note || null,
    });
    const after = await getInviteCode(tx, id);
    await audit(tx, actor, {
      action: 'invite_code.update',
      subjectType: 'InviteCode',
      subjectId: id,
      summary: {
        code: before.code,
        ...diff(
          {
            paused: before.paused_at !== null,
            valid_till: before.valid_till,
            max_redemptions: before.max_redemptions,
            note: before.note,
          },
          {
            paused: body.paused,
            valid_till: after.valid_till,
            max_redemptions: body.max_redemptions,
            note: body.note === undefined ? undefined : after.note,
          },
        ),
      },
    });
    return after;
  });
}

/** Why a code cannot be used now, as the client should hear it (null: it can be used). */
export function refusalOf(code: InviteCodeRecord) {
  switch (code.status) {
    case 'PAUSED':
      return badRequest(formatMessage('inviteCodePaused', { code: code.code }));
    case 'SCHEDULED':
      return badRequest(
        formatMessage('inviteCodeNotYetValid', {
          code: code.code,
          date: formatDateTime(code.valid_from!),
        }),
      );
    case 'EXPIRED':
      return badRequest(
        formatMessage('inviteCodeExpired', {
          code: code.code,
          date: formatDateTime(code.valid_till!),
        }),
      );
    case 'EXHAUSTED':
      return conflict(formatMessage('inviteCodeExhausted'));
    case 'ACTIVE':
      return null;
  }
}
