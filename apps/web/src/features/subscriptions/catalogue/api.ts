import type {
  catalogueChangeResult,
  CatalogueView,
  CreateAddonBody,
  CreatePlanBody,
  CreateVariantBody,
  UpdateAddonBody,
  UpdatePlanBody,
  UpdateVariantBody,
} from '@switchboard/contract/catalogue';
import type { z } from 'zod';
import { api } from '../../../lib/api/api';

type Changed = z.output<typeof catalogueChangeResult>;
const base = api.enhanceEndpoints({ addTagTypes: ['Catalogue', 'Plans'] });

/** Every change answers with the whole catalogue: it replaces the cached one at once. */
const change = <B>(query: (body: B) => { url: string; method: string; body: unknown }) => ({
  query,
  // The Create Plan modal's plan list reads the same rows.
  invalidatesTags: ['Catalogue' as const, 'Plans' as const],
});

export const catalogueApi = base.injectEndpoints({
  endpoints: (build) => ({
    catalogue: build.query<CatalogueView, void>({
      query: () => '/admin/catalogue',
      providesTags: ['Catalogue'],
    }),
    createCataloguePlan: build.mutation<Changed, CreatePlanBody>(
      change((body) => ({ url: '/admin/catalogue/plans', method: 'POST', body })),
    ),
    updateCataloguePlan: build.mutation<Changed, { id: number; body: UpdatePlanBody }>(
      change(({ id, body }) => ({ url: `/admin/catalogue/plans/${id}`, method: 'PUT', body })),
    ),
    createCatalogueVariant: build.mutation<Changed, { planId: number; body: CreateVariantBody }>(
      change(({ planId, body }) => ({
        url: `/admin/catalogue/plans/${planId}/variants`,
        method: 'POST',
        body,
      })),
    ),
    updateCatalogueVariant: build.mutation<Changed, { id: number; body: UpdateVariantBody }>(
      change(({ id, body }) => ({ url: `/admin/catalogue/variants/${id}`, method: 'PUT', body })),
    ),
    createCatalogueAddon: build.mutation<Changed, CreateAddonBody>(
      change((body) => ({ url: '/admin/catalogue/addons', method: 'POST', body })),
    ),
    updateCatalogueAddon: build.mutation<Changed, { id: number; body: UpdateAddonBody }>(
      change(({ id, body }) => ({ url: `/admin/catalogue/addons/${id}`, method: 'PUT', body })),
    ),
  }),
});

export const {
  useCatalogueQuery,
  useCreateCataloguePlanMutation,
  useUpdateCataloguePlanMutation,
  useCreateCatalogueVariantMutation,
  useUpdateCatalogueVariantMutation,
  useCreateCatalogueAddonMutation,
  useUpdateCatalogueAddonMutation,
} = catalogueApi;
