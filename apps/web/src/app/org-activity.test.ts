import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../test/fake-api';
import { api } from '../lib/api/api';
import { createStore } from './store';

// Stand-ins for any area's endpoints: a timeline, and changes made by some other area.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    timeline: build.query<unknown, number>({
      query: (orgId) => `/audit/org/${orgId}`,
      providesTags: (_r, _e, orgId) => [{ type: 'OrgActivity', id: orgId }],
    }),
    change: build.mutation<unknown, string>({
      query: (url) => ({ url, method: 'POST', body: {} }),
    }),
  }),
});

describe('the org activity timeline', () => {
  it('reloads after a successful change made by any area, not after a failed one', async () => {
    const calls = fakeApi({
      'GET /audit/org/7': () => json(200, { data: { rows: [], next_before: null } }),
      'POST /admin/users/invite': () => json(200, { data: {} }),
      'POST /voice-message/org': () =>
        json(400, { message: 'Invalid body: name', code: 'VALIDATION_ERROR' }),
    });
    const { store } = createStore();
    const timelineLoads = () => calls.filter((c) => c === 'GET /audit/org/7').length;
    const subscription = store.dispatch(testApi.endpoints.timeline.initiate(7));
    await subscription;
    expect(timelineLoads()).toBe(1);

    await store.dispatch(testApi.endpoints.change.initiate('/voice-message/org'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(timelineLoads()).toBe(1);

    await store.dispatch(testApi.endpoints.change.initiate('/admin/users/invite'));
    await waitFor(() => expect(timelineLoads()).toBe(2));
    subscription.unsubscribe();
  });
});
