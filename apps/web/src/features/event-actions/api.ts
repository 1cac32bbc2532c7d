import {
  eventActionListSchema,
  eventActionSchema,
  type SaveEventActionBody,
  type UpdateEventActionBody,
} from '@switchboard/contract/event-actions';
import { z } from 'zod';
import { api } from '../../lib/api/api';

const base = api.enhanceEndpoints({ addTagTypes: ['EventActions'] });
const saved = z.object({ message: z.string(), setting: eventActionSchema });
type Saved = z.infer<typeof saved>;

export const eventActionsApi = base.injectEndpoints({
  endpoints: (build) => ({
    orgEventActions: build.query<z.infer<typeof eventActionListSchema>, number>({
      query: (orgId) => `/admin/event/action-setting/org/${orgId}`,
      transformResponse: (data: unknown) => eventActionListSchema.parse(data),
      providesTags: (_r, _e, orgId) => [{ type: 'EventActions', id: orgId }],
    }),
    saveEventAction: build.mutation<Saved, SaveEventActionBody>({
      query: (body) => ({ url: '/admin/event/action-setting', method: 'POST', body }),
      transformResponse: (data: unknown) => saved.parse(data),
      invalidatesTags: (_r, _e, body) => [{ type: 'EventActions', id: body.org_id }],
    }),
    updateEventAction: build.mutation<
      Saved,
      { id: number; orgId: number; body: UpdateEventActionBody }
    >({
      query: ({ id, body }) => ({ url: `/admin/event/action-setting/${id}`, method: 'PUT', body }),
      transformResponse: (data: unknown) => saved.parse(data),
      invalidatesTags: (_r, _e, { orgId }) => [{ type: 'EventActions', id: orgId }],
    }),
  }),
});

export const { useOrgEventActionsQuery, useSaveEventActionMutation, useUpdateEventActionMutation } =
  eventActionsApi;
