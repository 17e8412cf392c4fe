import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { brandById, brandPalette } from '@amora/contracts';
import { saveTokens } from '../../api/tokens.ts';
import { tierPalette } from '../../shared/ui/tier-themes.ts';
import { answerSessionStart, fakeServer, json, tokens } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const amora = brandById(7)!;
const KIT_DIR = path.resolve(import.meta.dirname, '../../shared/ui');

/**
 * Every component of the kit as the id of its gallery section: each component file of shared/ui
 * (MessageBubble.tsx → message-bubble, glyphs.tsx → glyphs) and the button look of button.ts.
 * Read from the folder, so a component added to the kit without a section fails here.
 */
const KIT_SECTIONS = fs
  .readdirSync(KIT_DIR)
  .filter((file) => /^\w+\.tsx$/.test(file) || file === 'button.ts')
  .map((file) => file.replace(/\.tsx?$/, '').replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase());

function server(options: { loggedIn?: boolean } = {}) {
  const fake = fakeServer();
  fake.on('POST /v3/ui/events/pageVisit:collect', () => json(200, {}));
  answerSessionStart(fake);
  if (options.loggedIn) saveTokens(tokens());
  return fake;
}

/** The system's colour-scheme preference, as the browser reports it. */
function systemPrefers(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/**
 * Waits for the gallery's heading with a plain query: a failed Testing Library query prints the
 * whole document, which for the gallery takes longer than the test may.
 */
const galleryHeading = () =>
  waitFor(() => {
    if (document.querySelector('h1')?.textContent !== 'Component gallery') throw new Error('The gallery is not shown yet.');
  }, { timeout: 5000 });
const themeRegion = () => document.querySelector<HTMLElement>('[data-tier]')!;

describe('component gallery (/dev/components)', () => {
  it('shows the splash, never raw keys, until its texts have loaded', async () => {
    server();
    systemPrefers(false);
    let release = () => {};
    const texts = new Promise<void>((resolve) => (release = resolve));
    const serve = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/dev-components.json')) await texts;
      return serve(input, init);
    });
    await renderApp({ path: '/dev/components' });

    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/sections\.|themeBar\.|tiers\./);
    release();
    await galleryHeading();
    expect(document.body.textContent).not.toMatch(/sections\.|themeBar\.|tiers\./);
  });

  it('shows a section for every kit component in the tier and mode of the address', async () => {
    server();
    systemPrefers(false);
    await renderApp({ path: '/dev/components?tier=vip&mode=dark' });
    await galleryHeading();

    for (const id of KIT_SECTIONS) {
      const section = document.getElementById(id);
      expect(section?.tagName, `section #${id}`).toBe('SECTION');
      expect(within(section!).getAllByRole('heading', { level: 2 })[0]!.textContent).not.toBe('');
    }
    expect(screen.getByRole('dialog', { name: 'Sofia sent you a message' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Choose your city' })).toBeTruthy();
    expect(screen.getAllByRole('tooltip')).toHaveLength(2);

    const region = themeRegion();
    expect(region.dataset.tier).toBe('vip');
    expect(region.dataset.mode).toBe('dark');
    expect(region.style.getPropertyValue('--tier-bg')).toBe(tierPalette('vip', 'dark', amora.theme)['--tier-bg']);
    expect(region.style.getPropertyValue('--color-bg')).toBe(brandPalette(amora, 'dark')['--color-bg']);
    const bar = screen.getByRole('navigation', { name: 'Gallery theme' });
    expect(within(bar).getByRole('link', { name: 'VIP' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('link', { name: 'Dark' }).getAttribute('aria-current')).toBe('page');
  });

  it('switches the tier from the theme bar and keeps the mode', async () => {
    server();
    systemPrefers(false);
    const { router, user } = await renderApp({ path: '/dev/components?tier=vip&mode=dark' });
    await galleryHeading();

    await user.click(within(screen.getByRole('navigation', { name: 'Gallery theme' })).getByRole('link', { name: 'Premium Plus' }));

    expect(new URLSearchParams(router.state.location.search).get('tier')).toBe('premium plus');
    expect(themeRegion().dataset.tier).toBe('premium plus');
    expect(themeRegion().dataset.mode).toBe('dark');
  });

  it("defaults to the brand's tier in the system's mode", async () => {
    server();
    systemPrefers(true);
    await renderApp({ path: '/dev/components' });
    await galleryHeading();

    expect(themeRegion().dataset.tier).toBe('brand');
    expect(themeRegion().dataset.mode).toBe('dark');
    // Following the system, the brand palette stays the page's own rather than a forced copy.
    expect(themeRegion().style.getPropertyValue('--color-bg')).toBe('');
    expect(screen.getByRole('link', { name: 'System' }).getAttribute('aria-current')).toBe('page');
  });

  it('is open to a logged-in member too', async () => {
    server({ loggedIn: true });
    systemPrefers(false);
    const { router } = await renderApp({ path: '/dev/components?tier=premium+plus&mode=light' });
    await galleryHeading();
    expect(router.state.location.pathname).toBe('/dev/components');
    expect(themeRegion().dataset.tier).toBe('premium plus');
  });
});
