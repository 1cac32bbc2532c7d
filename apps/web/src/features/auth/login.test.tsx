import type { Role } from '@switchboard/contract/roles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_STORAGE_KEY } from '../../lib/session/saved-user';
import { fakeApi, json, userWith } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { returnTo } from './return-to';

afterEach(() => vi.unstubAllGlobals());

async function signIn(email = 'someone@switchboard.test', password = 'Switchboard!2026') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/email/i), email);
  await user.type(screen.getByLabelText(/password/i), password);
  await user.keyboard('{Enter}');
}

describe('login', () => {
  it.each<Role>(['ADMIN', 'SU'])('sends %s to the root path and saves userData', async (role) => {
    fakeApi({ 'POST /auth/login': () => json(200, { data: userWith(role) }) });
    const { router } = renderApp('/login');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('dashboards-page')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toMatchObject({ role });
  });

  it('returns to the deep link that sent them to sign in, filters included', async () => {
    fakeApi({ 'POST /auth/login': () => json(200, { data: userWith('SU') }) });
    const { router } = renderApp('/trial-call-history?status=MISSED&text=98765');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/trial-call-history'));
    expect(router.state.location.search).toBe('?status=MISSED&text=98765');
  });

  it.each([
    ['//evil.example/x', '/'],
    ['https://evil.example', '/'],
    ['/login', '/'],
    ['/teams?tab=kyc', '/teams?tab=kyc'],
  ])('takes only pages of this console as a return address (%s)', (from, to) => {
    expect(returnTo({ from }, '/')).toBe(to);
  });

  it('keeps any other role on /login with a reason and no saved user', async () => {
    const calls = fakeApi({
      'POST /auth/login': () => json(200, { data: userWith('AGENT') }),
      'POST /auth/logout': () => json(200, { data: { ok: true } }),
    });
    const { router } = renderApp('/login');
    await signIn();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      /not allowed to use the console/,
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    // The server session of a refused role is closed again.
    expect(calls).toContain('POST /auth/logout');
  });

  it('explains a refusal by the server (403) the same way', async () => {
    fakeApi({ 'POST /auth/login': () => json(403, { message: 'Forbidden', code: 'FORBIDDEN' }) });
    renderApp('/login');
    await signIn();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      /not allowed to use the console/,
    );
  });

  it("shows the server's message for wrong credentials", async () => {
    fakeApi({
      'POST /auth/login': () =>
        json(401, { message: 'Invalid email or password', code: 'UNAUTHENTICATED' }),
    });
    renderApp('/login');
    await signIn('su@switchboard.test', 'wrong');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Invalid email or password');
  });

  it('offers the passkey after the password, and a recovery code instead', async () => {
    fakeApi({
      'POST /auth/login': () =>
        json(200, { data: { second_factor: 'PASSKEY', methods: ['PASSKEY'] } }),
    });
    const { router } = renderApp('/login');
    await signIn();
    expect(await screen.findByTestId('login-passkey')).toHaveTextContent('Use a passkey');
    expect(screen.getByLabelText('Or a recovery code')).toBeInTheDocument();
    expect(screen.queryByLabelText(/authenticator app/)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor without a user to /login', async () => {
    fakeApi({});
    const { router } = renderApp('/teams');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
