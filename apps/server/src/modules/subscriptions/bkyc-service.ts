import type { FastifyBaseLogger } from 'fastify';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { lockKycRow, requireBusinessKyc } from './bkyc-repository';

export type BkycOutcome = 'ENABLED' | 'ALREADY_ON' | 'NOT_NEEDED' | 'FAILED';

/**
 * Spec section 4: after a manual subscription, business KYC is switched on unless the org's
 * template is BUSINESS with a business KYC status present. It runs after the subscription has
 * committed, in its own transaction, so a failure here never undoes the sale: the console then
 * tells staff to switch it on by hand ('IMPORTANT - Enable BKYC failed'), and the log says why.
 * The audit entry is the KYC area's own toggle, with the same `changes`, so the KYC action
 * history shows it like a toggle made by hand.
 */
export async function enableBusinessKyc(
  db: Db,
  actor: Actor,
  orgId: number,
  comment: string,
  log: FastifyBaseLogger,
): Promise<BkycOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const row = await lockKycRow(tx, orgId);
      if (row && row.kycTemplate === 'BUSINESS' && row.bvStatus) return 'NOT_NEEDED';
      if (row?.isBizKycRequired) return 'ALREADY_ON';
      const version = await requireBusinessKyc(tx, orgId, row !== undefined);
      await audit(tx, actor, {
        action: 'kyc.bv.toggle',
        subjectType: 'Kyc',
        subjectId: orgId,
        orgId,
        summary: {
          comment,
          changes: { is_biz_kyc_required: { before: row?.isBizKycRequired ?? false, after: true } },
          version: version ?? null,
        },
      });
      return 'ENABLED';
    });
  } catch (error) {
    log.error({ err: error, orgId }, 'switching on business KYC after a subscription failed');
    return 'FAILED';
  }
}
