import { eq, sql } from 'drizzle-orm';
import { envelope, idParam } from '@switchboard/contract/envelope';
import { formatMessage } from '@switchboard/contract/messages';
import { crmTrialBody, odAccountBody, orgActionResponse, refreshTrunkBody } from '@switchboard/contract/teams';
import { kyc } from '../../db/schema/kyc';
import { orgs } from '../../db/schema/teams';
import { conflict } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { enqueue } from '../../platform/providers/outbox';
import { actionResult } from './action-result';
import { runOrgAction } from './run-org-action';
import { startTrial } from './trials';

/** The team page's actions on an org: trials, trunk refresh, qualify, FUP reset, OD account. */
export async function orgActionRoutes(app: App): Promise<void> {
  const product = app.config.product;
  const respond = { response: { 200: envelope(orgActionResponse) } };

  app.post(
    '/api/orders/start-new-trial/:id',
    { schema: { tags: ['teams'], params: idParam, ...respond }, config: { access: ['create', 'Subscription'] } },
    async (request) => {
      const { id } = request.params;
      await runOrgAction(app, request, id, 'org.start-new-trial', (tx, org) => startTrial(tx, org, 'PRODUCT'));
      return { data: await actionResult(app, id, formatMessage('newTrialStarted')) };
    },
  );

  app.post(
    '/api/admin/org/start-crm-trial',
    { schema: { tags: ['teams'], body: crmTrialBody, ...respond }, config: { access: ['create', 'Subscription'] } },
    async (request) => {
      const { org_id: id, days } = request.body;
      await runOrgAction(app, request, id, 'org.start-crm-trial', (tx, org) => startTrial(tx, org, 'CRM', days));
      return { data: await actionResult(app, id, formatMessage('crmTrialStarted')) };
    },
  );

  app.post(
    '/api/subscription/refresh-trunk',
    { schema: { tags: ['teams'], body: refreshTrunkBody, ...respond }, config: { access: ['update', 'Number'] } },
    async (request) => {
      const { org_id: id, v } = request.body;
      const multi = v === 2;
      await runOrgAction(app, request, id, multi ? 'org.refresh-multi-trunk' : 'org.refresh-trunk', async (tx, org) => {
        if (!org.productNumber) throw conflict(`This org has no ${product.name} number, so it has no trunk to refresh`);
        // The built-in telephony provider: the switch picks the request up from the outbox.
        const outboxId = await enqueue(tx, {
          channel: 'SWITCH',
          recipient: org.productNumber,
          payload: { action: multi ? 'refresh-multi-trunk' : 'refresh-trunk', org_id: id, number: org.productNumber },
          orgId: id,
        });
        return { number: org.productNumber, multi, outbox_id: outboxId };
      });
      return { data: await actionResult(app, id, formatMessage(multi ? 'multiTrunkRefreshed' : 'trunkRefreshed')) };
    },
  );

  app.post(
    '/api/admin/org/:id/qualify',
    { schema: { tags: ['teams'], params: idParam, ...respond }, config: { access: ['update', 'Org'] } },
    async (request) => {
      const { id } = request.params;
      await runOrgAction(app, request, id, 'org.qualify', async (tx, org) => {
        if (org.qualifiedAt) throw conflict(`This org was already qualified on ${org.qualifiedAt.toISOString()}`);
        await tx.update(orgs).set({ qualifiedAt: new Date() }).where(eq(orgs.id, id));
        return {};
      });
      return { data: await actionResult(app, id, formatMessage('qualified')) };
    },
  );

  app.get(
    '/api/admin/org/reset-fup/:id',
    {
      schema: { tags: ['teams'], params: idParam, ...respond },
      config: { access: ['update', 'Kyc'], csrf: 'always' },
    },
    async (request) => {
      const { id } = request.params;
      await runOrgAction(app, request, id, 'org.reset-fup', async (tx) => {
        const [record] = await tx
          .select({ fupStatus: kyc.fupStatus, isFupRequired: kyc.isFupRequired })
          .from(kyc)
          .where(eq(kyc.orgId, id))
          .for('update');
        if (!record) throw conflict('This org has no KYC record, so there is no FUP to reset');
        // Back to "not started": the org goes through the FUP check again. The KYC version moves
        // on, so a reviewer still looking at the old FUP state is refused rather than overwriting it.
        await tx
          .update(kyc)
          .set({ fupStatus: null, isFupRequired: true, version: sql`${kyc.version} + 1` })
          .where(eq(kyc.orgId, id));
        return {
          fup_status: { before: record.fupStatus, after: null },
          ...(record.isFupRequired ? {} : { is_fup_required: { before: false, after: true } }),
        };
      });
      return { data: await actionResult(app, id, formatMessage('resetFupDone')) };
    },
  );

  app.post(
    '/api/admin/org/configure-od-acccount',
    { schema: { tags: ['teams'], body: odAccountBody, ...respond }, config: { access: ['update', 'Org'] } },
    async (request) => {
      const { org_id: id, ...account } = request.body;
      await runOrgAction(app, request, id, 'org.configure-od-account', async (tx, org) => {
        const before = org.settings.od_account ?? null;
        await tx.update(orgs).set({ settings: { ...org.settings, od_account: account } }).where(eq(orgs.id, id));
        return { od_account: { before, after: account } };
      });
      return { data: await actionResult(app, id, formatMessage('odAccountConfigured')) };
    },
  );
}
