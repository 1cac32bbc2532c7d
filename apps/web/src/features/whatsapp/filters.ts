import {
  messagingTiers,
  whatsappAccountStatuses,
  whatsappMessageStatuses,
  whatsappQualities,
  type MessagingTier,
  type WhatsappAccount,
  type WhatsappMessageStatus,
} from '@switchboard/contract/whatsapp';
import { DEFAULT_PAGE_SIZES } from '../../ui/data-table/paging';
import { isoDate, oneOf, positiveInt } from '../../ui/url-filters';

const DEFAULT_SIZE = DEFAULT_PAGE_SIZES[0] ?? 10;
function paging(params: URLSearchParams) {
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: Math.min(positiveInt(params.get('page_size'), DEFAULT_SIZE), 200),
  };
}

/** Only what differs from the defaults goes in the URL. */
function write(values: Record<string, string | number | null>, page: number, pageSize: number) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, String(value));
  if (page > 1) params.set('page', String(page));
  if (pageSize !== DEFAULT_SIZE) params.set('page_size', String(pageSize));
  return params;
}

export type AccountFilters = {
  page: number;
  pageSize: number;
  text: string;
  status: WhatsappAccount['status'] | null;
  quality: WhatsappAccount['quality_rating'] | null;
  tier: MessagingTier | null;
};

export const accountFiltersCodec = {
  fromParams: (params: URLSearchParams): AccountFilters => ({
    ...paging(params),
    text: params.get('text') ?? '',
    status: oneOf(whatsappAccountStatuses, params.get('status')),
    quality: oneOf(whatsappQualities, params.get('quality')),
    tier: oneOf(messagingTiers, params.get('tier')),
  }),
  toParams: (f: AccountFilters) =>
    write({ text: f.text, status: f.status, quality: f.quality, tier: f.tier }, f.page, f.pageSize),
};

export type MessageFilters = {
  page: number;
  pageSize: number;
  orgId: number | null;
  number: string;
  status: WhatsappMessageStatus | null;
  from: string;
  to: string;
};

/** The messages view keeps `view=messages` in the URL beside its filters. */
export const messageFiltersCodec = {
  fromParams: (params: URLSearchParams): MessageFilters => ({
    ...paging(params),
    orgId: positiveInt(params.get('org_id'), 0) || null,
    number: (params.get('number') ?? '').replace(/[^\d+]/g, ''),
    status: oneOf(whatsappMessageStatuses, params.get('status')),
    from: isoDate(params.get('from')),
    to: isoDate(params.get('to')),
  }),
  toParams: (f: MessageFilters) =>
    write(
      {
        view: 'messages',
        org_id: f.orgId,
        number: f.number,
        status: f.status,
        from: f.from,
        to: f.to,
      },
      f.page,
      f.pageSize,
    ),
};
