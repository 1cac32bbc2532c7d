import {
  audiencePreviewQuery,
  audiencePreviewSchema,
  campaignActions,
  campaignActivitySchema,
  campaignBody,
  campaignListQuery,
  campaignPageSchema,
  campaignResult,
  campaignSchema,
  optOutBody,
  optOutListQuery,
  optOutPageSchema,
  optOutPhoneParam,
  recipientListQuery,
  recipientPageSchema,
  scheduleBody,
  smsInboundMessage,
  smsInboundResult,
  userCampaignListSchema,
} from '@switchboard/contract/campaigns';
import { envelope } from '@switchboard/contract/envelope';
import { idParam } from '@switchboard/contract/params';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { z } from 'zod';
import { campaignExportRoutes } from './export-routes';
import { addOptOut, optOutsPage, receiveSmsReply, removeOptOut } from './opt-out-service';
import { timingSafeEqual } from 'node:crypto';
import { unauthenticated } from '../../platform/errors';
import { runCampaigns } from './send-service';
import {
  approveCampaign,
  campaignActivity,
  campaignDetail,
  campaignsReaching,
  campaignsPage,
  changeCampaign,
  createCampaign,
  editCampaign,
  previewAudience,
  recipientsOf,
  scheduleCampaign,
} from './service';

const tags = ['campaigns'];
const saved = { 200: envelope(campaignResult) };

/** Campaigns (menu "Campaigns"), and the sender every instance runs. */
export async function campaignsRoutes(app: App): Promise<void> {
  app.get(
    '/api/admin/campaigns',
    {
      schema: {
        tags,
        querystring: campaignListQuery,
        response: { 200: envelope(campaignPageSchema) },
      },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({ data: await campaignsPage(app.db, request.query) }),
  );

  await campaignExportRoutes(app);

  app.get(
    '/api/admin/campaigns/audience-preview',
    {
      schema: {
        tags,
        querystring: audiencePreviewQuery,
        response: { 200: envelope(audiencePreviewSchema) },
      },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({ data: await previewAudience(app.db, request.query) }),
  );

  app.post(
    '/api/admin/campaigns',
    {
      schema: { tags, body: campaignBody, response: saved },
      config: { access: ['create', 'Growth'] },
    },
    async (request) => ({
      data: await createCampaign(app.db, actorOf(request), request.body, app.whatsappCampaigns),
    }),
  );

  app.get(
    '/api/admin/campaigns/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(campaignSchema) } },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({ data: await campaignDetail(app.db, request.params.id) }),
  );

  app.put(
    '/api/admin/campaigns/:id',
    {
      schema: { tags, params: idParam, body: campaignBody, response: saved },
      config: { access: ['update', 'Growth'] },
    },
    async (request) => ({
      data: await editCampaign(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        app.whatsappCampaigns,
      ),
    }),
  );

  app.post(
    '/api/admin/campaigns/:id/schedule',
    {
      schema: { tags, params: idParam, body: scheduleBody, response: saved },
      config: { access: ['update', 'Growth'] },
    },
    async (request) => ({
      data: await scheduleCampaign(
        app.db,
        {
          ...actorOf(request),
          mayApprove: request.ability.can('update', 'CampaignApproval'),
          approvalLimit: app.config.campaignApprovalLimit,
          linkBase: app.shortLinks.base || `${request.protocol}://${request.host}`,
        },
        request.params.id,
        request.body.at,
      ),
    }),
  );

  app.post(
    '/api/admin/campaigns/:id/approve',
    {
      schema: { tags, params: idParam, response: saved },
      config: { access: ['update', 'CampaignApproval'] },
    },
    async (request) => ({
      data: await approveCampaign(app.db, actorOf(request), request.params.id),
    }),
  );

  app.get(
    '/api/admin/campaigns/:id/activity',
    {
      schema: { tags, params: idParam, response: { 200: envelope(campaignActivitySchema) } },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({ data: await campaignActivity(app.db, request.params.id) }),
  );

  for (const action of campaignActions)
    app.post(
      `/api/admin/campaigns/:id/${action}`,
      {
        schema: { tags, params: idParam, response: saved },
        config: { access: ['update', 'Growth'] },
      },
      async (request) => ({
        data: await changeCampaign(app.db, actorOf(request), request.params.id, action),
      }),
    );

  app.get(
    '/api/admin/campaigns/:id/recipients',
    {
      schema: {
        tags,
        params: idParam,
        querystring: recipientListQuery,
        response: { 200: envelope(recipientPageSchema) },
      },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({
      data: await recipientsOf(app.db, request.params.id, request.query),
    }),
  );

  app.get(
    '/api/admin/users/:id/campaigns',
    {
      schema: { tags, params: idParam, response: { 200: envelope(userCampaignListSchema) } },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({ data: await campaignsReaching(app.db, request.params.id) }),
  );

  const message = { 200: envelope(z.object({ message: z.string() })) };
  app.get(
    '/api/admin/sms-opt-outs',
    {
      schema: { tags, querystring: optOutListQuery, response: { 200: envelope(optOutPageSchema) } },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({ data: await optOutsPage(app.db, request.query) }),
  );

  app.post(
    '/api/admin/sms-opt-outs',
    {
      schema: { tags, body: optOutBody, response: message },
      config: { access: ['create', 'Growth'] },
    },
    async (request) => ({
      data: await addOptOut(app.db, actorOf(request), request.body.phone, request.body.reason),
    }),
  );

  app.delete(
    '/api/admin/sms-opt-outs/:phone',
    {
      schema: { tags, params: optOutPhoneParam, response: message },
      config: { access: ['delete', 'Growth'] },
    },
    async (request) => ({
      data: await removeOptOut(app.db, actorOf(request), request.params.phone),
    }),
  );

  // Replies to the company's SMS number, forwarded by the inbound-SMS gateway to a URL holding
  // SMS_REPORT_TOKEN (it signs nothing), by GET or POST: a STOP opts the number out.
  const sameText = (a: string, b: string) => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  };
  const inbound = async (token: string, m: z.output<typeof smsInboundMessage>) => {
    const expected = app.config.providers.smsReportToken;
    if (!expected || !sameText(token, expected)) throw unauthenticated('Unknown report URL');
    const from = m.sender ?? m.from ?? m.mobile ?? m.msisdn ?? '';
    const text = m.message ?? m.text ?? m.content ?? '';
    return { data: await receiveSmsReply(app.db, from, text) };
  };
  const inboundSchema = {
    hide: true,
    params: z.object({ token: z.string().max(200) }),
    response: { 200: envelope(smsInboundResult) },
  };
  const open = { public: true, csrf: false } as const;
  app.get(
    '/api/providers/sms/inbound/:token',
    { schema: { ...inboundSchema, querystring: smsInboundMessage }, config: open },
    async (request) => inbound(request.params.token, request.query),
  );
  app.post(
    '/api/providers/sms/inbound/:token',
    { schema: { ...inboundSchema, body: smsInboundMessage }, config: open },
    async (request) => inbound(request.params.token, request.body),
  );

  const every = app.config.campaignCheckMs;
  if (every > 0) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running = running.then(() =>
          runCampaigns(app.db, {
            shortener: app.shortLinks,
            whatsapp: app.whatsappCampaigns,
          }).catch((error: unknown) => app.log.error({ err: error }, 'campaign sending failed')),
        );
      }, every);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  }
}
