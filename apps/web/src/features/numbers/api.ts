import type {
  voiceMessageListSchema,
  voiceMessageSchema,
  voipHistoryPageSchema,
  voipNumberDetailSchema,
  voipNumberListSchema,
  voipNumberPageSchema,
  AddVoipNumberBody,
  ReserveNumberBody,
  ImportVoipNumbersBody,
  ImportVoipNumbersResult,
  CreateVoiceMessageBody,
  CustomVoiceMessageBody,
  VoipNumberSearchQuery,
} from '@switchboard/contract/numbers';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

const numbersBase = api.enhanceEndpoints({ addTagTypes: ['VoiceMessages', 'VoipNumbers'] });

export const numbersApi = numbersBase.injectEndpoints({
  endpoints: (build) => ({
    voipNumbers: build.query<z.output<typeof voipNumberPageSchema>, VoipNumberSearchQuery>({
      query: (params) => ({ url: '/numbers/voip', params }),
      providesTags: ['VoipNumbers'],
    }),
    importVoipNumbers: build.mutation<ImportVoipNumbersResult, ImportVoipNumbersBody>({
      query: (body) => ({ url: '/admin/voip-numbers/import', method: 'POST', body }),
      invalidatesTags: (_r, _e, body) => (body.dry_run === false ? ['VoipNumbers'] : []),
    }),
    addVoipNumber: build.mutation<{ message: string; id: number }, AddVoipNumberBody>({
      query: (body) => ({ url: '/admin/voip-numbers', method: 'POST', body }),
      invalidatesTags: ['VoipNumbers'],
    }),
    reserveVoipNumber: build.mutation<
      { message: string },
      { number: string; body: ReserveNumberBody }
    >({
      query: ({ number, body }) => ({
        url: `/admin/voip-numbers/${number}/reserve`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['VoipNumbers'],
    }),
    cancelVoipReservation: build.mutation<{ message: string }, string>({
      query: (number) => ({
        url: `/admin/voip-numbers/${number}/cancel-reservation`,
        method: 'POST',
      }),
      invalidatesTags: ['VoipNumbers'],
    }),
    /** One number for its drawer; a reservation or its cancelling refreshes it. */
    voipNumber: build.query<z.output<typeof voipNumberDetailSchema>, string>({
      query: (number) => `/admin/voip-numbers/${number}`,
      providesTags: ['VoipNumbers'],
    }),
    orgVoipNumbers: build.query<z.output<typeof voipNumberListSchema>, number>({
      query: (orgId) => `/numbers/voip/${orgId}`,
    }),
    orgVoipHistory: build.query<
      z.output<typeof voipHistoryPageSchema>,
      { orgId: number; page: number; pageSize: number }
    >({
      query: ({ orgId, page, pageSize }) => ({
        url: `/org/${orgId}/voip-history`,
        params: { page, page_size: pageSize },
      }),
    }),
    orgVoiceMessages: build.query<z.output<typeof voiceMessageListSchema>, number>({
      query: (orgId) => `/voice-message/org/${orgId}`,
      providesTags: (_r, _e, orgId) => [{ type: 'VoiceMessages', id: orgId }],
    }),
    createVoiceMessage: build.mutation<z.output<typeof voiceMessageSchema>, CreateVoiceMessageBody>(
      {
        query: (body) => ({ url: '/voice-message/org', method: 'POST', body }),
        invalidatesTags: (_r, _e, body) => [{ type: 'VoiceMessages', id: body.org_id }],
      },
    ),
    createCustomVoiceMessage: build.mutation<
      z.output<typeof voiceMessageSchema>,
      CustomVoiceMessageBody
    >({
      query: (body) => ({ url: '/voice-message/custom', method: 'POST', body }),
      invalidatesTags: (_r, _e, body) => [{ type: 'VoiceMessages', id: body.org_id }],
    }),
  }),
});

export const {
  useReserveVoipNumberMutation,
  useCancelVoipReservationMutation,
  useVoipNumbersQuery,
  useVoipNumberQuery,
  useAddVoipNumberMutation,
  useImportVoipNumbersMutation,
  useOrgVoipNumbersQuery,
  useOrgVoipHistoryQuery,
  useOrgVoiceMessagesQuery,
  useCreateVoiceMessageMutation,
  useCreateCustomVoiceMessageMutation,
} = numbersApi;
