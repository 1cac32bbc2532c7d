import { eq } from 'drizzle-orm';
import { envelope } from '@switchboard/contract/envelope';
import { formatMessage } from '@switchboard/contract/messages';
import { normalizeIndianPhone } from '@switchboard/contract/rules/phone';
import { numberParam, orgActionResponse } from '@switchboard/contract/teams';
import { voipNumberHistory } from '../../db/schema/numbers';
import { orgs } from '../../db/schema/teams';
import { actorOf } from '../../platform/audit/audit';
import { conflict, notFound } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { enqueue } from '../../platform/providers/outbox';
import { actionResult } from './action-result';
import { runOrgAction } from './run-org-action';

/**
 * GET /numbers/release/{number}: the org holding this product number gives it up. The number is
 * cleared on the org, kept in its number history, and the switch is told through the outbox.
 */
export async function releaseNumberRoute(app: App): Promise<void> {
  const product = app.config.product;
  app.get(
    '/api/numbers/release/:number',
    {
      schema: { tags: ['teams'], params: numberParam, response: { 200: envelope(orgActionResponse) } },
      config: { access: ['update', 'Number'], csrf: 'always' },
    },
    async (request) => {
      const number = normalizeIndianPhone(request.params.number);
      const [holder] = await app.db.select({ id: orgs.id }).from(orgs).where(eq(orgs.productNumber, number));
      if (!holder) throw notFound(`${product.name} number ${number}`);
      await runOrgAction(app, request, holder.id, 'number.release', async (tx, org) => {
        // Someone may have released it between the lookup and the lock.
        if (org.productNumber !== number) throw conflict(`${number} was already released`);
        await tx.update(orgs).set({ productNumber: null }).where(eq(orgs.id, org.id));
        await tx.insert(voipNumberHistory).values({
          orgId: org.id,
          number,
          action: 'RELEASED',
          details: { product_number: true },
          actorId: actorOf(request).actorId,
        });
        await enqueue(tx, { channel: 'SWITCH', recipient: number, payload: { action: 'release-number', org_id: org.id, number }, orgId: org.id });
        return { product_number: { before: number, after: null } };
      });
      return { data: await actionResult(app, holder.id, formatMessage('productReleased', { product: product.name })) };
    },
  );
}
