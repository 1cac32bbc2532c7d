import { envelope } from '@switchboard/contract/envelope';
import { numberParam, orgActionResponse } from '@switchboard/contract/teams';
import type { App } from '../../platform/http/types';
import { releaseProductNumber } from './action-service';
import { orgChange } from './service';

/** GET /numbers/release/{number}: the org holding this product number gives it up. */
export async function releaseNumberRoutes(app: App): Promise<void> {
  app.get(
    '/api/numbers/release/:number',
    {
      schema: {
        tags: ['teams'],
        params: numberParam,
        response: { 200: envelope(orgActionResponse) },
      },
      config: { access: ['update', 'Number'], csrf: 'always' },
    },
    async (request) => ({
      data: await releaseProductNumber(orgChange(app, request), request.params.number),
    }),
  );
}
