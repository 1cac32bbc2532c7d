import { inPromotionalHours } from '@switchboard/contract/campaigns';
import type { Db } from '../../platform/db/client';
import type { LinkShortener } from '../../platform/links/shortener';
import { audit } from '../../platform/audit/audit';
import type { CampaignTemplate, WhatsAppCampaigns } from '../../platform/providers/whatsapp';
import { sendEmail } from '../../platform/providers/email';
import { sendPush } from '../../platform/providers/push';
import { sendCampaignSms } from '../../platform/providers/sms';
import {
  claimQueued,
  lockDueCampaigns,
  lockSending,
  markRecipient,
  queuedLeft,
  sendingCampaigns,
  sentLastMinute,
  updateCampaign,
} from './repository';
import { materialise } from './audience-repository';

/**
 * The most recipients one round hands over, whatever the rate allows: a round is one
 * transaction, and a short one commits its progress often, holds its locks briefly and loses
 * little to a killed process.
 */
export const ROUND_MAX = 500;

type Vars = { first_name: string; org_name: string; short_url?: string };
/** The message as one recipient reads it. */
export const fill = (text: string, vars: Vars) =>
  text.replace(/\{(first_name|org_name|short_url)\}/g, (_, name: keyof Vars) => vars[name] ?? '');

type Sending = Awaited<ReturnType<typeof sendingCampaigns>>[number];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the sender reaches other areas through: short links, and WhatsApp's templates. */
export type SenderPorts = { shortener: LinkShortener; whatsapp: WhatsAppCampaigns };

/** One recipient's message through the campaign's channel port, in the round's transaction. */
function handOver(
  tx: Tx,
  campaign: Sending,
  r: { address: string; org_id: number; vars: Vars },
  whatsapp: { port: WhatsAppCampaigns; template: CampaignTemplate | null },
): Promise<number | null> {
  const text = fill(campaign.text, r.vars);
  switch (campaign.channel) {
    case 'WHATSAPP':
      return whatsapp.port.send(tx, whatsapp.template!, {
        phone: r.address,
        variables: campaign.whatsapp_variables.map((v) => fill(v, r.vars)),
        campaignId: campaign.id,
      });
    case 'EMAIL':
      return sendEmail(tx, {
        to: r.address,
        subject: fill(campaign.subject ?? '', r.vars),
        text,
        orgId: r.org_id,
        meta: { campaign_id: campaign.id },
      });
    case 'PUSH':
      return sendPush(tx, {
        token: r.address,
        title: fill(campaign.subject ?? '', r.vars),
        body: text,
        orgId: r.org_id,
        campaignId: campaign.id,
        data: r.vars.short_url ? { url: r.vars.short_url } : {},
      });
    case 'SMS':
      return sendCampaignSms(tx, {
        to: r.address,
        orgId: r.org_id,
        dltTemplateId: campaign.dlt_template_id ?? '',
        senderId: campaign.sender_id ?? '',
        promotional: campaign.promotional,
        vars: r.vars,
        text,
        campaignId: campaign.id,
      });
  }
}

/**
 * Starts the campaigns that are due: each is taken by one instance (skip locked), its audience
 * as of now becomes its recipients, and it moves to SENDING, in one transaction.
 */
export async function startDueCampaigns(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await lockDueCampaigns(tx);
    for (const campaign of due) {
      await materialise(tx, campaign.id, campaign.audience, campaign.channel);
      await updateCampaign(tx, campaign.id, { status: 'SENDING', startedAt: new Date() });
    }
    return due.length;
  });
}

/**
 * One round of sending for one campaign, in one transaction: the campaign's row is locked (an
 * instance that finds it taken skips it this round), the minute's allowance is what its rate
 * leaves after the sends of the last minute (counted in the database, so instances share it),
 * and that many queued recipients are claimed; each gets its SMS through the port (the
 * delivery worker sends it) and becomes SENT with it, or FAILED when the number opted out. A
 * process killed in between rolls the round back: nobody is marked without their message, or
 * messaged without being marked.
 */
/**
 * A WhatsApp campaign's template, checked again each round: when its account was disconnected
 * or the template is no longer approved, the campaign pauses (audited, with the reason) for
 * staff to look at, rather than failing everyone left.
 */
async function templateOrPause(tx: Tx, port: WhatsAppCampaigns, campaign: Sending) {
  try {
    return await port.template(
      tx,
      campaign.whatsapp_account_id!,
      campaign.whatsapp_template_id!,
      campaign.whatsapp_variables.length,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await updateCampaign(tx, campaign.id, { status: 'PAUSED' });
    await audit(
      tx,
      { actorId: null, ip: null },
      {
        action: 'campaign.pause',
        subjectType: 'Campaign',
        subjectId: campaign.id,
        summary: { status: { before: 'SENDING', after: 'PAUSED' }, reason },
      },
    );
    return null;
  }
}

async function sendRound(db: Db, ports: SenderPorts, campaign: Sending, now: Date) {
  const { shortener } = ports;
  return db.transaction(async (tx) => {
    if (!(await lockSending(tx, campaign.id))) return 0;
    if (campaign.channel === 'SMS' && campaign.promotional && !inPromotionalHours(now)) return 0;
    const allowance = Math.min(
      ROUND_MAX,
      campaign.send_rate_per_minute - (await sentLastMinute(tx, campaign.id)),
    );
    if (allowance <= 0) return 0;
    const template =
      campaign.channel === 'WHATSAPP' ? await templateOrPause(tx, ports.whatsapp, campaign) : null;
    if (campaign.channel === 'WHATSAPP' && !template) return 0;
    const batch = await claimQueued(tx, campaign.id, campaign.channel, allowance);
    const reached = batch.filter((r) => !r.opted_out);
    // Each recipient's own short URL of the campaign's link, made with their message.
    const links = campaign.link_url
      ? await shortener.shortenMany(
          tx,
          reached.map((r) => ({
            target_url: campaign.link_url!,
            org_id: r.org_id,
            title: campaign.name,
            tag: `campaign-${campaign.id}`,
          })),
          campaign.short_link_base ?? shortener.base,
        )
      : [];
    const linkOf = new Map(reached.map((r, i) => [r.id, links[i]]));
    for (const r of batch) {
      if (r.opted_out) {
        await markRecipient(tx, r.id, { status: 'FAILED', reason: 'Opted out of campaign SMS' });
        continue;
      }
      const link = linkOf.get(r.id);
      const vars: Vars = { first_name: r.first_name, org_name: r.org_name };
      if (link) vars.short_url = link.url;
      const outboxId = await handOver(
        tx,
        campaign,
        { ...r, vars },
        { port: ports.whatsapp, template },
      );
      if (outboxId === null) {
        await markRecipient(tx, r.id, {
          status: 'FAILED',
          reason: 'Replied STOP to WhatsApp marketing',
        });
        continue;
      }
      await markRecipient(tx, r.id, {
        status: 'SENT',
        outboxId,
        ...(link && { shortUrlId: link.id }),
      });
    }
    if (!(await queuedLeft(tx, campaign.id)))
      await updateCampaign(tx, campaign.id, { status: 'COMPLETED', completedAt: new Date() });
    return batch.length;
  });
}

/** What every instance runs every few seconds: due campaigns start, sending ones send a round. */
export async function runCampaigns(db: Db, ports: SenderPorts, now = new Date()) {
  const started = await startDueCampaigns(db);
  let handed = 0;
  for (const campaign of await sendingCampaigns(db))
    handed += await sendRound(db, ports, campaign, now);
  return { started, handed };
}
