import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/preact';
import { readTokens } from '../../api/tokens.ts';
import { json, ownProfile } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { memberServer } from './settings-test-server.ts';

const FRANCE = { id: 3017382, name: 'France', iso_code_alpha2: 'FR' };
const USA = { id: 6252001, name: 'United States', iso_code_alpha2: 'US' };

function profileIn(country: typeof FRANCE, city = 'Capital') {
  const profile = ownProfile();
  return { ...profile, geo: { city: { id: 1, name: city, country, subdivision: null }, registration_country: null } };
}

const hrefs = (region: HTMLElement) => within(region).getAllByRole('link').map((link) => link.getAttribute('href'));

describe('settings menu (spec 1 §2)', () => {
  it('links every settings, privacy, help and legal screen that exists, the consumer info centre in the EU', async () => {
    memberServer(profileIn(FRANCE));
    await renderApp({ path: '/settings' });

    expect(hrefs(await screen.findByRole('navigation', { name: 'Account' }))).toEqual([
      '/settings/profile',
      '/settings/profile/change-password',
      '/settings/notifications',
      '/settings/language',
      '/settings/blocklist',
    ]);
    expect(hrefs(screen.getByRole('navigation', { name: 'Privacy' }))).toEqual([
      '/settings/privacy/request-profile-info',
      '/settings/privacy/cookie-privacy-settings',
      '/settings/privacy/do-not-sell-my-personal-information',
    ]);
    expect(hrefs(screen.getByRole('navigation', { name: 'Help and information' }))).toEqual(['/settings/help-and-support', '/settings/legal-documents', '/settings/consumer-info-center']);
    expect(screen.getByRole('link', { name: 'Deactivate or delete account' }).getAttribute('href')).toBe('/settings/deactivation');
    expect(screen.getByRole('link', { name: /Language/ }).textContent).toContain('English');
  });

  it('leads back to the profile, where it is opened from, like every settings screen leads back', async () => {
    memberServer(profileIn(USA));
    await renderApp({ path: '/settings' });
    await screen.findByRole('navigation', { name: 'Account' });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/profile');
  });

  it('leaves the consumer info centre out outside the EU', async () => {
    memberServer(profileIn(USA));
    await renderApp({ path: '/settings' });
    const about = await screen.findByRole('navigation', { name: 'Help and information' });
    expect(within(about).queryByRole('link', { name: 'Consumer info centre' })).toBeNull();
  });

  it('logs out', async () => {
    const server = memberServer();
    server.on('POST /rest/v2/logout', () => json(200, { result: true }));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { user } = await renderApp({ path: '/settings' });

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(readTokens()).toBeNull();
    assign.mockRestore();
  });

  it('switches the language on the language screen and saves it to the account', async () => {
    const server = memberServer();
    server.on('POST /rest/v2/user/settings/language_tag', () => json(200, { result: true }));
    const { user, i18n } = await renderApp({ path: '/settings/language' });

    await user.click(await screen.findByRole('radio', { name: /^Deutsch/ }));

    await waitFor(() => expect(i18n.language).toBe('de-DE'));
    expect(server.calls('POST /rest/v2/user/settings/language_tag').map((call) => call.body)).toEqual([{ language_tag: 'de-DE' }]);
    expect((screen.getByRole('radio', { name: /^Deutsch/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows place names in the new language after the switch, not the ones loaded before it', async () => {
    const server = memberServer();
    const germany = { id: 2921044, name: 'Germany', iso_code_alpha2: 'DE' };
    server.on('GET /rest/v2/user/info/profile', (request) =>
      json(200, { result: profileIn({ ...germany, name: request.headers.get('accept-language') === 'de-DE' ? 'Deutschland' : 'Germany' }, 'Berlin') }),
    );
    server.on('POST /rest/v2/user/settings/language_tag', () => json(200, { result: true }));
    const { user, router } = await renderApp({ path: '/profile' });
    expect(await screen.findByText('Berlin, Germany')).toBeTruthy();

    await act(() => router.navigate('/settings/language'));
    await user.click(await screen.findByRole('radio', { name: /^Deutsch/ }));
    await waitFor(() => expect(server.calls('POST /rest/v2/user/settings/language_tag')).toHaveLength(1));
    await act(() => router.navigate('/profile'));

    expect(await screen.findByText('Berlin, Deutschland')).toBeTruthy();
    expect(screen.queryByText(/Germany/)).toBeNull();
  });

  it('answers common questions and gives the brand’s support address, help centre and legal documents', async () => {
    memberServer();
    const { user } = await renderApp({ path: '/settings/help-and-support' });

    await user.click(await screen.findByText('How do I delete my account?'));
    expect(screen.getByText(/Choose a reason and confirm with your password/).closest('details')?.open).toBe(true);
    // The address may wrap at its <wbr>s, which happy-dom's accessible names count as spaces.
    expect(screen.getByRole('link', { name: /^support@ ?amora ?\.date$/ }).getAttribute('href')).toBe('mailto:support@amora.date');
    expect(screen.getByRole('link', { name: 'Visit the help centre' }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/settings/legal-documents/terms');
  });
});
