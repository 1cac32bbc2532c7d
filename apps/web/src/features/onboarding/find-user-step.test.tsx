import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, userWith } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// Warm the lazily loaded area page once, so the test waits for data, not for the module.
beforeAll(() => import('./onboarding-page'), 30_000);
afterEach(() => vi.unstubAllGlobals());

const anil = {
  id: 3,
  first_name: 'Anil',
  last_name: 'Week',
  phone: '9301111000',
  email: null,
  role: 'ORG_ADMIN',
  status: 'ACTIVE',
  created_at: '2026-11-28T05:00:00.000Z',
  orgs: [],
};

describe('onboarding from a user’s page', { timeout: 20_000 }, () => {
  it('reads the user the link names by id, even a one-digit id, and goes on to their team', async () => {
    const calls = fakeApi({
      'GET /users/3': () => json(200, { data: anil }),
      'GET /admin/org/onboarding-ui-config/3': () =>
        json(200, {
          data: {
            user: { id: 3, first_name: 'Anil', last_name: 'Week', phone: anil.phone, email: null },
            onboarded_org: null,
            pending_org: null,
            defaults: { org_name: 'Anil Week', email: null, is_lite: false },
          },
        }),
    });
    renderApp('/onboard?user=3', { user: userWith('SU') });
    expect(
      await screen.findByText('Onboarding Anil Week (9301111000)', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    // Not a search for "3", which would match every phone with a 3 in it.
    expect(calls.some((c) => c.startsWith('GET /users/search'))).toBe(false);
  });
});
