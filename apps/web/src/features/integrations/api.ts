import {
  gmbLocationListSchema,
  heltarLookupSchema,
  integrationSettingPage,
  type GmbLocation,
  type HeltarLookup,
  type IntegrationSettingPage,
} from '@switchboard/contract/integrations';
import {
  orgRowSchema,
  orgSearchResponse,
  type OrgSearchResponse,
} from '@switchboard/contract/teams';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

export const integrationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Orgs matching a name or number typed in the org picker. */
    integrationOrgOptions: build.query<OrgSearchResponse, string>({
      query: (text) => ({
        url: '/org/search',
        params: { page: 1, page_size: 20, ...(text ? { text } : {}) },
      }),
      transformResponse: (data) => orgSearchResponse.parse(data),
    }),
    /** The picked org by id, so the picker can name it after a reload. */
    integrationOrg: build.query<z.infer<typeof orgRowSchema>, number>({
      query: (orgId) => `/org/details/${orgId}`,
      transformResponse: (data) => orgRowSchema.loose().parse(data),
    }),
    integrationSettings: build.query<
      IntegrationSettingPage,
      { orgId: number; page: number; pageSize: number }
    >({
      query: ({ orgId, page, pageSize }) => ({
        url: `/admin/integration/setting/org/${orgId}`,
        params: { page, page_size: pageSize },
      }),
      transformResponse: (data) => integrationSettingPage.parse(data),
    }),
    gmbLocations: build.query<GmbLocation[], number>({
      query: (orgId) => ({ url: '/gmb-locations/admin/org', params: { org_id: orgId } }),
      transformResponse: (data) => gmbLocationListSchema.parse(data),
    }),
    heltarAccount: build.query<HeltarLookup, number>({
      query: (orgId) => `/whatsapp/heltar/${orgId}`,
      transformResponse: (data) => heltarLookupSchema.parse(data),
    }),
  }),
});

export const {
  useIntegrationOrgOptionsQuery,
  useIntegrationOrgQuery,
  useIntegrationSettingsQuery,
  useGmbLocationsQuery,
  useHeltarAccountQuery,
} = integrationsApi;
