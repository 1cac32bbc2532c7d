import type { z } from 'zod';
import type {
  Audience,
  CampaignChannel,
  campaignBody,
  CampaignStatus,
  RecipientStatus,
} from '@switchboard/contract/campaigns';
import { indiaDate } from '@switchboard/contract/india-time';
import { formatMessage } from '@switchboard/contract/messages';
import { auditedRows, audit, diff, type Actor } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { WhatsAppCampaigns } from '../../platform/providers/whatsapp';
import { conflict, notFound } from '../../platform/errors';
import {
  activityByHour,
  campaignById,
  campaignChannel,
  campaignPage,
  campaignsOfUser,
  insertCampaign,
  recipientPage,
  updateCampaign,
  walkCampaigns,
} from './repository';
import { audienceCount, audiencePreview } from './audience-repository';
import { withParent } from '../../platform/db/parent-rows';

type Body = z.output<typeof campaignBody>;
const fields = (b: Body) => ({
  name: b.name,
  channel: b.channel,
  audience: b.audience,
  // Only the channel's own fields are kept: an email keeps no DLT template, an SMS no subject.
  dltTemplateId: b.channel === 'SMS' ? b.dlt_template_id : null,
  senderId: b.channel === 'SMS' ? b.sender_id : null,
  subject: b.channel === 'SMS' || b.channel === 'WHATSAPP' ? null : b.subject,
  whatsappAccountId: b.channel === 'WHATSAPP' ? b.whatsapp_account_id : null,
  whatsappTemplateId: b.channel === 'WHATSAPP' ? b.whatsapp_template_id : null,
  whatsappVariables: b.channel === 'WHATSAPP' ? b.whatsapp_variables : [],
  text: b.text,
  linkUrl: b.link_url,
  promotional: b.promotional,
  sendRatePerMinute: b.send_rate_per_minute,
});

export const previewAudience = (
  db: Db,
  { channel, ...audience }: Audience & { channel: CampaignChannel },
) => audiencePreview(db, audience, channel);
export const campaignsPage = campaignPage;

/**
 * The campaigns the list's filters pick, as CSV rows streamed page by page with how far each
 * got; who exported which campaigns is audited before the first row goes out.
 */
export function exportCampaigns(
  db: Db,
  actor: Actor,
  query: { status?: CampaignStatus | undefined; text?: string | undefined },
) {
  async function* rows() {
    for await (const page of walkCampaigns(db, query))
      for (const { counts, ...campaign } of page)
        yield {
          ...campaign,
          recipients: counts.total,
          queued: counts.QUEUED,
          sent: counts.SENT,
          delivered: counts.DELIVERED,
          clicked: counts.CLICKED,
          failed: counts.FAILED,
        };
  }
  return auditedRows(
    db,
    actor,
    {
      action: 'campaigns.export',
      subjectType: 'Campaign',
      summary: { filters: query },
    },
    rows(),
  );
}

export async function recipientsOf(
  db: Db,
  id: number,
  q: { page: number; page_size: number; status?: RecipientStatus | undefined },
) {
  // The channel decides how addresses are masked; the campaign's counts are not needed here.
  const channel = await campaignChannel(db, id);
  if (!channel) throw notFound('Campaign');
  return recipientPage(db, id, q, channel);
}
export const campaignsReaching = (db: Db, userId: number) =>
  withParent(db, 'user', userId, () => campaignsOfUser(db, userId));

export async function campaignDetail(db: Db, id: number) {
  const campaign = await campaignById(db, id);
  if (!campaign) throw notFound('Campaign');
  return campaign;
}

/** A WhatsApp campaign's template must be one its account may send with these values. */
async function checkTemplate(db: DbOrTx, whatsapp: WhatsAppCampaigns, body: Body) {
  if (body.channel === 'WHATSAPP')
    await whatsapp.template(
      db,
      body.whatsapp_account_id!,
      body.whatsapp_template_id!,
      body.whatsapp_variables.length,
    );
}

export async function createCampaign(
  db: Db,
  actor: Actor,
  body: Body,
  whatsapp: WhatsAppCampaigns,
) {
  await checkTemplate(db, whatsapp, body);
  return db.transaction(async (tx) => {
    const id = await insertCampaign(tx, { ...fields(body), createdById: actor.actorId });
    await audit(tx, actor, {
      action: 'campaign.create',
      subjectType: 'Campaign',
      subjectId: id,
      summary: { name: body.name, audience: body.audience },
    });
    return { message: formatMessage('campaignSaved'), campaign: (await campaignById(tx, id))! };
  });
}

/** A campaign's row locked, in one of `allowed` states (409 naming its state otherwise). */
async function lockIn(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  id: number,
  allowed: CampaignStatus[],
) {
  const campaign = await campaignById(tx, id, true);
  if (!campaign) throw notFound('Campaign');
  if (!allowed.includes(campaign.status))
    throw conflict(formatMessage('campaignWrongState', { status: campaign.status }));
  return campaign;
}

