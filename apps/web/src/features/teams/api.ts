import type { AuditEntry } from '@switchboard/contract/audit';
import type {
  OrgSettingsBody,
  OrgSettingsResponse,
  OrgSettingsSaved,
} from '@switchboard/contract/org-settings';
import type {
  CrmTrialBody,
  OdAccountBody,
  OrgActionResponse,
  OrgDetails,
  OrgSearchResponse,
  OrgUpdateBody,
  TempOtpResponse,
} from '@switchboard/contract/teams';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { api } from '../../lib/api/api';
import { teamQuery, type TeamFilters } from './team-filters';

const teamsBase = api.enhanceEndpoints({ addTagTypes: ['OrgList', 'OrgSettings'] });

/**
 * Every org change refreshes the list and the team page; the activity timeline refreshes after
 * any change (app/org-activity.ts).
 */
const orgChanged = (result: OrgActionResponse | undefined) =>
  result ? ['OrgList' as const, { type: 'Org' as const, id: result.org.id }] : [];

export const teamsApi = teamsBase.injectEndpoints({
  endpoints: (build) => {
    /** An action on the org: answers the spec's message and the org as it now is. */
    const orgAction = <Arg>(query: (arg: Arg) => string | FetchArgs) =>
      build.mutation<OrgActionResponse, Arg>({
        query,
        invalidatesTags: orgChanged,
      });
    return {
      searchOrgs: build.query<OrgSearchResponse, TeamFilters>({
        query: ({ page, pageSize, ...filters }) => ({
          url: '/org/search',
          params: { page, page_size: pageSize, ...teamQuery(filters) },
        }),
        providesTags: ['OrgList'],
      }),
      orgDetails: build.query<OrgDetails, number>({
        query: (id) => `/org/details/${id}`,
        providesTags: (_r, _e, id) => [{ type: 'Org', id }],
      }),
      updateOrg: orgAction<{ id: number; body: OrgUpdateBody }>(({ id, body }) => ({
        url: `/org/${id}`,
        method: 'PUT',
        body,
      })),
      deleteOrg: orgAction<number>((id) => ({ url: `/org/${id}`, method: 'DELETE' })),
      restoreOrg: orgAction<number>((id) => ({ url: `/org/${id}/restore`, method: 'POST' })),
      // The spec's GETs for these two changes stay for other clients; the console POSTs.
      releaseNumber: orgAction<string>((number) => ({
        url: `/numbers/release/${encodeURIComponent(number)}`,
        method: 'POST',
      })),
      startNewTrial: orgAction<number>((id) => ({
        url: `/orders/start-new-trial/${id}`,
        method: 'POST',
      })),
      startCrmTrial: orgAction<CrmTrialBody>((body) => ({
        url: '/admin/org/start-crm-trial',
        method: 'POST',
        body,
      })),
      refreshTrunk: orgAction<{ org_id: number; multi: boolean }>(({ org_id, multi }) => ({
        url: '/subscription/refresh-trunk',
        method: 'POST',
        body: multi ? { org_id, v: 2 } : { org_id },
      })),
      qualifyOrg: orgAction<number>((id) => ({ url: `/admin/org/${id}/qualify`, method: 'POST' })),
      resetFup: orgAction<number>((id) => ({ url: `/admin/org/reset-fup/${id}`, method: 'POST' })),
      configureOdAccount: orgAction<OdAccountBody>((body) => ({
        url: '/admin/org/configure-od-acccount',
        method: 'POST',
        body,
      })),
      tempOtp: build.mutation<TempOtpResponse, number>({
        query: (id) => ({ url: `/auth/temp-otp/org/${id}`, method: 'POST' }),
      }),
      orgSettings: build.query<OrgSettingsResponse, number>({
        query: (id) => `/settings/org/${id}`,
        providesTags: (_r, _e, id) => [{ type: 'OrgSettings', id }],
      }),
      saveOrgSettings: build.mutation<OrgSettingsSaved, { id: number; body: OrgSettingsBody }>({
        query: ({ id, body }) => ({ url: `/settings/org/${id}`, method: 'POST', body }),
        invalidatesTags: (_r, _e, { id }) => [{ type: 'OrgSettings', id }],
      }),
      toggleTrialAnnouncement: build.mutation<OrgSettingsSaved, { id: number; on: boolean }>({
        query: ({ id, on }) => ({
          url: `/settings/org/${id}/trial-announcement-toggle`,
          method: 'POST',
          body: { trial_announcement_toggle: on ? 1 : 0 },
        }),
        invalidatesTags: (_r, _e, { id }) => [{ type: 'OrgSettings', id }],
      }),
      orgActivity: build.query<
        { rows: AuditEntry[]; next_before: number | null },
        { orgId: number; before?: number }
      >({
        query: ({ orgId, before }) => ({
          url: `/audit/org/${orgId}`,
          params: before ? { before, limit: 15 } : { limit: 15 },
        }),
        providesTags: (_r, _e, { orgId }) => [{ type: 'OrgActivity', id: orgId }],
      }),
    };
  },
});

export const {
  useSearchOrgsQuery,
  useOrgDetailsQuery,
  useUpdateOrgMutation,
  useDeleteOrgMutation,
  useRestoreOrgMutation,
  useReleaseNumberMutation,
  useStartNewTrialMutation,
  useStartCrmTrialMutation,
  useRefreshTrunkMutation,
  useQualifyOrgMutation,
  useResetFupMutation,
  useConfigureOdAccountMutation,
  useTempOtpMutation,
  useOrgSettingsQuery,
  useSaveOrgSettingsMutation,
  useToggleTrialAnnouncementMutation,
  useOrgActivityQuery,
} = teamsApi;
