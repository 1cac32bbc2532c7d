import type {
  createInviteCodesResult,
  inviteCodeDetailSchema,
  inviteCodePageSchema,
  orgInviteCodeSchema,
  CreateInviteCodesBody,
  InviteCodeListQuery,
  UpdateInviteCodeBody,
} from '@switchboard/contract/invite-codes';
import type { plansResponse } from '@switchboard/contract/subscriptions';
import type { z } from 'zod';
import { api } from '../../lib/api/api';
import { presentParams } from '../../lib/api/params';

const base = api.enhanceEndpoints({ addTagTypes: ['InviteCodes'] });

export const inviteCodesApi = base.injectEndpoints({
  endpoints: (build) => ({
    inviteCodes: build.query<z.output<typeof inviteCodePageSchema>, InviteCodeListQuery>({
      query: (params) => ({ url: '/admin/invite-codes', params: presentParams(params) }),
      providesTags: ['InviteCodes'],
    }),
    inviteCode: build.query<z.output<typeof inviteCodeDetailSchema>, number>({
      query: (id) => `/admin/invite-codes/${id}`,
      providesTags: ['InviteCodes'],
    }),
    createInviteCodes: build.mutation<
      z.output<typeof createInviteCodesResult>,
      CreateInviteCodesBody
    >({
      query: (body) => ({ url: '/admin/invite-codes', method: 'POST', body }),
      invalidatesTags: ['InviteCodes'],
    }),
    updateInviteCode: build.mutation<
      z.output<typeof inviteCodeDetailSchema>,
      UpdateInviteCodeBody & { id: number }
    >({
      query: ({ id, ...body }) => ({ url: `/admin/invite-codes/${id}`, method: 'PUT', body }),
      invalidatesTags: ['InviteCodes'],
    }),
    orgInviteCode: build.query<z.output<typeof orgInviteCodeSchema>, number>({
      query: (orgId) => `/org/${orgId}/invite-code`,
      providesTags: ['InviteCodes'],
    }),
    /** The catalogue, for a PLAN benefit's plan and variant. */
    inviteCodePlans: build.query<z.output<typeof plansResponse>, void>({
      query: () => '/subscription/plans/all',
    }),
  }),
});

export const {
  useInviteCodesQuery,
  useInviteCodeQuery,
  useCreateInviteCodesMutation,
  useUpdateInviteCodeMutation,
  useOrgInviteCodeQuery,
  useInviteCodePlansQuery,
} = inviteCodesApi;
