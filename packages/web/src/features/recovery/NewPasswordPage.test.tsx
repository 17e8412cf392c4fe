import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/preact';
import { fakeServer, json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const SET_PASSWORD = 'POST /api/user/password/recover';
const ISSUED_AT_MS = Date.UTC(2026, 10, 23, 9, 0, 0);
const LINK = `/sign/recover?q=signed-abc&t=${ISSUED_AT_MS}`;
const MINUTE = 60_000;

function button(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement;
}

async function openLinkAt(nowMs: number, path = LINK) {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: nowMs });
  const app = await renderApp({ path });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

describe('new password page (spec 1 §2/§4/§5)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['/sign/recover', '/sign/recover?q=signed-abc', `/sign/recover?t=${ISSUED_AT_MS}`])('sends a link without its query (%s) to the request page', async (path) => {
    fakeServer();
    const { router } = await openLinkAt(ISSUED_AT_MS, path);

    expect(router.state.location.pathname).toBe('/sign/recoverrequest');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
  });

  it('accepts a link 59 minutes old', async () => {
    fakeServer();
    await openLinkAt(ISSUED_AT_MS + 59 * MINUTE);

    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeTruthy();
  });

  it('treats a link over 1 hour old as expired and asks for a new one', async () => {
    const server = fakeServer();
    const { router } = await openLinkAt(ISSUED_AT_MS + 61 * MINUTE);

    expect(router.state.location.pathname).toBe('/sign/recoverrequest');
    expect(router.state.location.search).toBe('?expired=1');
    expect(screen.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeTruthy();
    expect(server.calls(SET_PASSWORD)).toHaveLength(0);
  });

  it('treats a link with an unreadable time as expired', async () => {
    fakeServer();
    const { router } = await openLinkAt(ISSUED_AT_MS, '/sign/recover?q=signed-abc&t=yesterday');

    expect(router.state.location.search).toBe('?expired=1');
  });

  it('validates only on submit: both fields required', async () => {
    const server = fakeServer();
    const { user } = await openLinkAt(ISSUED_AT_MS);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(button());

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please type a new password.', 'Please repeat the new password.']);
    expect(button().disabled).toBe(true);
    expect(server.calls(SET_PASSWORD)).toHaveLength(0);
  });

  it('asks for at least 8 characters and clears only the edited field’s error', async () => {
    fakeServer();
    const { user } = await openLinkAt(ISSUED_AT_MS);

    await user.type(screen.getByLabelText('New password'), 'short1');
    await user.click(button());

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Use at least 8 characters.', 'Please repeat the new password.']);

    await user.type(screen.getByLabelText('Repeat the new password'), 's');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Use at least 8 characters.']);
    expect(button().disabled).toBe(true);

    await user.type(screen.getByLabelText('New password'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button().disabled).toBe(false);
  });

  it('says when the passwords differ', async () => {
    fakeServer();
    const { user } = await openLinkAt(ISSUED_AT_MS);

    await user.type(screen.getByLabelText('New password'), 'long-enough-1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'long-enough-2');
    await user.click(button());

    expect(screen.getByRole('alert').textContent).toBe("The passwords don't match.");
  });

  it('sets the password with the signed query, then shows the success page with the way to log in', async () => {
    const server = fakeServer();
    server.on(SET_PASSWORD, () => json(200, { result: { email: 'ana@example.com' } }));
    const { user } = await openLinkAt(ISSUED_AT_MS + 5 * MINUTE);

    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-1');
    await user.click(button());

    expect(await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeTruthy();
    expect(server.calls(SET_PASSWORD)[0]!.body).toEqual({ signed_query: 'signed-abc', password: 'new-secret-1' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('marks the link expired when the server refuses it', async () => {
    const server = fakeServer();
    server.on(SET_PASSWORD, () => json(400, { code: 410, message: 'link expired' }));
    const { user, router } = await openLinkAt(ISSUED_AT_MS);

    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-1');
    await user.click(button());

    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeTruthy();
    expect(router.state.location.search).toBe('?expired=1');
  });

  it('shows a password the server refuses on the form instead', async () => {
    const server = fakeServer();
    server.on(SET_PASSWORD, () => json(400, { code: 400, message: 'invalid', fields: { password: 'recoverPassword.enterMoreSymb' } }));
    const { user, router } = await openLinkAt(ISSUED_AT_MS);

    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-1');
    await user.click(button());

    expect((await screen.findByRole('alert')).textContent).toBe('Use at least 8 characters.');
    expect(router.state.location.pathname).toBe('/sign/recover');
  });

  it('keeps the form when the network fails, with a message', async () => {
    const server = fakeServer();
    server.on(SET_PASSWORD, () => 'network-error');
    const { user } = await openLinkAt(ISSUED_AT_MS);

    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-1');
    await user.click(button());

    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't reach Amora. Check your connection and try again.");
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeTruthy();
  });
});
