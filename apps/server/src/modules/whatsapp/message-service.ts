import { indiaMonth } from '@switchboard/contract/india-time';
import { formatMessage } from '@switchboard/contract/messages';
import {
  conversationCategories,
  fillTemplate,
  includedConversations,
  SERVICE_WINDOW_HOURS,
  type SendWhatsappMessageBody,
  type ServiceWindow,
  type WhatsappMessage,
  type WhatsappMessageListQuery,
  type WhatsappUsage,
} from '@switchboard/contract/whatsapp';
import { audit, type Actor } from '../../platform/audit/audit';
import {
  claimRequest,
  settleRequest,
  type MoneyRequest,
} from '../../platform/billing/request-once';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { sendWhatsAppTemplate, sendWhatsAppText } from '../../platform/providers/whatsapp';
import { requireAccount } from './account-service';
import {
  insertOutbound,
  liveOrg,
  messageById,
  messagesPage,
  templateById,
  windowOf,
} from './repository';
import { usageOf } from './usage-repository';

/** The customer's number as WhatsApp writes it: country code and digits. */
export const waNumber = (to: string) => {
  const digits = to.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
};

/** Staff without the full view see a number's country code, first three and last two digits. */
export const maskNumber = (n: string) =>
  n.length > 7 ? `${n.slice(0, 5)}${'•'.repeat(n.length - 7)}${n.slice(-2)}` : n;

const shown = (m: WhatsappMessage, fullNumbers: boolean): WhatsappMessage =>
  fullNumbers ? m : { ...m, counterpart: maskNumber(m.counterpart) };

export async function whatsappMessages(
  db: Db,
  query: WhatsappMessageListQuery,
  fullNumbers: boolean,
) {
  const page = await messagesPage(db, query);
  return { ...page, rows: page.rows.map((m) => shown(m as WhatsappMessage, fullNumbers)) };
}

function windowState(
  lastInboundAt: string | null,
  optedOut: boolean,
  now = Date.now(),
): ServiceWindow {
  const closes = lastInboundAt
    ? new Date(new Date(lastInboundAt).getTime() + SERVICE_WINDOW_HOURS * 3_600_000)
    : null;
  return {
    open: closes !== null && closes.getTime() > now,
    last_inbound_at: lastInboundAt,
    closes_at: closes?.toISOString() ?? null,
    opted_out: optedOut,
  };
}

/** GET /admin/whatsapp/accounts/{id}/window?to: may free text go to this number now? */
export async function serviceWindow(db: Db, accountId: number, to: string) {
  const account = await requireAccount(db, accountId);
  const w = await windowOf(db, account.id, waNumber(to));
  return windowState(w.lastInboundAt, w.optedOut);
}

/** An account that may send now (connected, or flagged by the BSP), else a 409 saying why. */
export async function sendingAccount(db: DbOrTx, accountId: number) {
  const account = await requireAccount(db, accountId);
  if (account.status !== 'CONNECTED' && account.status !== 'FLAGGED')
    throw conflict(
      formatMessage('whatsappNotConnected', { org: account.org_name, status: account.status }),
    );
  return account;
}

/**
 * The account's template, when it may go out with `given` values: approved, and every
 * variable filled (WhatsApp's rules, for staff's messages and campaigns alike).
 */
export async function sendableTemplate(
  db: DbOrTx,
  accountId: number,
  templateId: number,
  given: number,
) {
  const template = await templateById(db, accountId, templateId);
  if (!template) throw notFound('Template');
  if (template.status !== 'APPROVED')
    throw conflict(
      formatMessage('whatsappTemplateNotApproved', {
        name: template.name,
        status: template.status,
      }),
    );
  if (given !== template.variable_count)
    throw badRequest(
      formatMessage('whatsappTemplateVariables', {
        name: template.name,
        count: template.variable_count,
        given,
      }),
    );
  return template;
}

/**
 * POST /admin/whatsapp/accounts/{id}/messages: a message staff send on the org's behalf,
 * through the delivery worker. The server holds WhatsApp's rules: a connected number, an
 * approved template with all its values, no marketing to a number that replied STOP, and
 * free text only inside the 24-hour window. Sent once however often it is submitted (the
 * request is claimed like a money request: by its Idempotency-Key, else by its content).
 */
