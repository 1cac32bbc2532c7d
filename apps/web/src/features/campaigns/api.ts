import {
  audiencePreviewSchema,
  campaignActivitySchema,
  campaignPageSchema,
  campaignResult,
  campaignSchema,
  optOutPageSchema,
  recipientPageSchema,
  userCampaignListSchema,
  type Audience,
  type CampaignBody,
  type CampaignChannel,
  type CampaignListQuery,
  type RecipientStatus,
} from '@switchboard/contract/campaigns';
import { orgWhatsappSchema, whatsappAccountPage } from '@switchboard/contract/whatsapp';
import { z } from 'zod';
import { api } from '../../lib/api/api';
import { presentParams } from '../../lib/api/params';

const base = api.enhanceEndpoints({ addTagTypes: ['Campaigns', 'OptOuts'] });
const message = z.object({ message: z.string() });

export const campaignsApi = base.injectEndpoints({
  endpoints: (build) => ({
    campaigns: build.query<z.output<typeof campaignPageSchema>, CampaignListQuery>({
      query: (params) => ({ url: '/admin/campaigns', params: presentParams(params) }),
      transformResponse: (data: unknown) => campaignPageSchema.parse(data),
      providesTags: ['Campaigns'],
    }),
    campaign: build.query<z.output<typeof campaignSchema>, number>({
      query: (id) => `/admin/campaigns/${id}`,
      transformResponse: (data: unknown) => campaignSchema.parse(data),
      providesTags: ['Campaigns'],
    }),
    campaignActivity: build.query<z.output<typeof campaignActivitySchema>, number>({
      query: (id) => `/admin/campaigns/${id}/activity`,
      transformResponse: (data: unknown) => campaignActivitySchema.parse(data),
      providesTags: ['Campaigns'],
    }),
    // A WhatsApp campaign's sender: the connected accounts, and one account's templates.
    campaignWhatsappAccounts: build.query<z.output<typeof whatsappAccountPage>, void>({
      query: () => ({
        url: '/admin/whatsapp/accounts',
        params: { status: 'CONNECTED', page_size: 100 },
      }),
      transformResponse: (data: unknown) => whatsappAccountPage.parse(data),
    }),
    campaignWhatsappTemplates: build.query<z.output<typeof orgWhatsappSchema>, number>({
      query: (orgId) => `/admin/whatsapp/orgs/${orgId}`,
      transformResponse: (data: unknown) => orgWhatsappSchema.parse(data),
    }),
    audiencePreview: build.query<
      z.output<typeof audiencePreviewSchema>,
      Audience & { channel: CampaignChannel }
    >({
      query: (audience) => ({
        url: '/admin/campaigns/audience-preview',
        params: presentParams(audience),
      }),
      transformResponse: (data: unknown) => audiencePreviewSchema.parse(data),
    }),
    recipients: build.query<
      z.output<typeof recipientPageSchema>,
      { id: number; page: number; page_size: number; status?: RecipientStatus | undefined }
    >({
      query: ({ id, ...params }) => ({
        url: `/admin/campaigns/${id}/recipients`,
        params: presentParams(params),
      }),
      transformResponse: (data: unknown) => recipientPageSchema.parse(data),
      providesTags: ['Campaigns'],
    }),
    userCampaigns: build.query<z.output<typeof userCampaignListSchema>, number>({
      query: (userId) => `/admin/users/${userId}/campaigns`,
      transformResponse: (data: unknown) => userCampaignListSchema.parse(data),
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
      transformResponse: (data: unknown) => campaignResult.parse(data),
      invalidatesTags: ['Campaigns'],
    }),
    campaignAction: build.mutation<
      z.output<typeof campaignResult>,
      { id: number; action: 'schedule' | 'approve' | 'pause' | 'resume' | 'cancel'; at?: string }
    >({
      query: ({ id, action, at }) => ({
        url: `/admin/campaigns/${id}/${action}`,
        method: 'POST',
        ...(action === 'schedule' ? { body: at ? { at } : {} } : {}),
      }),
      transformResponse: (data: unknown) => campaignResult.parse(data),
      invalidatesTags: ['Campaigns'],
    }),
    optOuts: build.query<
      z.output<typeof optOutPageSchema>,
      { page: number; page_size: number; text?: string | undefined }
    >({
      query: (params) => ({ url: '/admin/sms-opt-outs', params: presentParams(params) }),
      transformResponse: (data: unknown) => optOutPageSchema.parse(data),
      providesTags: ['OptOuts'],
    }),
    addOptOut: build.mutation<z.output<typeof message>, { phone: string; reason?: string }>({
      query: (body) => ({ url: '/admin/sms-opt-outs', method: 'POST', body }),
      transformResponse: (data: unknown) => message.parse(data),
      invalidatesTags: ['OptOuts'],
    }),
    removeOptOut: build.mutation<z.output<typeof message>, string>({
      query: (phone) => ({ url: `/admin/sms-opt-outs/${phone}`, method: 'DELETE' }),
      transformResponse: (data: unknown) => message.parse(data),
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
