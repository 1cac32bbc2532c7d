import type {
  eventActionSchema,
  eventActionListSchema,
  SaveEventActionBody,
  UpdateEventActionBody,
} from '@switchboard/contract/event-actions';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

const base = api.enhanceEndpoints({ addTagTypes: ['EventActions'] });
/** What saving answers: the spec's message and the setting as saved. */
type Saved = { message: string; setting: z.infer<typeof eventActionSchema> };

export const eventActionsApi = base.injectEndpoints({
  endpoints: (build) => ({
    orgEventActions: build.query<z.infer<typeof eventActionListSchema>, number>({
      query: (orgId) => `/admin/event/action-setting/org/${orgId}`,
      providesTags: (_r, _e, orgId) => [{ type: 'EventActions', id: orgId }],
    }),
    saveEventAction: build.mutation<Saved, SaveEventActionBody>({
      query: (body) => ({ url: '/admin/event/action-setting', method: 'POST', body }),
      invalidatesTags: (_r, _e, body) => [{ type: 'EventActions', id: body.org_id }],
    }),
    updateEventAction: build.mutation<
      Saved,
      { id: number; orgId: number; body: UpdateEventActionBody }
    >({
      query: ({ id, body }) => ({ url: `/admin/event/action-setting/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { orgId }) => [{ type: 'EventActions', id: orgId }],
    }),
  }),
});

export const { useOrgEventActionsQuery, useSaveEventActionMutation, useUpdateEventActionMutation } =
  eventActionsApi;