export async function sendMessage(
  db: Db,
  actor: Actor,
  accountId: number,
  body: SendWhatsappMessageBody,
  request: MoneyRequest,
  fullNumbers: boolean,
): Promise<{ message: WhatsappMessage; text: string }> {
  const account = await sendingAccount(db, accountId);
  const to = waNumber(body.to);
  const window = await windowOf(db, account.id, to);
  let content: {
    kind: 'TEMPLATE' | 'TEXT';
    templateName: string | null;
    language: string | null;
    category: string | null;
    body: string;
  };
  if (body.kind === 'TEMPLATE') {
    const template = await sendableTemplate(
      db,
      account.id,
      body.template_id,
      body.variables.length,
    );
    if (template.category === 'MARKETING' && window.optedOut)
      throw conflict(formatMessage('whatsappOptedOut'));
    content = {
      kind: 'TEMPLATE',
      templateName: template.name,
      language: template.language,
      category: template.category,
      body: fillTemplate(template.body, body.variables),
    };
  } else {
    if (!windowState(window.lastInboundAt, window.optedOut).open)
      throw conflict(formatMessage('whatsappWindowClosed'));
    content = {
      kind: 'TEXT',
      templateName: null,
      language: null,
      category: 'SERVICE',
      body: body.text,
    };
  }
  const id = await db.transaction(async (tx) => {
    const earlier = await claimRequest(tx, request);
    if (earlier !== null) return Number(earlier);
    const phoneNumberId = account.phone_number_id!;
    const outboxId =
      body.kind === 'TEMPLATE'
        ? await sendWhatsAppTemplate(tx, {
            to,
            template: content.templateName!,
            language: content.language!,
            variables: body.variables,
            phoneNumberId,
            orgId: account.org_id,
          })
        : await sendWhatsAppText(tx, { to, text: body.text, phoneNumberId, orgId: account.org_id });
    const messageId = await insertOutbound(tx, {
      orgId: account.org_id,
      accountId: account.id,
      counterpart: to,
      ...content,
      outboxId,
      sentBy: actor.actorId,
    });
    await audit(tx, actor, {
      action: 'whatsapp.send',
      subjectType: 'WhatsappMessage',
      subjectId: messageId,
      orgId: account.org_id,
      summary: { kind: content.kind, template: content.templateName, to: maskNumber(to) },
    });
    await settleRequest(tx, request, messageId);
    return messageId;
  });
  const message = (await messageById(db, id)) as WhatsappMessage;
  return {
    message: shown(message, fullNumbers),
    text: formatMessage('whatsappQueued', {
      number: fullNumbers ? `+${to}` : `+${maskNumber(to)}`,
    }),
  };
}

/**
 * GET /admin/whatsapp/orgs/{id}/usage?month: conversations per category per India day of the
 * month, and the business-initiated ones against what the org's plan includes.
 */
export async function whatsappUsage(
  db: Db,
  orgId: number,
  month: string | undefined,
): Promise<WhatsappUsage> {
  const m = month ?? indiaMonth();
  if (!(await liveOrg(db, orgId))) throw notFound('Org');
  const { plan, days } = await usageOf(db, orgId, m);
  const zero = Object.fromEntries(conversationCategories.map((c) => [c, 0])) as Record<
    (typeof conversationCategories)[number],
    number
  >;
  const byDay = new Map<string, typeof zero>();
  const totals = { ...zero };
  for (const row of days) {
    const day = byDay.get(row.day) ?? { ...zero };
    const category = row.category as keyof typeof zero;
    if (!(category in zero)) continue;
    day[category] += row.n;
    totals[category] += row.n;
    byDay.set(row.day, day);
  }
  return {
    month: m,
    plan_name: plan?.name ?? null,
    included: plan ? includedConversations(plan) : 0,
    used: totals.MARKETING + totals.UTILITY + totals.AUTHENTICATION,
    totals,
    days: [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, n]) => ({ day, ...n })),
  };
}
