import { formatMessage } from '@switchboard/contract/messages';
import { createHmac, randomInt } from 'node:crypto';
import { normalizeIndianPhone } from '@switchboard/contract/rules/phone';
import {
  TEMP_OTP_TTL_MINUTES,
  type odAccountBody,
  type TempOtpResponse,
} from '@switchboard/contract/teams';
import type { z } from 'zod';
import { conflict, notFound } from '../../platform/errors';
import { askSwitch } from '../../platform/providers/telephony';
import { insertTempOtp, lockKycFup, resetKycFup, retireTempOtps } from './action-repository';
import { orgIdByProductNumber, updateOrgRecord } from './org-repository';
import { actionAnswer, runOrgAction, type OrgChange } from './service';
import { startTrial } from './trial-service';
import { recordNumberHistory, releaseNumber } from '../../platform/numbers/inventory';

/** The team page's actions on an org: trials, trunk refresh, qualify, FUP reset, OD account. */

export async function startNewTrial(change: OrgChange, id: number) {
  await runOrgAction(change, id, 'org.start-new-trial', (tx, org) =>
    startTrial(tx, org, 'PRODUCT'),
  );
  return actionAnswer(change, id, 'newTrialStarted');
}

export async function startCrmTrial(change: OrgChange, id: number, days: number) {
  await runOrgAction(change, id, 'org.start-crm-trial', (tx, org) =>
    startTrial(tx, org, 'CRM', days),
  );
  return actionAnswer(change, id, 'crmTrialStarted');
}

/** The built-in telephony provider: the switch picks the request up from the outbox. */
export async function refreshTrunk(change: OrgChange, id: number, multi: boolean) {
  await runOrgAction(
    change,
    id,
    multi ? 'org.refresh-multi-trunk' : 'org.refresh-trunk',
    async (tx, org) => {
      if (!org.productNumber)
        throw conflict(formatMessage('noNumberNoTrunk', { product: change.product.name }));
      const outboxId = await askSwitch(tx, {
        action: multi ? 'refresh-multi-trunk' : 'refresh-trunk',
        number: org.productNumber,
        orgId: id,
      });
      return { number: org.productNumber, multi, outbox_id: outboxId };
    },
  );
  return actionAnswer(change, id, multi ? 'multiTrunkRefreshed' : 'trunkRefreshed');
}

export async function qualifyOrg(change: OrgChange, id: number) {
  await runOrgAction(change, id, 'org.qualify', async (tx, org) => {
    if (org.qualifiedAt)
      throw conflict(formatMessage('orgAlreadyQualified', { date: org.qualifiedAt.toISOString() }));
    await updateOrgRecord(tx, id, { qualifiedAt: new Date() });
    return {};
  });
  return actionAnswer(change, id, 'qualified');
}

export async function resetFup(change: OrgChange, id: number) {
  await runOrgAction(change, id, 'org.reset-fup', async (tx) => {
    const record = await lockKycFup(tx, id);
    if (!record) throw conflict(formatMessage('orgNoKycForFup'));
    // Back to "not started": the org goes through the FUP check again. The KYC version moves
    // on, so a reviewer still looking at the old FUP state is refused rather than overwriting it.
    await resetKycFup(tx, id);
    return {
      fup_status: { before: record.fupStatus, after: null },
      ...(record.isFupRequired ? {} : { is_fup_required: { before: false, after: true } }),
    };
  });
  return actionAnswer(change, id, 'resetFupDone');
}

export async function configureOdAccount(
  change: OrgChange,
  id: number,
  account: Omit<z.output<typeof odAccountBody>, 'org_id'>,
) {
  await runOrgAction(change, id, 'org.configure-od-account', async (tx, org) => {
    const before = org.settings.od_account ?? null;
    await updateOrgRecord(tx, id, { settings: { ...org.settings, od_account: account } });
    return { od_account: { before, after: account } };
  });
  return actionAnswer(change, id, 'odAccountConfigured');
}

/**
 * GET /numbers/release/{number}: the org holding this product number gives it up. The number is
 * cleared on the org, kept in its number history, and the switch is told through the outbox.
 */
export async function releaseProductNumber(change: OrgChange, typed: string) {
  const number = normalizeIndianPhone(typed);
  const holderId = await orgIdByProductNumber(change.db, number);
  if (holderId === null) throw notFound(`${change.product.name} number ${number}`);
  await runOrgAction(change, holderId, 'number.release', async (tx, org) => {
    // Someone may have released it between the lookup and the lock.
    if (org.productNumber !== number)
      throw conflict(formatMessage('numberAlreadyReleased', { number }));
    await updateOrgRecord(tx, org.id, { productNumber: null });
    await releaseNumber(tx, number, org.id);
    await recordNumberHistory(tx, {
      orgId: org.id,
      number,
      action: 'RELEASED',
      details: { product_number: true },
      actorId: change.actor.actorId,
    });
    await askSwitch(tx, { action: 'release-number', number, orgId: org.id });
    return { product_number: { before: number, after: null } };
  });
  return actionAnswer(change, holderId, 'productReleased');
}

/** Keyed hash: six digits alone would be found by trying all million of them. */
export const hashTempOtp = (secret: string, orgId: number, otp: string) =>
  createHmac('sha256', secret).update(`${orgId}:${otp}`).digest('hex');

/**
 * POST /auth/temp-otp/org/{id}: a six-digit code staff read to the customer to sign in once.
 * Random, valid for minutes, shown only in this answer; the database keeps a keyed hash and
 * the audit log records that one was issued, never the code. A new code retires older ones.
 */
export async function issueTempOtp(
  change: OrgChange,
  id: number,
  secret: string,
): Promise<TempOtpResponse> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + TEMP_OTP_TTL_MINUTES * 60_000);
  await runOrgAction(change, id, 'org.temp-otp', async (tx) => {
    await retireTempOtps(tx, id, now);
    await insertTempOtp(tx, {
      orgId: id,
      otpHash: hashTempOtp(secret, id, otp),
      expiresAt,
      createdById: change.actor.actorId,
    });
    return { expires_at: expiresAt.toISOString() };
  });
  return { otp, expires_at: expiresAt.toISOString() };
}
