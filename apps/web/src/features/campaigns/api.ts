import type {
  audiencePreviewSchema,
  campaignActivitySchema,
  campaignPageSchema,
  campaignResult,
  campaignSchema,
  optOutPageSchema,
  recipientPageSchema,
  userCampaignListSchema,
  Audience,
  CampaignBody,
  CampaignChannel,
  CampaignListQuery,
  RecipientStatus,
} from '@switchboard/contract/campaigns';
import type { orgWhatsappSchema, whatsappAccountPage } from '@switchboard/contract/whatsapp';
import type { z } from 'zod';
import { api } from '../../lib/api/api';
import { presentParams } from '../../lib/api/params';

const base = api.enhanceEndpoints({ addTagTypes: ['Campaigns', 'OptOuts'] });
/** What a change answers: the spec's message. */
type Message = { message: string };

export const campaignsApi = base.injectEndpoints({
  endpoints: (build) => ({
    campaigns: build.query<z.output<typeof campaignPageSchema>, CampaignListQuery>({
      query: (params) => ({ url: '/admin/campaigns', params: presentParams(params) }),
      providesTags: ['Campaigns'],
    }),
    campaign: build.query<z.output<typeof campaignSchema>, number>({
      query: (id) => `/admin/campaigns/${id}`,
      providesTags: ['Campaigns'],
    }),
    campaignActivity: build.query<z.output<typeof campaignActivitySchema>, number>({
      query: (id) => `/admin/campaigns/${id}/activity`,
      providesTags: ['Campaigns'],
    }),
    // A WhatsApp campaign's sender: the connected accounts, and one account's templates.
    campaignWhatsappAccounts: build.query<z.output<typeof whatsappAccountPage>, void>({
      query: () => ({
        url: '/admin/whatsapp/accounts',
        params: { status: 'CONNECTED', page_size: 100 },
      }),
    }),
    campaignWhatsappTemplates: build.query<z.output<typeof orgWhatsappSchema>, number>({
      query: (orgId) => `/admin/whatsapp/orgs/${orgId}`,
    }),
    audiencePreview: build.query<
      z.output<typeof audiencePreviewSchema>,
      Audience & { channel: CampaignChannel }
    >({
      query: (audience) => ({
        url: '/admin/campaigns/audience-preview',
        params: presentParams(audience),
      }),
    }),
    recipients: build.query<
      z.output<typeof recipientPageSchema>,
      { id: number; page: number; page_size: number; status?: RecipientStatus | undefined }
    >({
      query: ({ id, ...params }) => ({
        url: `/admin/campaigns/${id}/recipients`,
        params: presentParams(params),
      }),
      providesTags: ['Campaigns'],
    }),
    userCampaigns: build.query<z.output<typeof userCampaignListSchema>, number>({
      query: (userId) => `/admin/users/${userId}/campaigns`,
      providesTags: ['Campaigns'],
    }),
    saveCampaign: build.mutation<
      z.output<typeof campaignResult>,
      { id?: number | undefined; body: CampaignBody }
    >({
      query: ({ id, body }) =>
        id
          ? { url: `/admin/campaigns/${id}`, method: 'PUT', body }
          : { url: '/admin/campaigns', method: 'POST', body },
      invalidatesTags: ['Campaigns'],
    }),
    campaignAction: build.mutation<
      z.output<typeof campaignResult>,
      {
        id: number;
        action: 'schedule' | 'approve' | 'pause' | 'resume' | 'cancel' | 'unschedule';
        at?: string;
      }
    >({
      query: ({ id, action, at }) => ({
        url: `/admin/campaigns/${id}/${action}`,
        method: 'POST',
        ...(action === 'schedule' ? { body: at ? { at } : {} } : {}),
      }),
      invalidatesTags: ['Campaigns'],
    }),
    optOuts: build.query<
      z.output<typeof optOutPageSchema>,
      { page: number; page_size: number; text?: string | undefined }
    >({
      query: (params) => ({ url: '/admin/sms-opt-outs', params: presentParams(params) }),
      providesTags: ['OptOuts'],
    }),
    addOptOut: build.mutation<Message, { phone: string; reason?: string }>({
      query: (body) => ({ url: '/admin/sms-opt-outs', method: 'POST', body }),
      invalidatesTags: ['OptOuts'],
    }),
    removeOptOut: build.mutation<Message, string>({
      query: (phone) => ({ url: `/admin/sms-opt-outs/${phone}`, method: 'DELETE' }),
      invalidatesTags: ['OptOuts'],
    }),
  }),
});

export const {
  useOptOutsQuery,
  useAddOptOutMutation,
  useRemoveOptOutMutation,
  useCampaignsQuery,
  useCampaignQuery,
  useCampaignActivityQuery,
  useAudiencePreviewQuery,
  useCampaignWhatsappAccountsQuery,
  useCampaignWhatsappTemplatesQuery,
  useRecipientsQuery,
  useUserCampaignsQuery,
  useSaveCampaignMutation,
  useCampaignActionMutation,
} = campaignsApi;
