import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { readTokens } from '../../api/tokens.ts';
import { answerSessionStart, fakeServer, json, tokens } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

function loginServer() {
  const server = fakeServer();
  server.on('POST /rest/v2/tracking/funnel/v2/step', () => json(200, { result: true }));
  return server;
}

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderApp>>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page (spec 1 §2/§5/§8)', () => {
  it('has the title, labelled fields, the forgot-password link and a way home', async () => {
    const server = loginServer();
    await renderApp({ path: '/login' });

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/sign/recoverrequest');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(server.calls('POST /rest/v2/tracking/funnel/v2/step')).toHaveLength(1));
    expect(server.calls('POST /rest/v2/tracking/funnel/v2/step')[0]!.body).toEqual({
      event_name: 'view',
      step_name: 'login_step',
      step_number: 0,
      step_count: 0,
      step_type: 0,
    });
  });

  it.each([
    ['', '', 'Please enter your e-mail and password.'],
    ['', 'secret-1', 'Please enter your e-mail.'],
    ['ana@example', 'secret-1', "That e-mail address doesn't look right. Please check it."],
    ['  ana@example.com  ', '   ', 'Please enter your password.'],
  ])('validates on submit: e-mail %j, password %j', async (email, password, message) => {
    const server = loginServer();
    const { user } = await renderApp({ path: '/login' });

    await fillAndSubmit(user, email, password);

    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(server.calls('POST /rest/v2/login')).toHaveLength(0);
  });

  it('clears the error as soon as a field is edited', async () => {
    loginServer();
    const { user } = await renderApp({ path: '/login' });
    await fillAndSubmit(user, '', '');
    expect(screen.getByRole('alert')).toBeTruthy();

    await user.type(screen.getByLabelText('E-mail'), 'a');

    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [400, 101, 'The e-mail or password is incorrect.', 'Reset your password'],
    [400, 102, 'Wrong e-mail or password. Please try again.', 'Reset your password'],
    [429, 103, 'Too many login attempts. Please wait a few minutes and try again.', null],
    [403, 5, 'This account was blocked for going against the Amora community rules.', 'Read the community rules'],
    [400, 38, 'This account was blocked for going against the Amora community rules.', 'Read the community rules'],
    [500, 500, 'Something went wrong on our side. Please try again in a moment.', null],
  ])('shows the message for HTTP %i code %i', async (status, code, message, link) => {
    const server = loginServer();
    server.on('POST /rest/v2/login', () => json(status, { code, message: 'failed' }));
    const { user } = await renderApp({ path: '/login' });

    await fillAndSubmit(user, ' ana@example.com ', 'secret-1');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    if (link) expect(within(alert).getByRole('link', { name: link })).toBeTruthy();
    expect(server.calls('POST /rest/v2/login')[0]!.body).toEqual({ product_id: 7, email: 'ana@example.com', password: 'secret-1' });
  });

  it('links the policy violation to the brand help article', async () => {
    const server = loginServer();
    server.on('POST /rest/v2/login', () => json(403, { code: 5, message: 'banned' }));
    const { user } = await renderApp({ path: '/login' });

    await fillAndSubmit(user, 'ana@example.com', 'secret-1');

    const link = await screen.findByRole('link', { name: 'Read the community rules' });
    expect(link.getAttribute('href')).toBe('https://help.amora.date/articles/society-rules');
  });

  it('shows the unconfirmed e-mail hint with an mm:ss countdown, then the resend link', async () => {
    const server = loginServer();
    server.on('POST /rest/v2/login', () => json(400, { code: 100, message: 'unconfirmed', timeout: 2 }));
    server.on('POST /api/user/confirmation/resend', () => json(200, { result: true }, { 'x-rate-limit-reset': String(Math.floor(Date.now() / 1000) + 300) }));
    const { user } = await renderApp({ path: '/login' });

    await fillAndSubmit(user, 'ana@example.com', 'secret-1');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Please confirm your e-mail address first/)).toBeTruthy();
    expect(alert.querySelector('time')?.textContent).toMatch(/^00:0[12]$/);

    const resend = await within(alert).findByRole('button', { name: 'Send the confirmation e-mail again' });
    await user.click(resend);

    await waitFor(() => expect(alert.querySelector('time')?.textContent).toMatch(/^0[45]:\d\d$/));
    expect(server.calls('POST /api/user/confirmation/resend')[0]!.body).toEqual({ product_id: 7, email: 'ana@example.com' });
    expect(await screen.findByText("We've sent you a new confirmation e-mail.")).toBeTruthy();
  });

  it('logs in, saves the tokens and lands on matches', async () => {
    const server = loginServer();
    server.on('POST /rest/v2/login', () => json(200, { result: { ...tokens({ access: 'welcome' }), user: { id: 1, hid: 'hid-ana', ok: 1 } } }));
    answerSessionStart(server, { newSession: true });
    const { user, router } = await renderApp({ path: '/login' });

    await fillAndSubmit(user, 'ana@example.com', 'secret-1');

    // The matches page is a chunk of its own, compiled on first use: give it the test's room.
    expect(await screen.findByRole('heading', { name: 'Discover' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/matches');
    expect(readTokens()?.accessToken.access_token).toBe('welcome');
  });

  it('shows the wrong-password message in German', async () => {
    const server = loginServer();
    server.on('POST /rest/v2/login', () => json(400, { code: 101, message: 'wrong' }));
    const { user } = await renderApp({ path: '/login', language: 'de-DE' });

    await user.type(screen.getByLabelText('E-Mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Passwort'), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(within(await screen.findByRole('alert')).getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeTruthy();
  });
});
