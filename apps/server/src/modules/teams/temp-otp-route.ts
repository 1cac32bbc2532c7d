import { createHmac, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { envelope, idParam } from '@switchboard/contract/envelope';
import { TEMP_OTP_TTL_MINUTES, tempOtpResponse } from '@switchboard/contract/teams';
import { orgTempOtps } from '../../db/schema/teams';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { runOrgAction } from './run-org-action';

/** Keyed hash: six digits alone would be found by trying all million of them. */
export const hashTempOtp = (secret: string, orgId: number, otp: string) =>
  createHmac('sha256', secret).update(`${orgId}:${otp}`).digest('hex');

/**
 * POST /auth/temp-otp/org/{id}: a six-digit code staff read to the customer to sign in once.
 * Random, valid for minutes, shown only in this answer; the database keeps a keyed hash and
 * the audit log records that one was issued, never the code. A new code retires older ones.
 */
export async function tempOtpRoute(app: App): Promise<void> {
  app.post(
    '/api/auth/temp-otp/org/:id',
    {
      schema: { tags: ['teams'], params: idParam, response: { 200: envelope(tempOtpResponse) } },
      config: { access: ['update', 'Org'] },
    },
    async (request, reply) => {
      const { id } = request.params;
      const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = new Date();
      const expiresAt = new Date(now.getTime() + TEMP_OTP_TTL_MINUTES * 60_000);
      await runOrgAction(app, request, id, 'org.temp-otp', async (tx) => {
        await tx
          .update(orgTempOtps)
          .set({ expiresAt: now })
          .where(and(eq(orgTempOtps.orgId, id), gt(orgTempOtps.expiresAt, now), isNull(orgTempOtps.usedAt)));
        await tx.insert(orgTempOtps).values({
          orgId: id,
          otpHash: hashTempOtp(app.config.appSecret, id, otp),
          expiresAt,
          createdById: actorOf(request).actorId,
        });
        return { expires_at: expiresAt.toISOString() };
      });
      reply.header('cache-control', 'no-store');
      return { data: { otp, expires_at: expiresAt.toISOString() } };
    },
  );
}
