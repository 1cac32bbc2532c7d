import { envelope, idParam } from '@switchboard/contract/envelope';
import { tempOtpResponse } from '@switchboard/contract/teams';
import type { App } from '../../platform/http/types';
import { issueTempOtp } from './action-service';
import { orgChange } from './service';

/** POST /auth/temp-otp/org/{id}: a one-time sign-in code, shown only in this answer. */
export async function tempOtpRoutes(app: App): Promise<void> {
  app.post(
    '/api/auth/temp-otp/org/:id',
    {
      schema: { tags: ['teams'], params: idParam, response: { 200: envelope(tempOtpResponse) } },
      config: { access: ['update', 'Org'] },
    },
    async (request, reply) => {
      const data = await issueTempOtp(
        orgChange(app, request),
        request.params.id,
        app.config.appSecret,
      );
      reply.header('cache-control', 'no-store');
      return { data };
    },
  );
}
