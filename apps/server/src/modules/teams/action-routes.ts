import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  crmTrialBody,
  odAccountBody,
  orgActionResponse,
  refreshTrunkBody,
} from '@switchboard/contract/teams';
import type { App } from '../../platform/http/types';
import {
  configureOdAccount,
  qualifyOrg,
  refreshTrunk,
  resetFup,
  startCrmTrial,
  startNewTrial,
} from './action-service';
import { orgChange } from './service';

/** The team page's actions on an org: trials, trunk refresh, qualify, FUP reset, OD account. */
export async function orgActionRoutes(app: App): Promise<void> {
  const respond = { response: { 200: envelope(orgActionResponse) } };

  app.post(
    '/api/orders/start-new-trial/:id',
    {
      schema: { tags: ['teams'], params: idParam, ...respond },
      config: { access: ['create', 'Subscription'] },
    },
    async (request) => ({ data: await startNewTrial(orgChange(app, request), request.params.id) }),
  );

  app.post(
    '/api/admin/org/start-crm-trial',
    {
      schema: { tags: ['teams'], body: crmTrialBody, ...respond },
      config: { access: ['create', 'Subscription'] },
    },
    async (request) => ({
      data: await startCrmTrial(orgChange(app, request), request.body.org_id, request.body.days),
    }),
  );

  app.post(
    '/api/subscription/refresh-trunk',
    {
      schema: { tags: ['teams'], body: refreshTrunkBody, ...respond },
      config: { access: ['update', 'Number'] },
    },
    async (request) => ({
      data: await refreshTrunk(orgChange(app, request), request.body.org_id, request.body.v === 2),
    }),
  );

  app.post(
    '/api/admin/org/:id/qualify',
    {
      schema: { tags: ['teams'], params: idParam, ...respond },
      config: { access: ['update', 'Org'] },
    },
    async (request) => ({ data: await qualifyOrg(orgChange(app, request), request.params.id) }),
  );

  // The spec's GET changes state: it stays for the clients that call it (deprecated in the API
  // document, CSRF-checked like any change); the console and new clients POST.
  app.get(
    '/api/admin/org/reset-fup/:id',
    {
      schema: { tags: ['teams'], params: idParam, ...respond, deprecated: true },
      config: { access: ['update', 'Kyc'], csrf: 'always' },
    },
    async (request) => ({ data: await resetFup(orgChange(app, request), request.params.id) }),
  );
  app.post(
    '/api/admin/org/reset-fup/:id',
    {
      schema: { tags: ['teams'], params: idParam, ...respond },
      config: { access: ['update', 'Kyc'] },
    },
    async (request) => ({ data: await resetFup(orgChange(app, request), request.params.id) }),
  );

  app.post(
    '/api/admin/org/configure-od-acccount',
    {
      schema: { tags: ['teams'], body: odAccountBody, ...respond },
      config: { access: ['update', 'Org'] },
    },
    async (request) => {
      const { org_id: id, ...account } = request.body;
      return { data: await configureOdAccount(orgChange(app, request), id, account) };
    },
  );
}
