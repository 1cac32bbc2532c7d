import type {
  gmbLocationResultSchema,
  integrationSettingResultSchema,
  removedResultSchema,
  CreateIntegrationSettingBody,
  GmbLocation,
  IntegrationSettingPage,
  LinkGmbLocationBody,
  UpdateGmbLocationBody,
  UpdateIntegrationSettingBody,
} from '@switchboard/contract/integrations';
import type { orgUserPageSchema } from '@switchboard/contract/users';
import type { orgRowSchema, OrgSearchResponse } from '@switchboard/contract/teams';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

const base = api.enhanceEndpoints({ addTagTypes: ['IntegrationSettings', 'GmbLocations'] });
type Result<S extends z.ZodType> = z.output<S>;

export const integrationsApi = base.injectEndpoints({
  endpoints: (build) => ({
    /** Orgs matching a name or number typed in the org picker. */
    integrationOrgOptions: build.query<OrgSearchResponse, string>({
      query: (text) => ({
        url: '/org/search',
        params: { page: 1, page_size: 20, ...(text ? { text } : {}) },
      }),
    }),
    /** The picked org by id, so the picker can name it after a reload. */
    integrationOrg: build.query<z.infer<typeof orgRowSchema>, number>({
      query: (orgId) => `/org/details/${orgId}`,
    }),
    integrationSettings: build.query<
      IntegrationSettingPage,
      { orgId: number; page: number; pageSize: number }
    >({
      query: ({ orgId, page, pageSize }) => ({
        url: `/admin/integration/setting/org/${orgId}`,
        params: { page, page_size: pageSize },
      }),
      providesTags: ['IntegrationSettings'],
    }),
    addIntegration: build.mutation<
      Result<typeof integrationSettingResultSchema>,
      CreateIntegrationSettingBody
    >({
      query: (body) => ({ url: '/admin/integration/setting', method: 'POST', body }),
      invalidatesTags: ['IntegrationSettings'],
    }),
    changeIntegration: build.mutation<
      Result<typeof integrationSettingResultSchema>,
      { id: number; body: UpdateIntegrationSettingBody }
    >({
      query: ({ id, body }) => ({ url: `/admin/integration/setting/${id}`, method: 'PUT', body }),
      invalidatesTags: ['IntegrationSettings'],
    }),
    removeIntegration: build.mutation<Result<typeof removedResultSchema>, number>({
      query: (id) => ({ url: `/admin/integration/setting/${id}`, method: 'DELETE' }),
      invalidatesTags: ['IntegrationSettings'],
    }),
    gmbLocations: build.query<GmbLocation[], number>({
      query: (orgId) => ({ url: '/gmb-locations/admin/org', params: { org_id: orgId } }),
      providesTags: ['GmbLocations'],
    }),
    linkGmbLocation: build.mutation<Result<typeof gmbLocationResultSchema>, LinkGmbLocationBody>({
      query: (body) => ({ url: '/gmb-locations/admin', method: 'POST', body }),
      invalidatesTags: ['GmbLocations'],
    }),
    changeGmbLocation: build.mutation<
      Result<typeof gmbLocationResultSchema>,
      { id: number; body: UpdateGmbLocationBody }
    >({
      query: ({ id, body }) => ({ url: `/gmb-locations/admin/${id}`, method: 'PUT', body }),
      invalidatesTags: ['GmbLocations'],
    }),
    unlinkGmbLocation: build.mutation<Result<typeof removedResultSchema>, number>({
      query: (id) => ({ url: `/gmb-locations/admin/${id}`, method: 'DELETE' }),
      invalidatesTags: ['GmbLocations'],
    }),
    /** The org's members, for the user a location is linked to (first 100). */
    integrationOrgMembers: build.query<Result<typeof orgUserPageSchema>, number>({
      query: (orgId) => ({ url: `/users/org/${orgId}`, params: { page: 1, page_size: 100 } }),
    }),
  }),
});

export const {
  useIntegrationOrgOptionsQuery,
  useIntegrationOrgQuery,
  useIntegrationSettingsQuery,
  useGmbLocationsQuery,
  useAddIntegrationMutation,
  useChangeIntegrationMutation,
  useRemoveIntegrationMutation,
  useLinkGmbLocationMutation,
  useChangeGmbLocationMutation,
  useUnlinkGmbLocationMutation,
  useIntegrationOrgMembersQuery,
} = integrationsApi;
