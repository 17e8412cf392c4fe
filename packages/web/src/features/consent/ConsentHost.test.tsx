import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import type { ConsentPolicy, MemberConsent } from '@amora/contracts';
import { saveTokens } from '../../api/tokens.ts';
import { readCookie } from '../../shared/browser/cookies.ts';
import { answerSessionStart, fakeServer, json, tokens } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const POLICY = 'GET /rest/v2/consent/policy';
const MEMBER_CONSENT = 'GET /rest/v2/user/settings/consent';
const SAVE_CONSENT = 'PUT /rest/v2/user/settings/consent';

function visitorServer(policy: ConsentPolicy) {
  const server = fakeServer();
  server.on('POST /v3/ui/events/pageVisit:collect', () => json(200, {}));
  server.on(POLICY, () => json(200, { result: { policy, country: policy === 'gdpr' ? 'DE' : policy === 'strict' ? 'US' : 'BR' } }));
  return server;
}

const NOT_CONFIGURED: MemberConsent = { configured: false, necessary: true, functional: false, performance: false, advertising: false, policy: null, updated_at: null };

function memberServer(policy: ConsentPolicy, consent: MemberConsent = NOT_CONFIGURED) {
  const server = visitorServer(policy);
  answerSessionStart(server);
  server.on('GET /rest/v2/user/info/profile/completeness', () => json(500, { code: 500, message: 'not needed here' }));
  server.on(MEMBER_CONSENT, () => json(200, { result: consent }));
  server.on(SAVE_CONSENT, (request) => json(200, { result: { ...NOT_CONFIGURED, ...(request.body as object), configured: true, updated_at: 1 } }));
  saveTokens(tokens());
  return server;
}

function consentCookies() {
  return {
    configured: readCookie('consent_configured'),
    functional: readCookie('consent_functional'),
    performance: readCookie('consent_performance'),
    advertising: readCookie('consent_advertising'),
    policy: readCookie('consent_policy'),
  };
}

const banner = (name: string | RegExp) => screen.findByRole('dialog', { name });

