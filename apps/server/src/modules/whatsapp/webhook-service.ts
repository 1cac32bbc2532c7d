import {
  isMessagingTier,
  templateStatuses,
  messagingTierLimits,
  OPT_IN_WORDS,
  OPT_OUT_WORDS,
  whatsappWebhookBody,
  type WhatsappWebhookBody,
} from '@switchboard/contract/whatsapp';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { WhatsAppSentHook, WhatsAppWebhookReceiver } from '../../platform/providers/whatsapp';
import {
  applyQualityEvent,
  applyTemplateStatus,
  heardFrom,
  insertForeignOutbound,
  insertInbound,
  moveStatus,
  noteSentWamid,
  optIn,
  optOut,
  recordConversation,
  type AccountRef,
} from './webhook-repository';

type Value = WhatsappWebhookBody['entry'][number]['changes'][number]['value'];

const STATUS = { sent: 'SENT', delivered: 'DELIVERED', read: 'READ', failed: 'FAILED' } as const;
const CATEGORY: Record<string, string> = {
  marketing: 'MARKETING',
  utility: 'UTILITY',
  authentication: 'AUTHENTICATION',
  service: 'SERVICE',
  referral_conversion: 'SERVICE',
};

const at = (seconds: string) => new Date(Number(seconds) * 1000);
/** `switchboard-outbox-42` (what the adapter sends as callback data) → 42. */
const outboxIdOf = (data: string | undefined) => {
  const id = Number(/^switchboard-outbox-(\d{1,15})$/.exec(data ?? '')?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

async function applyMessages(tx: DbOrTx, account: AccountRef, value: Value): Promise<number> {
  let applied = 0;
  for (const m of value.messages ?? []) {
    const text = m.text?.body ?? m.button?.text ?? null;
    const fresh = await insertInbound(tx, account, {
      wamid: m.id,
      from: m.from,
      kind: text !== null ? 'TEXT' : 'OTHER',
      body: text ?? `[${m.type}]`,
      at: at(m.timestamp),
    });
    if (!fresh) continue;
    applied += 1;
    const word = text?.trim().toUpperCase() ?? '';
    if (OPT_OUT_WORDS.includes(word)) await optOut(tx, m.from, 'STOP reply');
    else if (OPT_IN_WORDS.includes(word)) await optIn(tx, m.from);
  }
  return applied;
}

async function applyStatuses(tx: DbOrTx, account: AccountRef, value: Value): Promise<number> {
  let applied = 0;
  for (const s of value.statuses ?? []) {
    const status = STATUS[s.status as keyof typeof STATUS];
    if (!status) continue;
    const error = s.errors?.[0];
    const reason = error
      ? `${error.title ?? error.message ?? 'failed'} (code ${error.code ?? '?'})`
      : null;
    const change = { wamid: s.id, status, error: reason, at: at(s.timestamp) };
    const result = await moveStatus(tx, {
      ...change,
      outboxId: outboxIdOf(s.biz_opaque_callback_data),
    });
    if (result.moved) applied += 1;
    else if (
      !result.known &&
      (await insertForeignOutbound(tx, account, { ...change, to: s.recipient_id }))
    )
      applied += 1;
    if (s.conversation) {
      const category =
        CATEGORY[s.conversation.origin?.type ?? s.pricing?.category ?? ''] ?? 'SERVICE';
      await recordConversation(tx, account, {
        id: s.conversation.id,
        category,
        at: at(s.timestamp),
      });
    }
  }
  return applied;
}

async function applyQuality(tx: DbOrTx, value: Value): Promise<number> {
  if (!value.display_phone_number) return 0;
  const tier = isMessagingTier(value.current_limit) ? value.current_limit : null;
  const flagged = value.event === 'FLAGGED' ? true : value.event === 'UNFLAGGED' ? false : null;
  const moved = await applyQualityEvent(tx, {
    phoneNumber: value.display_phone_number.replace(/\D/g, '').slice(-10),
    flagged,
    tier,
    limit: tier ? messagingTierLimits[tier] : null,
  });
  return moved ? 1 : 0;
}

/** A template's new status from Meta, when it is one the product keeps (others wait for a sync). */
async function applyTemplate(tx: DbOrTx, wabaId: string | undefined, value: Value) {
  const status = templateStatuses.find((s) => s === value.event);
  const { message_template_name: name, message_template_language: language } = value;
  if (!wabaId || !status || !name || !language) return 0;
  const reason =
    status === 'REJECTED' && value.reason && value.reason !== 'NONE' ? value.reason : null;
  return (await applyTemplateStatus(tx, { wabaId, name, language, status, reason })) ? 1 : 0;
}

/**
 * The BSP's signed webhook, after the signature held: messages the customer sent (a STOP opts
 * the number out of marketing), statuses of messages sent (forward only, found by wamid or by
 * our callback data), the conversations they opened, quality events and template statuses. One transaction; a replay changes nothing (messages are
 * keyed by wamid, conversations by their id, and a status never moves back).
 */
export const whatsappWebhookReceiver =
  (db: Db): WhatsAppWebhookReceiver =>
  async (raw) => {
    const parsed = whatsappWebhookBody.safeParse(raw);
    if (!parsed.success) return 0;
    return db.transaction(async (tx) => {
      let applied = 0;
      for (const entry of parsed.data.entry)
        for (const { field, value } of entry.changes) {
          if (field === 'phone_number_quality_update') {
            applied += await applyQuality(tx, value);
            continue;
          }
          if (field === 'message_template_status_update') {
            applied += await applyTemplate(tx, entry.id, value);
            continue;
          }
          const phoneNumberId = value.metadata?.phone_number_id;
          const account = phoneNumberId ? await heardFrom(tx, phoneNumberId) : null;
          if (!account) continue;
          applied += await applyMessages(tx, account, value);
          applied += await applyStatuses(tx, account, value);
        }
      return applied;
    });
  };

/** The delivery worker got the wamid of a message it sent: the message keeps it. */
export const keepSentWamid: WhatsAppSentHook = (tx, outboxId, wamid) =>
  noteSentWamid(tx, outboxId, wamid);
