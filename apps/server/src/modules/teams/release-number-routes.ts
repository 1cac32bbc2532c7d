import { envelope } from '@switchboard/contract/envelope';
import { numberParam, orgActionResponse } from '@switchboard/contract/teams';
import type { App } from '../../platform/http/types';
import { releaseProductNumber } from './action-service';
import { orgChange } from './service';

/**
 * /numbers/release/{number}: the org holding this product number gives it up. The spec's GET
 * stays for the clients that call it (deprecated in the API document, CSRF-checked like any
 * change); the console and new clients POST.
 */
export async function releaseNumberRoutes(app: App): Promise<void> {
  const schema = {
    tags: ['teams'],
    params: numberParam,
    response: { 200: envelope(orgActionResponse) },
  };
  app.get(
    '/api/numbers/release/:number',
    {
      schema: { ...schema, deprecated: true },
      config: { access: ['update', 'Number'], csrf: 'always' },
    },
    async (request) => ({
      data: await releaseProductNumber(orgChange(app, request), request.params.number),
    }),
  );
  app.post(
    '/api/numbers/release/:number',
    { schema, config: { access: ['update', 'Number'] } },
    async (request) => ({
      data: await releaseProductNumber(orgChange(app, request), request.params.number),
    }),
  );
}
