import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  assignNumberBody,
  changeNumberBody,
  setTalkTimeBody,
  setTalkTimeResponse,
  subscriptionActionResponse,
  updateSubscriptionBody,
  updateValidityBody,
} from '@switchboard/contract/subscriptions';
import type { App } from '../../platform/http/types';
import { endSubscription, updateAddonsOrFreebies, updateValidity } from './actions-service';
import { setProductNumber } from './number-service';
import { serviceContext } from './rules-context';
import { setTalkTime } from './talk-time-service';

const tags = ['subscriptions'];
const response = { 200: envelope(subscriptionActionResponse) };
const access = { access: ['update', 'Subscription'] as ['update', 'Subscription'] };

/** The confirmed, audited changes staff make to subscriptions, numbers and talk-time. */
export async function registerActionRoutes(app: App): Promise<void> {
  app.post(
    '/api/subscription/update-validity',
    { schema: { tags, body: updateValidityBody, response }, config: access },
    async (request) => ({ data: await updateValidity(serviceContext(app, request), request.body) }),
  );

  app.post(
    '/api/subscription/end/:id',
    { schema: { tags, params: idParam, response }, config: access },
    async (request) => ({
      data: await endSubscription(serviceContext(app, request), request.params.id),
    }),
  );

  app.put(
    '/api/subscription/:id',
    { schema: { tags, params: idParam, body: updateSubscriptionBody, response }, config: access },
    async (request) => ({
      data: await updateAddonsOrFreebies(
        serviceContext(app, request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/api/subscription/change-number',
    { schema: { tags, body: changeNumberBody, response }, config: access },
    async (request) => {
      const { org_id, old_number, new_number, paid } = request.body;
      return {
        data: await setProductNumber(serviceContext(app, request), {
          orgId: org_id,
          oldNumber: old_number,
          newNumber: new_number,
          paid,
          quarantineDays: app.config.numberQuarantineDays,
        }),
      };
    },
  );

  app.post(
    '/api/subscription/assign-number',
    { schema: { tags, body: assignNumberBody, response }, config: access },
    async (request) => {
      const { org_id, number, paid } = request.body;
      return {
        data: await setProductNumber(serviceContext(app, request), {
          orgId: org_id,
          oldNumber: null,
          newNumber: number,
          paid,
          quarantineDays: app.config.numberQuarantineDays,
        }),
      };
    },
  );

  app.post(
    '/api/subscription/talk-time/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: setTalkTimeBody,
        response: { 200: envelope(setTalkTimeResponse) },
      },
      config: access,
    },
    async (request) => ({
      data: await setTalkTime(
        serviceContext(app, request),
        request.params.id,
        request.body.talk_time,
      ),
    }),
  );
}
