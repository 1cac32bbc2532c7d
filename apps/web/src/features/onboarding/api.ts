import type {
  onboardingUiConfigSchema,
  onboardResultSchema,
  OnboardBody,
} from '@switchboard/contract/onboarding';
import type { userDetailSchema, userPageSchema } from '@switchboard/contract/users';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    findUserToOnboard: build.query<z.output<typeof userPageSchema>, string>({
      query: (text) => ({ url: '/users/search', params: { text, page_size: 8 } }),
    }),
    /** The user a link names (`/onboard?user=12`), read by id. */
    userToOnboard: build.query<z.output<typeof userDetailSchema>, number>({
      query: (id) => `/users/${id}`,
    }),
    onboardingUiConfig: build.query<z.output<typeof onboardingUiConfigSchema>, number>({
      query: (userId) => `/admin/org/onboarding-ui-config/${userId}`,
      keepUnusedDataFor: 0,
    }),
    onboard: build.mutation<z.output<typeof onboardResultSchema>, OnboardBody>({
      query: (body) => ({ url: '/admin/org/onboard', method: 'POST', body }),
    }),
  }),
});

export const {
  useFindUserToOnboardQuery,
  useUserToOnboardQuery,
  useOnboardingUiConfigQuery,
  useOnboardMutation,
} = onboardingApi;
