import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import type { SiteInfo } from '@amora/contracts';
import { saveTokens } from '../../api/tokens.ts';
import { readCookie } from '../../shared/browser/cookies.ts';
import { answerSessionStart, fakeServer, json, tokens } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

function memberServer() {
  document.cookie = 'consent_configured=1; path=/';
  const server = fakeServer();
  answerSessionStart(server);
  server.on('GET /rest/v2/user/settings/consent', () =>
    json(200, { result: { configured: false, necessary: true, functional: false, performance: false, advertising: false, policy: null, updated_at: null } }),
  );
  server.on('PUT /rest/v2/user/settings/consent', (request) => json(200, { result: { ...(request.body as object), configured: true, necessary: true, updated_at: 1 } }));
  server.on('GET /rest/v2/consent/policy', () => json(200, { result: { policy: 'strict', country: 'US' } }));
  saveTokens(tokens());
  return server;
}

function answerPages(server: ReturnType<typeof fakeServer>) {
  for (const name of ['terms', 'info-privacy', 'company', 'withdrawal-rights', 'ccpa']) {
    const info: SiteInfo = { page: name as SiteInfo['page'], title: `Title of ${name}`, html: `<p>Text of ${name}.</p>`, updated: '2026-11-23', language: 'en-US' };
    server.on(`GET /rest/v2/site-info/${name}`, () => json(200, { result: info }));
  }
}

const menuLinks = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('legal screens in the settings (spec 1 §2)', () => {
  it('lists the six legal documents and opens one, with the way back to the list', async () => {
    answerPages(memberServer());
    const { user, router } = await renderApp({ path: '/settings/legal-documents' });

    await screen.findByRole('heading', { level: 1, name: 'Legal documents' });
    expect(menuLinks('Legal documents')).toEqual([
      ['Terms of use', '/settings/legal-documents/terms'],
      ['Privacy policy', '/settings/legal-documents/privacy-policy'],
      ['Subscription terms', '/settings/legal-documents/subscription-terms'],
      ['Cookie policy', '/settings/legal-documents/cookie-policy'],
      ['Safety tips', '/settings/legal-documents/tips'],
      ['Consent policy', '/settings/legal-documents/consent-policy'],
    ]);
    await user.click(screen.getByRole('link', { name: 'Privacy policy' }));

    expect(await screen.findByText('Text of info-privacy.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Title of info-privacy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/settings/legal-documents');
    expect(router.state.location.pathname).toBe('/settings/legal-documents/privacy-policy');
  });

  it('gives the consumer info centre as a menu of its eleven pages, each opening its text', async () => {
    answerPages(memberServer());
    const { user } = await renderApp({ path: '/settings/consumer-info-center' });

    await screen.findByRole('heading', { level: 1, name: 'Consumer information center' });
    const links = menuLinks('Consumer information center');
    expect(links).toHaveLength(11);
    expect(links[0]).toEqual(['Company information', '/settings/consumer-info-center/company']);
    expect(links[8]).toEqual(['Right of withdrawal', '/settings/consumer-info-center/withdrawal-rights']);
    await user.click(screen.getByRole('link', { name: 'Right of withdrawal' }));

    expect(await screen.findByText('Text of withdrawal-rights.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/settings/consumer-info-center');
  });

  it('answers a page outside the lists with the 404 page', async () => {
    answerPages(memberServer());
    await renderApp({ path: '/settings/consumer-info-center/terms' });
    expect(await screen.findByText('404')).toBeTruthy();
  });

  it('stores the do-not-sell choice of a member in the cookies and on the server', async () => {
    const server = memberServer();
    for (const cookie of ['consent_functional=1', 'consent_performance=1', 'consent_advertising=1', 'consent_policy=strict']) document.cookie = `${cookie}; path=/`;
    answerPages(server);
    const { user } = await renderApp({ path: '/settings/privacy/do-not-sell-my-personal-information' });

    expect(await screen.findByText('Text of ccpa.')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Do not sell or share my personal information' }));

    expect(readCookie('consent_advertising')).toBe('0');
    await waitFor(() => expect(server.calls('PUT /rest/v2/user/settings/consent').at(-1)?.body).toEqual({ functional: true, performance: true, advertising: false, policy: 'strict' }));
  });

  it('shows the cookie privacy settings to a member, and the public pages work logged in too', async () => {
    answerPages(memberServer());
    const { router } = await renderApp({ path: '/settings/privacy/cookie-privacy-settings' });
    expect(await screen.findByRole('switch', { name: 'Functional' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/settings');

    await router.navigate('/info/terms');
    expect(await screen.findByText('Text of terms.')).toBeTruthy();
  });
});
