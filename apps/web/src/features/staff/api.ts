import type { TotpConfirmBody, TotpSetup, UserRecord } from '@switchboard/contract/auth';
import type {
  PasskeyList,
  PasskeyOptions,
  PasskeyRegistered,
  PasskeyRegisterBody,
} from '@switchboard/contract/passkeys';
import type {
  AcceptInvitationBody,
  ChangePasswordBody,
  ChangeStaffRoleBody,
  CompletePasswordResetBody,
  ForgotPasswordBody,
  PasswordResetView,
  StaffSession,
  InvitationView,
  InviteStaffBody,
  StaffInvitation,
  StaffList,
  StaffMember,
  StaffSettings,
  StaffSettingsBody,
  StaffStatusBody,
} from '@switchboard/contract/staff';
import type { StaffGrantsBody } from '@switchboard/contract/grants';
import type { ChannelMode } from '@switchboard/contract/outbox';
import { api } from '../../lib/api/api';

const base = api.enhanceEndpoints({ addTagTypes: ['StaffMembers', 'Passkeys', 'StaffSessions'] });

/** The Staff page (SU) and the invitee's accept page. */
export const staffMembersApi = base.injectEndpoints({
  endpoints: (build) => ({
    staffDirectory: build.query<StaffList, void>({
      query: () => '/admin/staff-members',
      providesTags: ['StaffMembers'],
    }),
    inviteStaff: build.mutation<StaffInvitation, InviteStaffBody>({
      query: (body) => ({ url: '/admin/staff-members/invitations', method: 'POST', body }),
      invalidatesTags: ['StaffMembers'],
    }),
    resendInvitation: build.mutation<{ ok: true }, number>({
      query: (id) => ({ url: `/admin/staff-members/invitations/${id}/resend`, method: 'POST' }),
      invalidatesTags: ['StaffMembers'],
    }),
    /**
     * With email in the sandbox, no invitation leaves the server: the SU is handed its link to
     * pass on (audited on the server, so it is asked for by a click, never cached).
     */
    invitationSandboxLink: build.mutation<{ link: string }, number>({
      query: (id) => ({
        url: `/admin/staff-members/invitations/${id}/sandbox-link`,
        method: 'GET',
      }),
    }),
    /** Which channels run in the sandbox: email's says whether that link can be shown. */
    staffChannelModes: build.query<ChannelMode[], void>({
      query: () => '/outbox/channels',
    }),
    revokeInvitation: build.mutation<{ ok: true }, number>({
      query: (id) => ({ url: `/admin/staff-members/invitations/${id}/revoke`, method: 'POST' }),
      invalidatesTags: ['StaffMembers'],
    }),
    changeStaffRole: build.mutation<StaffMember, ChangeStaffRoleBody & { id: number }>({
      query: ({ id, ...body }) => ({
        url: `/admin/staff-members/${id}/role`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['StaffMembers'],
    }),
    setStaffStatus: build.mutation<StaffMember, StaffStatusBody & { id: number }>({
      query: ({ id, ...body }) => ({
        url: `/admin/staff-members/${id}/status`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['StaffMembers'],
    }),
    resetStaffFactors: build.mutation<{ ok: true }, number>({
      query: (id) => ({ url: `/admin/staff-members/${id}/reset-factors`, method: 'POST' }),
      invalidatesTags: ['StaffMembers'],
    }),
    setStaffGrants: build.mutation<StaffMember, StaffGrantsBody & { id: number }>({
      query: ({ id, ...body }) => ({
        url: `/admin/staff-members/${id}/grants`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['StaffMembers'],
    }),
    // Who has no second factor changes with the members: the same tag refreshes both.
    staffSettings: build.query<StaffSettings, void>({
      query: () => '/admin/staff-settings',
      providesTags: ['StaffMembers'],
    }),
    setStaffSettings: build.mutation<StaffSettings, StaffSettingsBody>({
      query: (body) => ({ url: '/admin/staff-settings', method: 'PUT', body }),
      invalidatesTags: ['StaffMembers'],
    }),
    setUpTotp: build.mutation<TotpSetup, void>({
      query: () => ({ url: '/auth/totp/setup', method: 'POST' }),
    }),
    confirmTotp: build.mutation<{ recovery_codes: string[] }, TotpConfirmBody>({
      query: (body) => ({ url: '/auth/totp/confirm', method: 'POST', body }),
      invalidatesTags: ['StaffMembers'],
    }),
    passkeys: build.query<PasskeyList, void>({
      query: () => '/auth/passkeys',
      providesTags: ['Passkeys'],
    }),
    passkeyRegistrationOptions: build.mutation<PasskeyOptions, void>({
      query: () => ({ url: '/auth/passkeys/options', method: 'POST' }),
    }),
    addPasskey: build.mutation<PasskeyRegistered, PasskeyRegisterBody>({
      query: (body) => ({ url: '/auth/passkeys', method: 'POST', body }),
      invalidatesTags: ['Passkeys', 'StaffMembers'],
    }),
    removePasskey: build.mutation<{ ok: true }, number>({
      query: (id) => ({ url: `/auth/passkeys/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Passkeys', 'StaffMembers'],
    }),
    invitation: build.query<InvitationView, string>({
      query: (token) => `/auth/invitations/${encodeURIComponent(token)}`,
    }),
    acceptInvitation: build.mutation<UserRecord, AcceptInvitationBody>({
      query: (body) => ({ url: '/auth/invitations/accept', method: 'POST', body }),
    }),
    changePassword: build.mutation<{ ok: true }, ChangePasswordBody>({
      query: (body) => ({ url: '/auth/password', method: 'POST', body }),
      invalidatesTags: ['StaffSessions'],
    }),
    mySessions: build.query<StaffSession[], void>({
      query: () => '/auth/sessions',
      providesTags: ['StaffSessions'],
    }),
    endMySession: build.mutation<{ ok: true }, number>({
      query: (id) => ({ url: `/auth/sessions/${id}/revoke`, method: 'POST' }),
      invalidatesTags: ['StaffSessions'],
    }),
    staffSessions: build.query<StaffSession[], number>({
      query: (id) => `/admin/staff-members/${id}/sessions`,
      providesTags: ['StaffSessions'],
    }),
    endStaffSession: build.mutation<{ ok: true }, { id: number; sessionId: number }>({
      query: ({ id, sessionId }) => ({
        url: `/admin/staff-members/${id}/sessions/${sessionId}/revoke`,
        method: 'POST',
      }),
      invalidatesTags: ['StaffSessions'],
    }),
    requestPasswordReset: build.mutation<{ ok: true }, ForgotPasswordBody>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
    }),
    passwordReset: build.query<PasswordResetView, string>({
      query: (token) => `/auth/password-reset/${encodeURIComponent(token)}`,
    }),
    completePasswordReset: build.mutation<{ ok: true }, CompletePasswordResetBody>({
      query: (body) => ({ url: '/auth/password-reset/complete', method: 'POST', body }),
    }),
  }),
});

export const {
  useStaffDirectoryQuery,
  useInviteStaffMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useInvitationSandboxLinkMutation,
  useStaffChannelModesQuery,
  useChangeStaffRoleMutation,
  useSetStaffStatusMutation,
  useResetStaffFactorsMutation,
  useSetStaffGrantsMutation,
  useStaffSettingsQuery,
  useSetStaffSettingsMutation,
  useSetUpTotpMutation,
  useConfirmTotpMutation,
  usePasskeysQuery,
  usePasskeyRegistrationOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  useChangePasswordMutation,
  useMySessionsQuery,
  useEndMySessionMutation,
  useStaffSessionsQuery,
  useEndStaffSessionMutation,
} = staffMembersApi;
