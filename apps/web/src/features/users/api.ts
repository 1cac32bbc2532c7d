import type {
  inviteResultSchema,
  orgUserPageSchema,
  presenceListSchema,
  reconnectResultSchema,
  recentDeviceSchema,
  sendPushResultSchema,
  simConnectionSchema,
  softphoneStateSchema,
  userDetailSchema,
  userPageSchema,
  userRowSchema,
  CreateUserBody,
  InviteUserBody,
  SendPushBody,
} from '@switchboard/contract/users';
import type { z } from 'zod';
import { api } from '../../lib/api/api';
import type { UserFilters } from './user-filters';

const usersBase = api.enhanceEndpoints({
  addTagTypes: ['User', 'UserList', 'OrgUsers', 'Softphone'],
});

export const usersApi = usersBase.injectEndpoints({
  endpoints: (build) => ({
    searchUsers: build.query<z.output<typeof userPageSchema>, UserFilters>({
      query: (f) => ({
        url: '/users/search',
        params: {
          page: f.page,
          page_size: f.pageSize,
          order: f.order,
          ...(f.status ? { status: f.status } : {}),
          ...(f.text ? { text: f.text } : {}),
        },
      }),
      providesTags: ['UserList'],
    }),
    userDetail: build.query<z.output<typeof userDetailSchema>, number>({
      query: (id) => `/users/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    recentDevice: build.query<z.output<typeof recentDeviceSchema>, number>({
      query: (id) => `/users/${id}/recent-device`,
    }),
    softphone: build.query<z.output<typeof softphoneStateSchema>, number>({
      query: (id) => `/users/${id}/softphone`,
      providesTags: (_r, _e, id) => [{ type: 'Softphone', id }],
    }),
    // The spec makes this change a GET, which stays for other clients; the console POSTs.
    reconnectSoftphone: build.mutation<z.output<typeof reconnectResultSchema>, number>({
      query: (id) => ({ url: `/users/${id}/reconnect-softphone`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Softphone', id }],
    }),
    createUser: build.mutation<z.output<typeof userRowSchema>, CreateUserBody>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      invalidatesTags: ['UserList'],
    }),
    inviteUser: build.mutation<z.output<typeof inviteResultSchema>, InviteUserBody>({
      query: (body) => ({ url: '/admin/users/invite', method: 'POST', body }),
      // The team page counts its members.
      invalidatesTags: (r) =>
        r ? ['UserList', { type: 'OrgUsers', id: r.org_id }, { type: 'Org', id: r.org_id }] : [],
    }),
    sendPush: build.mutation<z.output<typeof sendPushResultSchema>, SendPushBody>({
      query: (body) => ({ url: '/admin/send-pn', method: 'POST', body }),
    }),
    unlinkSim: build.mutation<z.output<typeof simConnectionSchema>, { id: number; userId: number }>(
      {
        query: ({ id }) => ({
          url: `/admin/user-sim-phone-connection/${id}/unlink`,
          method: 'POST',
          body: {},
        }),
        invalidatesTags: (_r, _e, { userId }) => [{ type: 'User', id: userId }],
      },
    ),
    orgUsers: build.query<
      z.output<typeof orgUserPageSchema>,
      { orgId: number; page: number; pageSize: number }
    >({
      query: ({ orgId, page, pageSize }) => ({
        url: `/users/org/${orgId}`,
        params: { page, page_size: pageSize },
      }),
      providesTags: (_r, _e, { orgId }) => [{ type: 'OrgUsers', id: orgId }],
    }),
    orgPresence: build.query<z.output<typeof presenceListSchema>, number>({
      query: (orgId) => `/presence/org/${orgId}`,
    }),
  }),
});

export const {
  useSearchUsersQuery,
  useUserDetailQuery,
  useRecentDeviceQuery,
  useSoftphoneQuery,
  useReconnectSoftphoneMutation,
  useCreateUserMutation,
  useInviteUserMutation,
  useSendPushMutation,
  useUnlinkSimMutation,
  useOrgUsersQuery,
  useOrgPresenceQuery,
} = usersApi;
