import { userRecordSchema, type LoginBody, type UserRecord } from '@switchboard/contract/auth';
import { api } from '../../lib/api/api';

const toUser = (data: unknown): UserRecord => userRecordSchema.parse(data);

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<UserRecord, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: toUser,
    }),
    logout: build.mutation<{ ok: boolean }, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    me: build.query<UserRecord, void>({
      query: () => '/auth/me',
      transformResponse: toUser,
      providesTags: ['Me'],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useMeQuery } = authApi;
