import { IDEMPOTENCY_HEADER } from '@switchboard/contract/idempotency';
import type {
  sentWhatsappMessageResult,
  whatsappAccountResult,
  LinkWhatsappAccountBody,
  OrgWhatsapp,
  SendWhatsappMessageBody,
  ServiceWindow,
  WhatsappAccountListQuery,
  WhatsappAccountPage,
  WhatsappMessageListQuery,
  WhatsappMessagePage,
  WhatsappUsage,
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
      providesTags: ['WhatsappAccounts'],
    }),
    orgWhatsapp: build.query<OrgWhatsapp, number>({
      query: (orgId) => `/admin/whatsapp/orgs/${orgId}`,
      providesTags: ['WhatsappOrg'],
    }),
    whatsappUsage: build.query<WhatsappUsage, { orgId: number; month?: string }>({
      query: ({ orgId, month }) => ({
        url: `/admin/whatsapp/orgs/${orgId}/usage`,
        params: presentParams({ month }),
      }),
      providesTags: ['WhatsappMessages'],
    }),
    whatsappMessages: build.query<WhatsappMessagePage, Partial<WhatsappMessageListQuery>>({
      query: (query) => ({ url: '/admin/whatsapp/messages', params: presentParams(query) }),
      providesTags: ['WhatsappMessages'],
    }),
    whatsappWindow: build.query<ServiceWindow, { accountId: number; to: string }>({
      query: ({ accountId, to }) => ({
        url: `/admin/whatsapp/accounts/${accountId}/window`,
        params: { to },
      }),
    }),
    linkWhatsappAccount: build.mutation<AccountResult, LinkWhatsappAccountBody>({
      query: (body) => ({ url: '/admin/whatsapp/accounts', method: 'POST', body }),
      invalidatesTags: ['WhatsappAccounts', 'WhatsappOrg'],
    }),
    syncWhatsappAccount: build.mutation<AccountResult, number>({
      query: (id) => ({ url: `/admin/whatsapp/accounts/${id}/sync`, method: 'POST', body: {} }),
      invalidatesTags: ['WhatsappAccounts', 'WhatsappOrg'],
    }),
    disconnectWhatsappAccount: build.mutation<AccountResult, number>({
      query: (id) => ({
        url: `/admin/whatsapp/accounts/${id}/disconnect`,
        method: 'POST',
        body: {},
      }),
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
