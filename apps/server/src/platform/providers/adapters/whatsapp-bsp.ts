import { isMessagingTier } from '@switchboard/contract/whatsapp';
import { callProvider, clip } from '../delivery/http';
import { ProviderError } from '../provider-error';
import type { BspAccount, BspTemplate, WhatsAppBsp } from '../whatsapp';
import type { WhatsAppSettings } from './whatsapp-cloud';

type GraphError = { error?: { message?: string; code?: number } };

/** The Graph API's number states, folded into the five staff work with. */
function accountStatus(status: unknown): BspAccount['status'] {
  switch (status) {
    case 'CONNECTED':
      return 'CONNECTED';
    case 'FLAGGED':
      return 'FLAGGED';
    case 'RESTRICTED':
    case 'RATE_LIMITED':
    case 'BANNED':
      return 'RESTRICTED';
    case 'DISCONNECTED':
    case 'DELETED':
    case 'MIGRATED':
      return 'DISCONNECTED';
    default:
      return 'PENDING';
  }
}

function nameStatus(status: unknown): BspAccount['displayNameStatus'] {
  if (status === 'APPROVED' || status === 'AVAILABLE_WITHOUT_REVIEW') return 'APPROVED';
  if (status === 'DECLINED' || status === 'REJECTED') return 'REJECTED';
  return 'PENDING';
}

const QUALITIES = new Set(['GREEN', 'YELLOW', 'RED']);
const CATEGORIES = new Set(['MARKETING', 'UTILITY', 'AUTHENTICATION']);
const TEMPLATE_STATES = new Set(['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED']);

type GraphTemplate = {
  name?: string;
  language?: string;
  category?: string;
  status?: string;
  rejected_reason?: string;
  components?: { type?: string; text?: string }[];
};

/**
 * The BSP's Cloud API (Heltar speaks Meta's Graph API): `GET /{phone-number-id}` for the
 * number, `GET /{waba-id}/phone_numbers` to check it belongs to the account, and
 * `GET /{waba-id}/message_templates` (cursor paging) for the templates. Bearer token.
 */
export function whatsAppBsp(settings: WhatsAppSettings): WhatsAppBsp {
  async function get(path: string): Promise<Record<string, unknown>> {
    let body: Record<string, unknown> = {};
    const answer = await callProvider(
      path.startsWith('http') ? path : `${settings.baseUrl}${path}`,
      {
        method: 'GET',
        headers: { authorization: `Bearer ${settings.token}`, accept: 'application/json' },
        timeoutMs: settings.timeoutMs,
      },
      {
        reasonOf: (a) => (a.body as GraphError | null)?.error?.message ?? null,
        onOk: (a) => {
          body = (a.body ?? {}) as Record<string, unknown>;
          return { status: 'sent', ref: null };
        },
      },
    );
    if (answer.status !== 'sent') throw new ProviderError(`WhatsApp BSP: ${clip(answer.reason)}`);
    return body;
  }

  return {
    provider: 'whatsapp-cloud',
    sandbox: false,
    async account({ wabaId, phoneNumberId }) {
      const numbers = await get(`/${wabaId}/phone_numbers?fields=id`);
      const ids = ((numbers.data as { id?: string }[] | undefined) ?? []).map((n) => n.id);
      if (!ids.includes(phoneNumberId))
        throw new ProviderError(
          `WhatsApp BSP: number ${phoneNumberId} is not in business account ${wabaId}`,
        );
      const n = await get(
        `/${phoneNumberId}?fields=display_phone_number,verified_name,name_status,quality_rating,messaging_limit_tier,status`,
      );
      const digits = String(n.display_phone_number ?? '').replace(/\D/g, '');
      return {
        wabaId,
        phoneNumberId,
        phoneNumber: digits.slice(-10),
        displayName: String(n.verified_name ?? ''),
        displayNameStatus: nameStatus(n.name_status),
        status: accountStatus(n.status),
        qualityRating: QUALITIES.has(String(n.quality_rating))
          ? (n.quality_rating as BspAccount['qualityRating'])
          : 'UNKNOWN',
        messagingTier: isMessagingTier(n.messaging_limit_tier) ? n.messaging_limit_tier : null,
      };
    },
    async templates(wabaId) {
      const templates: BspTemplate[] = [];
      let next: string | null =
        `/${wabaId}/message_templates?fields=name,language,category,status,rejected_reason,components&limit=100`;
      // At most 50 pages: a BSP that keeps answering "next" must not hold staff forever.
      for (let page = 0; next && page < 50; page += 1) {
        const answer = await get(next);
        for (const t of (answer.data as GraphTemplate[] | undefined) ?? []) {
          if (!t.name || !t.language || !CATEGORIES.has(String(t.category))) continue;
          templates.push({
            name: t.name,
            language: t.language,
            category: t.category as BspTemplate['category'],
            status: TEMPLATE_STATES.has(String(t.status))
              ? (t.status as BspTemplate['status'])
              : 'PENDING',
            rejectedReason:
              t.rejected_reason && t.rejected_reason !== 'NONE' ? t.rejected_reason : null,
            body: t.components?.find((c) => c.type === 'BODY')?.text ?? '',
          });
        }
        next = ((answer.paging as { next?: string } | undefined)?.next ?? null) || null;
      }
      return templates;
    },
  };
}
