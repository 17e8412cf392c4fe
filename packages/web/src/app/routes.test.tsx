import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { saveTokens } from '../api/tokens.ts';
import { answerSessionStart, fakeServer, json, ownProfile, tokens } from '../test/fake-server.ts';
import { renderApp } from '../test/render-app.tsx';

function server(options: { loggedIn?: boolean; ok?: number } = {}) {
  const fake = fakeServer();
  fake.on('POST /v3/ui/events/pageVisit:collect', () => json(200, {}));
  fake.on('POST /rest/v2/tracking/funnel/v2/step', () => json(200, { result: true }));
  answerSessionStart(fake, { profile: () => ownProfile({ ok: options.ok ?? 1 }) });
  if (options.loggedIn) saveTokens(tokens());
  return fake;
}

describe('route table (spec 1 §2)', () => {
  it('redirects /sign/in to /login, keeping the query', async () => {
    server();
    const { router } = await renderApp({ path: '/sign/in?from=mail' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?from=mail');
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('sends /meeroom to /search, and a logged-out visitor on to the home page', async () => {
    server();
    const { router } = await renderApp({ path: '/meeroom' });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Meet someone worth meeting' })).toBeTruthy();
  });

  it.each(['/ru', '/en', '/es', '/pt', '/fr', '/pl', '/uk', '/de', '/de/login'])('redirects the language prefix %s home', async (path) => {
    server();
    const { router } = await renderApp({ path });
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/support', '/matches'],
    ['/premium/features', '/matches'],
    ['/profile/index', '/profile'],
    ['/', '/matches'],
    ['/login', '/matches'],
    ['/registration', '/matches'],
    ['/sign/done', '/matches'],
    ['/sign/click', '/matches'],
  ])('takes a logged-in member from %s to %s', async (from, to) => {
    server({ loggedIn: true });
    const { router } = await renderApp({ path: from });
    expect(router.state.location.pathname).toBe(to);
  });

  it('maps legacy and deprecated paths for members', async () => {
    server({ loggedIn: true });
    const { router } = await renderApp({ path: '/profile/settings' });
    expect(router.state.location.pathname).toBe('/settings/notifications');
    expect(await screen.findByRole('heading', { name: 'E-mail notifications' })).toBeTruthy();
  });

  it('shows a designed 404 for an unknown path in the logged-in area', async () => {
    server({ loggedIn: true });
    await renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to matches' }).getAttribute('href')).toBe('/matches');
  });

  it('shows the interim screen for public pages built later, with links home and to login', async () => {
    server();
    await renderApp({ path: '/sign/click' });
    expect(await screen.findByRole('heading', { name: 'Almost there' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows only the banned screen to a banned member', async () => {
    server({ loggedIn: true, ok: -2 });
    await renderApp({ path: '/matches' });
    expect(await screen.findByRole('heading', { name: 'Your profile is blocked' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('restores a hidden profile and confirms it in a popup', async () => {
    const fake = server({ loggedIn: true, ok: 0 });
    let restored = false;
    fake.on('POST /rest/v2/user/settings/account/restore', () => {
      restored = true;
      return json(200, { result: true });
    });
    fake.on('GET /rest/v2/user/info/profile', () => json(200, { result: ownProfile({ ok: restored ? 1 : 0 }) }));
    const { user } = await renderApp({ path: '/matches' });

    await user.click(await screen.findByRole('button', { name: 'Restore my profile' }));

    expect(await screen.findByRole('dialog', { name: 'Your profile is back' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Discover' }, { timeout: 10_000 })).toBeTruthy();
  });
});
