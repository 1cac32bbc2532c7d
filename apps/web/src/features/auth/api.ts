import type { LoginBody, LoginCodeBody, LoginResult, UserRecord } from '@switchboard/contract/auth';
import type { LoginPasskeyBody, PasskeyOptions } from '@switchboard/contract/passkeys';
import { api } from '../../lib/api/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    loginCode: build.mutation<UserRecord, LoginCodeBody>({
      query: (body) => ({ url: '/auth/login/code', method: 'POST', body }),
    }),
    passkeySignInOptions: build.mutation<PasskeyOptions, void>({
      query: () => ({ url: '/auth/login/passkey/options', method: 'POST' }),
    }),
    loginPasskey: build.mutation<UserRecord, LoginPasskeyBody>({
      query: (body) => ({ url: '/auth/login/passkey', method: 'POST', body }),
    }),
    logout: build.mutation<{ ok: boolean }, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    me: build.query<UserRecord, void>({
      query: () => '/auth/me',
      providesTags: ['Me'],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useMeQuery } = authApi;
