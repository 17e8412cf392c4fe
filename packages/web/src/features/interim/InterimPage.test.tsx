import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { CONSENT_COOKIES, LANGUAGES, type Language } from '@amora/contracts';
import { saveTokens } from '../../api/tokens.ts';
import { answerSessionStart, fakeServer, json, tokens } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A logged-in member whose account speaks `language`: session start and profile only. */
function memberServer(language: Language = 'en-US') {
  const server = fakeServer();
  answerSessionStart(server, { language });
  server.on('POST /rest/v2/tracking/popup/show', () => json(200, { result: true }));
  server.on('POST /rest/v2/tracking/popup/action', () => json(200, { result: true }));
  saveTokens(tokens());
  // A member who made their cookie choice long ago: no consent popup over the screen under test.
  document.cookie = `${CONSENT_COOKIES.configured}=1; path=/`;
  return server;
}

/** The interim screen (a region named by its title), once the logged-in area has loaded. */
async function interimScreen(title: string) {
  await screen.findByRole('heading', { level: 1, name: title });
  return screen.getByRole('region', { name: title });
}

const hrefs = (region: HTMLElement) => within(region).getAllByRole('link').map((link) => link.getAttribute('href'));

/** Words for "account" in each language: the screens must not suggest the member's account is locked. */
const ACCOUNT = /account|konto|koncie|kontem|cuenta|conta\b|compte|аккаунт|акаунт|учётн|облік|अकाउंट|खात/i;

describe('interim screen for member sections not built yet (issue 15 point 8)', () => {
  it.each([
    ['/contact', 'Profiles'],
    ['/profile/more', 'My profile'],
  ])('at %s says "%s" is not available yet, without blaming the account, and leads to the checklist and photos', async (route, title) => {
    memberServer();
    await renderApp({ path: route });
    const region = await interimScreen(title);

    const text = region.querySelector('p')!.textContent!;
    expect(text).toMatch(/isn't available yet|aren't available yet/);
    expect(text).toContain('complete your profile and add photos');
    expect(region.textContent).not.toMatch(ACCOUNT);
    expect(region.textContent).not.toMatch(/coming soon/i);

    expect(hrefs(region)).toEqual(['/profile/checklist', '/photos']);
    expect(within(region).getByRole('link', { name: 'Complete my profile' }).getAttribute('href')).toBe('/profile/checklist');
    expect(within(region).getByRole('link', { name: 'Add photos' }).getAttribute('href')).toBe('/photos');
    expect(within(region).queryByRole('link', { name: /matches/i })).toBeNull();
  });

  it('takes the member to the profile checklist', async () => {
    memberServer();
    const { user, router } = await renderApp({ path: '/contact' });
    const region = await interimScreen('Profiles');

    await user.click(within(region).getByRole('link', { name: 'Complete my profile' }));

    expect(router.state.location.pathname).toBe('/profile/checklist');
  });

  it('speaks German to a German member', async () => {
    memberServer('de-DE');
    await renderApp({ path: '/contact', language: 'de-DE' });
    const region = await interimScreen('Profile');

    expect(region.querySelector('p')!.textContent).toBe(
      'Die Profile anderer Mitglieder sind noch nicht verfügbar. Du kannst aber schon dein Profil vervollständigen und Fotos hinzufügen.',
    );
    expect(region.textContent).not.toMatch(ACCOUNT);
    expect(within(region).getByRole('link', { name: 'Mein Profil vervollständigen' }).getAttribute('href')).toBe('/profile/checklist');
    expect(within(region).getByRole('link', { name: 'Fotos hinzufügen' }).getAttribute('href')).toBe('/photos');
    expect(hrefs(region)).not.toContain('/matches');
  });
});

describe.each(LANGUAGES)('interim member texts in %s', (language) => {
  const file = path.resolve(import.meta.dirname, `../../../public/i18n/${language}/common.json`);
  const member = (JSON.parse(fs.readFileSync(file, 'utf8')) as { interim: { member: Record<string, unknown> } }).interim.member;
  const sections = Object.entries(member).filter((entry): entry is [string, { title: string; text: string }] => typeof entry[1] === 'object');

  it('offers the checklist and photos, not matches', () => {
    expect(Object.keys(member)).toEqual(expect.arrayContaining(['checklist', 'photos']));
    expect(member).not.toHaveProperty('matches');
    expect(member).not.toHaveProperty('profile');
  });

  it('says nothing about the account, in one or two short sentences, in every section', () => {
    for (const [section, { text }] of sections) {
      expect(text, section).not.toMatch(ACCOUNT);
      expect(text.length, section).toBeLessThanOrEqual(160);
      expect(text.split(/[.!?।]\s*/u).filter(Boolean).length, section).toBeLessThanOrEqual(2);
    }
  });
});
