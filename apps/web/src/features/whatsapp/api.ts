import { IDEMPOTENCY_HEADER } from '@switchboard/contract/idempotency';
import {
  orgWhatsappSchema,
  sentWhatsappMessageResult,
  serviceWindowSchema,
  whatsappAccountPage,
  whatsappAccountResult,
  whatsappMessagePage,
  whatsappUsageSchema,
  type LinkWhatsappAccountBody,
  type OrgWhatsapp,
  type SendWhatsappMessageBody,
  type ServiceWindow,
  type WhatsappAccountListQuery,
  type WhatsappAccountPage,
  type WhatsappMessageListQuery,
  type WhatsappMessagePage,
  type WhatsappUsage,
} from '@switchboard/contract/whatsapp';
import type { z } from 'zod';
import { api } from '../../lib/api/api';
import { presentParams } from '../../lib/api/params';

type Result<S extends z.ZodType> = z.output<S>;
type AccountResult = Result<typeof whatsappAccountResult>;

const base = api.enhanceEndpoints({
  addTagTypes: ['WhatsappAccounts', 'WhatsappMessages', 'WhatsappOrg'],
});

export const whatsappApi = base.injectEndpoints({
  endpoints: (build) => ({
    whatsappAccounts: build.query<WhatsappAccountPage, Partial<WhatsappAccountListQuery>>({
      query: (query) => ({ url: '/admin/whatsapp/accounts', params: presentParams(query) }),
      transformResponse: (data) => whatsappAccountPage.parse(data),
      providesTags: ['WhatsappAccounts'],
    }),
    orgWhatsapp: build.query<OrgWhatsapp, number>({
      query: (orgId) => `/admin/whatsapp/orgs/${orgId}`,
      transformResponse: (data) => orgWhatsappSchema.parse(data),
      providesTags: ['WhatsappOrg'],
    }),
    whatsappUsage: build.query<WhatsappUsage, { orgId: number; month?: string }>({
      query: ({ orgId, month }) => ({
        url: `/admin/whatsapp/orgs/${orgId}/usage`,
        params: presentParams({ month }),
      }),
      transformResponse: (data) => whatsappUsageSchema.parse(data),
      providesTags: ['WhatsappMessages'],
    }),
    whatsappMessages: build.query<WhatsappMessagePage, Partial<WhatsappMessageListQuery>>({
      query: (query) => ({ url: '/admin/whatsapp/messages', params: presentParams(query) }),
      transformResponse: (data) => whatsappMessagePage.parse(data),
      providesTags: ['WhatsappMessages'],
    }),
    whatsappWindow: build.query<ServiceWindow, { accountId: number; to: string }>({
      query: ({ accountId, to }) => ({
        url: `/admin/whatsapp/accounts/${accountId}/window`,
        params: { to },
      }),
      transformResponse: (data) => serviceWindowSchema.parse(data),
    }),
    linkWhatsappAccount: build.mutation<AccountResult, LinkWhatsappAccountBody>({
      query: (body) => ({ url: '/admin/whatsapp/accounts', method: 'POST', body }),
      transformResponse: (data) => whatsappAccountResult.parse(data),
      invalidatesTags: ['WhatsappAccounts', 'WhatsappOrg'],
    }),
    syncWhatsappAccount: build.mutation<AccountResult, number>({
      query: (id) => ({ url: `/admin/whatsapp/accounts/${id}/sync`, method: 'POST', body: {} }),
      transformResponse: (data) => whatsappAccountResult.parse(data),
      invalidatesTags: ['WhatsappAccounts', 'WhatsappOrg'],
    }),
    disconnectWhatsappAccount: build.mutation<AccountResult, number>({
      query: (id) => ({
        url: `/admin/whatsapp/accounts/${id}/disconnect`,
        method: 'POST',
        body: {},
      }),
      transformResponse: (data) => whatsappAccountResult.parse(data),
      invalidatesTags: ['WhatsappAccounts', 'WhatsappOrg'],
    }),
    /** Carries the key made when the dialog opened: a double click sends one message. */
    sendWhatsappMessage: build.mutation<
      Result<typeof sentWhatsappMessageResult>,
      { accountId: number; key: string; body: SendWhatsappMessageBody }
    >({
      query: ({ accountId, key, body }) => ({
        url: `/admin/whatsapp/accounts/${accountId}/messages`,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      transformResponse: (data) => sentWhatsappMessageResult.parse(data),
      invalidatesTags: ['WhatsappMessages'],
    }),
  }),
});

export const {
  useWhatsappAccountsQuery,
  useOrgWhatsappQuery,
  useWhatsappUsageQuery,
  useWhatsappMessagesQuery,
  useWhatsappWindowQuery,
  useLinkWhatsappAccountMutation,
  useSyncWhatsappAccountMutation,
  useDisconnectWhatsappAccountMutation,
  useSendWhatsappMessageMutation,
} = whatsappApi;
