import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { BRANDS } from '@amora/contracts';
import { fakeServer, json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

function homeServer() {
  const server = fakeServer();
  server.on('POST /v3/ui/events/pageVisit:collect', () => json(200, {}));
  return server;
}

const brandWith = (predicate: (brand: (typeof BRANDS)[number]) => boolean) => BRANDS.find(predicate)!;

describe('home page (spec 1 §2)', () => {
  it('keeps register disabled until the agreement is ticked, then starts registration', async () => {
    homeServer();
    const { user, router } = await renderApp({ path: '/', brand: brandWith((brand) => !brand.registrationDomain && !brand.storeDownload) });
    const register = screen.getByRole('button', { name: 'Create a free profile' }) as HTMLButtonElement;

    expect(register.disabled).toBe(true);
    await user.click(register);
    expect(router.state.location.pathname).toBe('/');

    await user.click(screen.getByRole('checkbox', { name: /I'm at least 18 years old and I agree/ }));
    expect(register.disabled).toBe(false);
    await user.click(register);

    expect(router.state.location.pathname).toBe('/registration');
  });

  it('sends a brand with a registration domain to that address', async () => {
    homeServer();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const brand = brandWith((candidate) => Boolean(candidate.registrationDomain));
    const { user } = await renderApp({ path: '/', brand });

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create a free profile' }));

    expect(assign).toHaveBeenCalledWith(`https://${brand.registrationDomain}/registration`);
  });

  it('links the agreement and the footer to the information pages, and tracks the visit', async () => {
    const server = homeServer();
    await renderApp({ path: '/' });

    const links = Object.fromEntries(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]));
    expect(links).toMatchObject({
      'Log in': '/login',
      'Terms of Use': '/info/terms',
      'Privacy Policy': '/info/privacy-policy',
      'Consent Policy': '/info/consent-policy',
      'Do Not Sell My Personal Information': '/info/do-not-sell-my-personal-information',
      'Safety tips': '/info/tips',
    });
    await waitFor(() => expect(server.calls('POST /v3/ui/events/pageVisit:collect')).toHaveLength(1));
    expect(server.calls('POST /v3/ui/events/pageVisit:collect')[0]!.body).toMatchObject({ causedBy: 'pageLoad', target: 'http://localhost:3000/' });
  });

  it('shows the store-download variant for a brand that has it', async () => {
    homeServer();
    const brand = brandWith((candidate) => Boolean(candidate.storeDownload));
    await renderApp({ path: '/', brand });

    expect(screen.getByRole('heading', { level: 1, name: `${brand.name} lives in your pocket` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the app' }).getAttribute('href')).toBe(`https://${brand.domain}/app`);
    expect(screen.getByRole('link', { name: 'Subscription terms' }).getAttribute('href')).toBe('/info/subscription-terms');
    expect(screen.queryByRole('button', { name: 'Create a free profile' })).toBeNull();
  });
});