describe('cookie consent popups (spec 1 §2, §4)', () => {
  it('shows the simple policy notice outside the regulated regions; acknowledging stores every category', async () => {
    visitorServer('simple');
    const { user } = await renderApp({ path: '/' });

    const notice = await banner('Cookies on Amora');
    expect(within(notice).getByRole('link', { name: 'cookie policy' }).getAttribute('href')).toBe('/info/cookie-policy');
    await user.click(within(notice).getByRole('button', { name: 'Got it' }));

    expect(consentCookies()).toEqual({ configured: '1', functional: '1', performance: '1', advertising: '1', policy: 'simple' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers reject all, accept all and the manager in GDPR countries; reject all keeps only the necessary cookies', async () => {
    visitorServer('gdpr');
    const { user } = await renderApp({ path: '/' });

    const popup = await banner('We value your privacy');
    const links = within(popup).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Cookie policy', '/info/cookie-policy'],
      ['Privacy settings', '/info/cookie-privacy-settings'],
      ['Privacy policy', '/info/privacy-policy'],
    ]);
    expect(within(popup).getByRole('button', { name: 'Accept all' })).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: 'Reject all' }));

    expect(consentCookies()).toEqual({ configured: '1', functional: '0', performance: '0', advertising: '0', policy: 'gdpr' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stores the choice and closes when a privacy link is followed', async () => {
    visitorServer('gdpr');
    const { user, router } = await renderApp({ path: '/' });

    await user.click(within(await banner('We value your privacy')).getByRole('link', { name: 'Privacy policy' }));

    expect(router.state.location.pathname).toBe('/info/privacy-policy');
    expect(consentCookies().configured).toBe('1');
    expect(consentCookies().advertising).toBe('0');
    expect(screen.queryByRole('dialog', { name: 'We value your privacy' })).toBeNull();
  });

  it('lets the visitor pick categories in the privacy-settings manager, necessary fixed on', async () => {
    visitorServer('gdpr');
    const { user } = await renderApp({ path: '/' });

    await user.click(within(await banner('We value your privacy')).getByRole('button', { name: 'Manage cookies' }));
    const manager = await screen.findByRole('dialog', { name: 'Privacy settings' });
    const necessary = within(manager).getByRole('switch', { name: /Necessary/ }) as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    for (const name of ['Functional', 'Performance', 'Advertising']) {
      expect((within(manager).getByRole('switch', { name }) as HTMLInputElement).checked).toBe(false);
    }
    await user.click(within(manager).getByRole('switch', { name: 'Performance' }));
    await user.click(within(manager).getByRole('button', { name: 'Confirm my choices' }));

    expect(consentCookies()).toEqual({ configured: '1', functional: '0', performance: '1', advertising: '0', policy: 'gdpr' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'We value your privacy' })).toBeNull());
  });

  it('gives US visitors the strict-compliance popup; "do not sell" opts out of advertising and opens the opt-out page', async () => {
    const server = visitorServer('strict');
    server.on('GET /rest/v2/site-info/ccpa', () => json(200, { result: { page: 'ccpa', title: 'Your California privacy rights', html: '<p>You may opt out.</p>', updated: '2026-11-23', language: 'en-US' } }));
    const { user, router } = await renderApp({ path: '/' });

    const popup = await banner('Your privacy choices');
    expect(within(popup).getByRole('button', { name: 'Continue' })).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: 'Do not sell or share my personal information' }));

    expect(router.state.location.pathname).toBe('/info/do-not-sell-my-personal-information');
    expect(consentCookies()).toEqual({ configured: '1', functional: '1', performance: '1', advertising: '0', policy: 'strict' });
    const optOut = await screen.findByRole('switch', { name: 'Do not sell or share my personal information' });
    expect((optOut as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the strict popup where the compliance flag is on, continue keeping every category', async () => {
    const server = memberServer('simple');
    server.on('POST /v3/init', () => json(200, { features: [{ hid: 'compliance', variant: 'on' }], splitBindings: [] }));
    const { user } = await renderApp({ path: '/profile' });

    await user.click(within(await banner('Your privacy choices')).getByRole('button', { name: 'Continue' }));
    expect(consentCookies()).toMatchObject({ configured: '1', advertising: '1', policy: 'strict' });
  });

  it('opens no popup once a choice is stored, and does not ask the server again', async () => {
    document.cookie = 'consent_configured=1; path=/';
    document.cookie = 'consent_advertising=0; path=/';
    const server = visitorServer('gdpr');
    await renderApp({ path: '/' });
    await screen.findByRole('button', { name: 'Create a free profile' });

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls(POLICY)).toHaveLength(0);
  });

  it('opens no popup and allows nothing optional when the region cannot be asked', async () => {
    const server = visitorServer('simple');
    server.on(POLICY, () => json(503, { code: 503, message: 'down' }));
    await renderApp({ path: '/' });
    await waitFor(() => expect(server.calls(POLICY).length).toBeGreaterThan(0));
    await screen.findByRole('button', { name: 'Create a free profile' });

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(consentCookies().configured).toBeNull();
  });

  it('saves a logged-in member’s choice on the server as well', async () => {
    const server = memberServer('gdpr');
    const { user } = await renderApp({ path: '/profile' });

    await user.click(within(await banner('We value your privacy')).getByRole('button', { name: 'Accept all' }));

    await waitFor(() => expect(server.calls(SAVE_CONSENT)).toHaveLength(1));
    expect(server.calls(SAVE_CONSENT)[0]!.body).toEqual({ functional: true, performance: true, advertising: true, policy: 'gdpr' });
    expect(server.calls(SAVE_CONSENT)[0]!.headers.get('authorization')).toBe('JWT access-1');
  });

  it('gives a member at login the choice stored on the server, so no popup opens', async () => {
    const server = memberServer('gdpr', { configured: true, necessary: true, functional: true, performance: false, advertising: false, policy: 'gdpr', updated_at: 1 });
    await renderApp({ path: '/profile' });

    await waitFor(() => expect(consentCookies()).toEqual({ configured: '1', functional: '1', performance: '0', advertising: '0', policy: 'gdpr' }));
    expect(screen.queryByRole('dialog', { name: 'We value your privacy' })).toBeNull();
    expect(server.calls(SAVE_CONSENT)).toHaveLength(0);
  });

  it('tells the server the choice this browser made before the member logged in', async () => {
    for (const cookie of ['consent_configured=1', 'consent_functional=0', 'consent_performance=1', 'consent_advertising=0', 'consent_policy=gdpr']) {
      document.cookie = `${cookie}; path=/`;
    }
    const server = memberServer('gdpr');
    await renderApp({ path: '/profile' });

    await waitFor(() => expect(server.calls(SAVE_CONSENT)).toHaveLength(1));
    expect(server.calls(SAVE_CONSENT)[0]!.body).toEqual({ functional: false, performance: true, advertising: false, policy: 'gdpr' });
  });
});
