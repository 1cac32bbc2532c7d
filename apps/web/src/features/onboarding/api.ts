import type {
  onboardingUiConfigSchema,
  onboardResultSchema,
  OnboardBody,
} from '@switchboard/contract/onboarding';
import type { userPageSchema } from '@switchboard/contract/users';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    findUserToOnboard: build.query<z.output<typeof userPageSchema>, string>({
      query: (text) => ({ url: '/users/search', params: { text, page_size: 8 } }),
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

export const { useFindUserToOnboardQuery, useOnboardingUiConfigQuery, useOnboardMutation } =
  onboardingApi;
