import type {
  leadDeleted,
  leadGroupListSchema,
  leadGroupSaved,
  leadStageListSchema,
  leadStageMoved,
  leadStageSaved,
  leadTypeListSchema,
  CreateLeadGroupBody,
  CreateLeadStageBody,
  UpdateLeadGroupBody,
  UpdateLeadStageBody,
} from '@switchboard/contract/lead-stages';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

const base = api.enhanceEndpoints({ addTagTypes: ['LeadStages', 'LeadGroups'] });
type Of<S extends z.ZodType> = z.infer<S>;
/** Every change names its org, so only that org's lists are fetched again. */
type Change<B> = { id: number; orgId: number; body: B };

export const leadStagesApi = base.injectEndpoints({
  endpoints: (build) => ({
    leadStageTypes: build.query<Of<typeof leadTypeListSchema>, void>({
      query: () => '/lead-stage/types',
    }),
    leadGroupTypes: build.query<Of<typeof leadTypeListSchema>, void>({
      query: () => '/lead-group/types',
    }),
    orgLeadStages: build.query<Of<typeof leadStageListSchema>, number>({
      query: (orgId) => `/admin/lead-stage/org/${orgId}`,
      providesTags: (_r, _e, orgId) => [{ type: 'LeadStages', id: orgId }],
    }),
    createLeadStage: build.mutation<Of<typeof leadStageSaved>, CreateLeadStageBody>({
      query: (body) => ({ url: '/admin/lead-stage', method: 'POST', body }),
      invalidatesTags: (_r, _e, body) => [{ type: 'LeadStages', id: body.org_id }],
    }),
    updateLeadStage: build.mutation<Of<typeof leadStageSaved>, Change<UpdateLeadStageBody>>({
      query: ({ id, body }) => ({ url: `/admin/lead-stage/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { orgId }) => [{ type: 'LeadStages', id: orgId }],
    }),
    moveLeadStage: build.mutation<
      Of<typeof leadStageMoved>,
      { id: number; orgId: number; position: number }
    >({
      query: ({ id, position }) => ({
        url: `/admin/lead-stage/${id}/change-position`,
        method: 'PUT',
        body: { position },
      }),
      invalidatesTags: (_r, _e, { orgId }) => [{ type: 'LeadStages', id: orgId }],
    }),
    deleteLeadStage: build.mutation<Of<typeof leadDeleted>, { id: number; orgId: number }>({
      query: ({ id }) => ({ url: `/admin/lead-stage/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { orgId }) => [{ type: 'LeadStages', id: orgId }],
    }),
    orgLeadGroups: build.query<Of<typeof leadGroupListSchema>, number>({
      query: (orgId) => `/admin/lead-group/org/${orgId}`,
      providesTags: (_r, _e, orgId) => [{ type: 'LeadGroups', id: orgId }],
    }),
    createLeadGroup: build.mutation<Of<typeof leadGroupSaved>, CreateLeadGroupBody>({
      query: (body) => ({ url: '/admin/lead-group', method: 'POST', body }),
      invalidatesTags: (_r, _e, body) => [{ type: 'LeadGroups', id: body.org_id }],
    }),
    updateLeadGroup: build.mutation<Of<typeof leadGroupSaved>, Change<UpdateLeadGroupBody>>({
      query: ({ id, body }) => ({ url: `/admin/lead-group/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { orgId }) => [{ type: 'LeadGroups', id: orgId }],
    }),
    deleteLeadGroup: build.mutation<Of<typeof leadDeleted>, { id: number; orgId: number }>({
      query: ({ id }) => ({ url: `/admin/lead-group/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { orgId }) => [{ type: 'LeadGroups', id: orgId }],
    }),
  }),
});

export const {
  useLeadStageTypesQuery,
  useLeadGroupTypesQuery,
  useOrgLeadStagesQuery,
  useCreateLeadStageMutation,
  useUpdateLeadStageMutation,
  useMoveLeadStageMutation,
  useDeleteLeadStageMutation,
  useOrgLeadGroupsQuery,
  useCreateLeadGroupMutation,
  useUpdateLeadGroupMutation,
  useDeleteLeadGroupMutation,
} = leadStagesApi;