/** Only a draft is edited: what was scheduled or sent stays as it was. */
export async function editCampaign(
  db: Db,
  actor: Actor,
  id: number,
  body: Body,
  whatsapp: WhatsAppCampaigns,
) {
  await checkTemplate(db, whatsapp, body);
  return db.transaction(async (tx) => {
    const before = await lockIn(tx, id, ['DRAFT']);
    await updateCampaign(tx, id, fields(body));
    await audit(tx, actor, {
      action: 'campaign.update',
      subjectType: 'Campaign',
      subjectId: id,
      summary: { changes: diff(before as unknown as Record<string, unknown>, body) },
    });
    return { message: formatMessage('campaignSaved'), campaign: (await campaignById(tx, id))! };
  });
}

/**
 * Who schedules, and what they may: an SU's (or granted) campaigns never wait for approval;
 * others' wait when they reach more than `approvalLimit` (CAMPAIGN_APPROVAL_LIMIT).
 */
export type Scheduler = Actor & { mayApprove: boolean; approvalLimit: number; linkBase: string };

/**
 * A draft is scheduled for `at` (or now); the sender starts it when it is due. An ADMIN's
 * campaign whose audience is over ADMIN_CAMPAIGN_LIMIT now waits for an SU's approval first.
 */
export async function scheduleCampaign(db: Db, actor: Scheduler, id: number, at?: string) {
  return db.transaction(async (tx) => {
    const campaign = await lockIn(tx, id, ['DRAFT']);
    const when = at ? new Date(at) : new Date();
    const count = actor.mayApprove
      ? 0
      : await audienceCount(tx, campaign.audience, campaign.channel);
    const awaitingApproval = count > actor.approvalLimit;
    await updateCampaign(tx, id, {
      status: 'SCHEDULED',
      scheduledAt: when,
      awaitingApproval,
      shortLinkBase: actor.linkBase,
    });
    await audit(tx, actor, {
      action: 'campaign.schedule',
      subjectType: 'Campaign',
      subjectId: id,
      summary: { scheduled_at: when.toISOString(), awaiting_approval: awaitingApproval },
    });
    return {
      message: awaitingApproval
        ? formatMessage('campaignAwaitsApproval', { count, limit: actor.approvalLimit })
        : formatMessage('campaignScheduled'),
      campaign: (await campaignById(tx, id))!,
    };
  });
}

/** An SU approves a campaign waiting for it: the sender starts it at its time. */
export async function approveCampaign(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const campaign = await lockIn(tx, id, ['SCHEDULED', 'PAUSED']);
    if (!campaign.awaiting_approval) throw conflict(formatMessage('campaignNotAwaiting'));
    await updateCampaign(tx, id, {
      awaitingApproval: false,
      approvedById: actor.actorId,
      approvedAt: new Date(),
    });
    await audit(tx, actor, { action: 'campaign.approve', subjectType: 'Campaign', subjectId: id });
    return { message: formatMessage('campaignApproved'), campaign: (await campaignById(tx, id))! };
  });
}

/** Up to three days of a campaign hour by hour; a longer one day by day (India days). */
export async function campaignActivity(db: Db, id: number) {
  if (!(await campaignChannel(db, id))) throw notFound('Campaign');
  const hours = await activityByHour(db, id);
  if (hours.length <= 72) return { unit: 'hour' as const, points: hours };
  const days = new Map<string, { at: string; sent: number; delivered: number; clicked: number }>();
  for (const h of hours) {
    const day = indiaDate(h.at);
    const point = days.get(day) ?? { at: day, sent: 0, delivered: 0, clicked: 0 };
    point.sent += h.sent;
    point.delivered += h.delivered;
    point.clicked += h.clicked;
    days.set(day, point);
  }
  return { unit: 'day' as const, points: [...days.values()] };
}

const transitions = {
  pause: { from: ['SENDING', 'SCHEDULED'], to: 'PAUSED', message: 'campaignPaused' },
  resume: { from: ['PAUSED'], to: 'SENDING', message: 'campaignResumed' },
  cancel: {
    from: ['DRAFT', 'SCHEDULED', 'SENDING', 'PAUSED'],
    to: 'CANCELLED',
    message: 'campaignCancelled',
  },
  // Before it starts, a scheduled campaign can go back to a draft: edited, scheduled again.
  unschedule: { from: ['SCHEDULED'], to: 'DRAFT', message: 'campaignUnscheduled' },
} as const;

/**
 * Pause, resume, cancel or unschedule. A paused campaign's queued recipients wait; resumed, it goes on
 * where it stopped (a campaign paused before it started is started when resumed). Cancelled,
 * nobody else is messaged.
 */
export async function changeCampaign(
  db: Db,
  actor: Actor,
  id: number,
  action: keyof typeof transitions,
) {
  const step = transitions[action];
  return db.transaction(async (tx) => {
    const before = await lockIn(tx, id, [...step.from]);
    const to: CampaignStatus = action === 'resume' && !before.started_at ? 'SCHEDULED' : step.to;
    await updateCampaign(tx, id, {
      status: to,
      ...(to === 'CANCELLED' ? { completedAt: new Date() } : {}),
      ...(to === 'DRAFT'
        ? { scheduledAt: null, awaitingApproval: false, shortLinkBase: null }
        : {}),
    });
    await audit(tx, actor, {
      action: `campaign.${action}`,
      subjectType: 'Campaign',
      subjectId: id,
      summary: { status: { before: before.status, after: to } },
    });
    return { message: formatMessage(step.message), campaign: (await campaignById(tx, id))! };
  });
}
