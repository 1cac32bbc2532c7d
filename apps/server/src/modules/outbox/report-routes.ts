import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { envelope } from '@switchboard/contract/envelope';
import {
  providerReportResult,
  smsReportParams,
  switchReportBody,
  whatsappVerifyQuery,
} from '@switchboard/contract/outbox';
import { unauthenticated } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { msg91ReportOutcome, type Msg91Report } from '../../platform/providers/adapters/msg91-sms';
import { switchSignatureMatches } from '../../platform/providers/adapters/switch-http';
import {
  whatsAppSignatureMatches,
  whatsAppStatuses,
} from '../../platform/providers/adapters/whatsapp-cloud';
import type { WhatsAppWebhookReceiver } from '../../platform/providers/whatsapp';
import { receiveReports } from './service';

const reportResult = envelope(providerReportResult);

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const parseJson = (raw: Buffer): unknown => {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
};

/**
 * Delivery reports, from providers that have no session: each proves itself (a secret in the
 * URL for MSG91, which signs nothing; Meta's and the switch's HMAC over the raw body), so this
 * scope keeps JSON bodies raw and parses them once the proof holds.
 */
export async function reportRoutes(
  app: App,
  whatsappWebhook: WhatsAppWebhookReceiver,
): Promise<void> {
  const providers = app.config.providers;
  await app.register(async (scope: FastifyInstance) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    const api = scope as unknown as App;
    const raw = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
    const open = { public: true, csrf: false } as const;

    // MSG91's webhook (v3, JSON: one report, or a list), at a URL holding SMS_REPORT_TOKEN.
    api.post(
      '/api/providers/sms/reports/:token',
      {
        schema: {
          hide: true,
          params: smsReportParams,
          response: { 200: reportResult },
        },
        config: open,
      },
      async (request) => {
        const token = providers.smsReportToken;
        if (!token || !sameText(request.params.token, token))
          throw unauthenticated('Unknown report URL');
        const body = parseJson(raw(request.body));
        const list = (Array.isArray(body) ? body : [body]) as Msg91Report[];
        const reports = list.flatMap((r) => {
          const outcome = r && r.requestId ? msg91ReportOutcome(r) : null;
          if (!outcome) return [];
          const answer = [r.desc, r.failedReason].filter(Boolean).join(': ') || outcome;
          return [{ provider: 'msg91', ref: String(r.requestId), outcome, answer }];
        });
        return { data: { applied: await receiveReports(app.db, reports) } };
      },
    );

    // Meta's webhook check: echo the challenge when the verify token matches.
    api.get(
      '/api/providers/whatsapp/webhook',
      {
        schema: {
          hide: true,
          querystring: whatsappVerifyQuery,
        },
        config: open,
      },
      async (request, reply) => {
        const q = request.query;
        const token = providers.whatsappVerifyToken;
        if (
          q['hub.mode'] !== 'subscribe' ||
          !token ||
          !sameText(q['hub.verify_token'] ?? '', token)
        )
          throw unauthenticated('Unknown verify token');
        return reply.type('text/plain').send(q['hub.challenge'] ?? '');
      },
    );
    api.post(
      '/api/providers/whatsapp/webhook',
      { schema: { hide: true, response: { 200: reportResult } }, config: open },
      async (request) => {
        const secret = providers.whatsappAppSecret;
        const body = raw(request.body);
        const signature = request.headers['x-hub-signature-256'];
        if (
          !secret ||
          !whatsAppSignatureMatches(
            body,
            typeof signature === 'string' ? signature : undefined,
            secret,
          )
        )
          throw unauthenticated('Bad signature');
        const parsed = parseJson(body);
        const reports = whatsAppStatuses(parsed).map((r) => ({
          ...r,
          provider: 'whatsapp-cloud',
        }));
        // The outbox rows' delivery, then the org's messages, statuses and conversations.
        const delivered = await receiveReports(app.db, reports);
        return { data: { applied: delivered + (await whatsappWebhook(parsed)) } };
      },
    );

    // The switch's result for a command: {id, status: DONE | FAILED, error?}, signed with its key.
    api.post(
      '/api/providers/switch/reports',
      { schema: { hide: true, response: { 200: reportResult } }, config: open },
      async (request) => {
        const settings = providers.telephony;
        const body = raw(request.body);
        const signature = request.headers['x-switch-signature'];
        if (
          !settings ||
          !switchSignatureMatches(
            body,
            typeof signature === 'string' ? signature : undefined,
            settings.apiKey,
          )
        )
          throw unauthenticated('Bad signature');
        const parsed = switchReportBody.safeParse(parseJson(body));
        if (!parsed.success) return { data: { applied: 0 } };
        const { id, status, error } = parsed.data;
        const report = {
          provider: 'switch-http',
          ref: id,
          outcome: status === 'DONE' ? ('DELIVERED' as const) : ('FAILED' as const),
          answer: status === 'DONE' ? 'done' : (error ?? 'failed'),
        };
        return { data: { applied: await receiveReports(app.db, [report]) } };
      },
    );
  });
}
