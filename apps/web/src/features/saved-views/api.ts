import type {
  savedViewDeleted,
  savedViewSaved,
  CreateSavedViewBody,
  SavedView,
  SavedViewList,
} from '@switchboard/contract/saved-views';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

const base = api.enhanceEndpoints({ addTagTypes: ['SavedView'] });

/** The signed-in staff member's saved views, one list at a time. */
export const savedViewsApi = base.injectEndpoints({
  endpoints: (build) => ({
    savedViews: build.query<SavedView[], SavedViewList>({
      query: (list) => ({ url: '/admin/saved-views', params: { list } }),
      providesTags: (_views, _error, list) => [{ type: 'SavedView', id: list }],
    }),
    saveView: build.mutation<z.infer<typeof savedViewSaved>, CreateSavedViewBody>({
      query: (body) => ({ url: '/admin/saved-views', method: 'POST', body }),
      invalidatesTags: (_saved, _error, body) => [{ type: 'SavedView', id: body.list }],
    }),
    deleteView: build.mutation<z.infer<typeof savedViewDeleted>, SavedView>({
      query: (view) => ({ url: `/admin/saved-views/${view.id}`, method: 'DELETE' }),
      invalidatesTags: (_deleted, _error, view) => [{ type: 'SavedView', id: view.list }],
    }),
  }),
});

export const { useSavedViewsQuery, useSaveViewMutation, useDeleteViewMutation } = savedViewsApi;
