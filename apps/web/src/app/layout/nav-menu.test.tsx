import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, userWith } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import i18n from '../../lib/i18n';

const english = [
  'Dashboards',
  'Users & Teams',
  'Invite Codes',
  'Short URL',
  'Onboard User',
  'Payment Links',
  'Campaigns',
  'Referrals',
  'Integrations',
  'Rewards',
  'Subscriptions',
  'Trial Call History',
  'Voip Numbers',
  'Internal leads',
  'Document Verification',
  'Whatsapp',
];

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function menuLabels() {
  const nav = await screen.findByRole('navigation', { name: /menu|menü/i });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('menu', () => {
  it("shows the spec's 16 entries in the spec's order, then Payments and the Outbox", async () => {
    fakeApi({ 'GET /auth/me': () => json(200, { data: userWith('SU') }) });
    renderApp('/', { user: userWith('SU') });
    expect(await menuLabels()).toEqual([...english, 'Payments', 'Outbox']);
    expect(screen.getByTestId('menu-teams')).toHaveAttribute('href', '/teams');
    expect(screen.getByTestId('menu-payments')).toHaveAttribute('href', '/payment-links/payments');
    expect(screen.getByTestId('menu-outbox')).toHaveAttribute('href', '/outbox');
    // Each entry has its icon (menu-icons.ts keeps them apart from the menu, by id).
    for (const link of within(screen.getByRole('navigation', { name: /menu/i })).getAllByRole(
      'link',
    ))
      expect(link.querySelector('svg')).not.toBeNull();
  });

  it('translates when the language changes, and remembers the choice', async () => {
    fakeApi({ 'GET /auth/me': () => json(200, { data: userWith('ADMIN') }) });
    renderApp('/', { user: userWith('ADMIN') });
    await menuLabels();
    await act(() => i18n.changeLanguage('de'));
    const german = await menuLabels();
    expect(german).toHaveLength(18);
    expect(german).toContain('Postausgang');
    expect(german).toContain('Benutzer & Teams');
    expect(german).toContain('Dokumentenprüfung');
    expect(localStorage.getItem('lang')).toBe('de');
  });

  it('ends a saved session the server no longer knows', async () => {
    fakeApi({
      'GET /auth/me': () => json(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' }),
    });
    const { router } = renderApp('/', { user: userWith('SU') });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('userData')).toBeNull();
  });
});
