import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import type { SiteInfo } from '@amora/contracts';
import { readCookie } from '../../shared/browser/cookies.ts';
import { fakeServer, json, type SeenRequest } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

function page(name: string, title: string, html: string): SiteInfo {
  return { page: name as SiteInfo['page'], title, html, updated: '2026-11-23', language: 'en-US' };
}

const TERMS = page(
  'terms',
  'Terms of Use',
  '<p>Last updated: November 23, 2026</p><h2>1. Who may use Amora</h2><ul><li>You must be at least 18.</li></ul><p>See the <a href="/info/cookie-policy">Cookie Policy</a> and the <a href="https://ec.europa.eu/consumers/odr" target="_blank" rel="noopener noreferrer">ODR platform</a>.</p>',
);

/** A logged-out visitor who already chose cookies, so only the page itself is on screen. */
function visitorServer(pages: Record<string, SiteInfo | ((request: SeenRequest) => Response)>) {
  document.cookie = 'consent_configured=1; path=/';
  const server = fakeServer();
  for (const [name, answer] of Object.entries(pages)) {
    server.on(`GET /rest/v2/site-info/${name}`, (request) => (typeof answer === 'function' ? answer(request) : json(200, { result: answer })));
  }
  return server;
}

describe('public information pages /info/* (spec 1 §2)', () => {
  it('shows the brand’s terms in a readable article, logged out, without any login call', async () => {
    const server = visitorServer({ terms: TERMS });
    await renderApp({ path: '/info/terms' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: '1. Who may use Amora' })).toBeTruthy();
    expect(within(article).getByRole('listitem').textContent).toBe('You must be at least 18.');

    const [request] = server.calls('GET /rest/v2/site-info/terms');
    expect(request!.url.searchParams.get('product_id')).toBe('7');
    expect(request!.headers.get('accept-language')).toBe('en-US');
    expect(server.requests.filter((seen) => seen.headers.get('authorization'))).toEqual([]);
    expect(server.calls('POST /rest/v2/login/refresh_token')).toHaveLength(0);
  });

  it('follows links to our own pages inside the app and opens other sites in a new tab', async () => {
    visitorServer({ terms: TERMS, 'cookie-policy': page('cookie-policy', 'Cookie Policy', '<p>Cookies we use.</p>') });
    const { user, router } = await renderApp({ path: '/info/terms' });

    const external = await screen.findByRole('link', { name: 'ODR platform' });
    expect(external.getAttribute('target')).toBe('_blank');
    await user.click(screen.getByRole('link', { name: 'Cookie Policy' }));

    expect(router.state.location.pathname).toBe('/info/cookie-policy');
    expect(await screen.findByText('Cookies we use.')).toBeTruthy();
  });

  it.each([
    ['subscription-terms', 'info-billing'],
    ['privacy-policy', 'info-privacy'],
    ['tips', 'info-tips'],
    ['consent-policy', 'consent-policy'],
    ['cookie-policy', 'cookie-policy'],
  ])('shows /info/%s from the %s text', async (route, name) => {
    visitorServer({ [name]: page(name, `Title of ${name}`, `<p>Text of ${name}.</p>`) });
    await renderApp({ path: `/info/${route}` });
    expect(await screen.findByText(`Text of ${name}.`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: `Title of ${name}` })).toBeTruthy();
  });

  it('gives the office address under the contacts', async () => {
    visitorServer({
      contacts: page('contacts', 'Contacts', '<p>Write to support@amora.date.</p>'),
      'office-address': page('office-address', 'Office address', '<p>12 Fitzwilliam Square South, Dublin.</p>'),
    });
    await renderApp({ path: '/info/contacts' });
    expect(await screen.findByText('Write to support@amora.date.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Office address' })).toBeTruthy();
  });

  it('shows the loading state, then an error with a retry that loads the page', async () => {
    let answers = 0;
    visitorServer({ terms: () => (++answers === 1 ? json(503, { code: 503, message: 'down' }) : json(200, { result: TERMS })) });
    const { user } = await renderApp({ path: '/info/terms' });

    expect(await screen.findByRole('status', { name: 'Loading the page' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load this page.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
  });

  it('answers an unknown info page with the 404 page', async () => {
    const server = visitorServer({});
    await renderApp({ path: '/info/not-a-page' });
    expect(await screen.findByText('404')).toBeTruthy();
    expect(server.requests.filter((request) => request.path.startsWith('/rest/v2/site-info'))).toEqual([]);
  });

  it('manages cookies as a page: the stored choice, changed and saved', async () => {
    for (const cookie of ['consent_configured=1', 'consent_functional=1', 'consent_performance=0', 'consent_advertising=1', 'consent_policy=gdpr']) {
      document.cookie = `${cookie}; path=/`;
    }
    fakeServer();
    const { user } = await renderApp({ path: '/info/cookie-privacy-settings' });

    const advertising = (await screen.findByRole('switch', { name: 'Advertising' })) as HTMLInputElement;
    expect(advertising.checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Performance' }) as HTMLInputElement).checked).toBe(false);
    await user.click(advertising);
    await user.click(screen.getByRole('button', { name: 'Confirm my choices' }));

    expect(readCookie('consent_advertising')).toBe('0');
    expect(readCookie('consent_functional')).toBe('1');
    expect(screen.getByText('Your choices are saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stores the do-not-sell choice from its page, and takes it back', async () => {
    const server = fakeServer();
    server.on('GET /rest/v2/consent/policy', () => json(200, { result: { policy: 'strict', country: 'US' } }));
    server.on('GET /rest/v2/site-info/ccpa', () => json(200, { result: page('ccpa', 'Do Not Sell or Share', '<p>Your rights.</p>') }));
    const { user } = await renderApp({ path: '/info/do-not-sell-my-personal-information' });

    const optOut = (await screen.findByRole('switch', { name: 'Do not sell or share my personal information' })) as HTMLInputElement;
    // Nothing optional is allowed until the region's policy is known; in a US state everything is.
    await waitFor(() => expect(optOut.checked).toBe(false));
    expect(await screen.findByText('Your rights.')).toBeTruthy();
    await user.click(optOut);
    expect(readCookie('consent_advertising')).toBe('0');
    expect(readCookie('consent_configured')).toBe('1');
    await waitFor(() => expect(optOut.checked).toBe(true));
    await user.click(optOut);
    expect(readCookie('consent_advertising')).toBe('1');
  });
});
