import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { brandById, FeatureFlag, type Brand } from '@amora/contracts';
import { initLoaded } from '../../app/session/session-slice.ts';
import { json, ownProfile, type FakeServer } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { AD_EVERY, AD_EVERY_LIGHT, damperStatus, isAdDue } from './ads.ts';
import { hit } from './matches-hits.fixture.ts';
import { MatchesGamePage } from './MatchesGamePage.tsx';

const AMIGO = brandById(42)!;
const AMORA = brandById(7)!;
const PEOPLE = 12;

/** A member with a photo (paying or not) dealt PEOPLE cards, Member1 first, whose passes all go through. */
function deal(server: FakeServer, options: { payUser?: boolean } = {}) {
  const profile = ownProfile();
  server.on('GET /rest/v2/user/info/profile', () => json(200, { result: { ...profile, photos: { ...profile.photos, avatar: '/m/me.jpg' }, payments: { is_pay_user: options.payUser ?? false } } }));
  const people = Array.from({ length: PEOPLE }, (_, index) => hit(`m${index + 1}`, `Member${index + 1}`));
  server.on('GET /v3/matchesGame/users:pickUp', () => json(200, { hits: people, nextPageToken: '' }));
  for (const person of people) server.on(`POST /v3/matchesGame/users/${person.user.operationToken}:pass`, () => json(200, { isMatch: false, likesLeft: 75 }));
}

async function open(brand: Brand, options: { payUser?: boolean; showAds?: string } = {}) {
  const view = await renderUi(<MatchesGamePage />, { path: '/matches', brand });
  if (options.showAds) view.store.dispatch(initLoaded({ features: [{ hid: FeatureFlag.showAds, variant: options.showAds }], splitBindings: [] }));
  deal(view.server, options);
  await screen.findByRole('group', { name: 'Member1, 30' });
  return view;
}

/** Passes the first nine members with the left arrow, so the tenth place is on top. */
async function passNine(view: Awaited<ReturnType<typeof open>>) {
  for (let number = 1; number <= 9; number += 1) {
    await view.user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.queryByRole('group', { name: `Member${number}, 30` })).toBeNull());
  }
}

const passes = (view: Awaited<ReturnType<typeof open>>) =>
  Array.from({ length: PEOPLE }, (_, index) => view.server.calls(`POST /v3/matchesGame/users/token-m${index + 1}:pass`).length).reduce((a, b) => a + b);
const damper = () => document.querySelector('[data-ads-damper]')?.getAttribute('data-ads-damper') ?? null;

describe('the ads card of the matches game (spec 2 §2 ads damper, §6, §9)', () => {
  // Reduced motion: cards leave at once instead of flying off for 260 ms each.
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = vi.fn((query: string) => ({ ...matchMedia.call(window, query), matches: query.includes('prefers-reduced-motion') }) as MediaQueryList);
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('puts the house ad in the slot as the 10th card on a brand with an ad config, and skipping it calls nobody', async () => {
    const view = await open(AMIGO);
    expect(damper()).toBe('ready');
    await passNine(view);

    const ad = await screen.findByRole('group', { name: 'Advertisement' });
    const slot = ad.querySelector<HTMLElement>(`#${AMIGO.adSlot!.divId}`)!;
    expect(slot).toBeTruthy();
    expect(slot.dataset.adPath).toBe(AMIGO.adSlot!.path);
    expect(slot.style.width).toBe(`${AMIGO.adSlot!.sizes[0]![0]}px`);
    expect(within(ad).getByRole('heading', { name: 'Enjoy Amigo without ads' })).toBeTruthy();
    expect(damper()).toBe('shown');
    // No like on an ad: only the skip.
    expect(screen.queryByRole('button', { name: /^Like/ })).toBeNull();

    await view.user.click(within(ad).getByRole('button', { name: 'See Premium' }));
    expect(await screen.findByRole('dialog', { name: 'Enjoy Amigo without ads' })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Keep discovering' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await view.user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('group', { name: 'Member10, 30' })).toBeTruthy();
    expect(damper()).toBe('closed');
    expect(passes(view)).toBe(9);
  });

  it('closes the ad with its close control too', async () => {
    const view = await open(AMIGO);
    await passNine(view);
    const ad = await screen.findByRole('group', { name: 'Advertisement' });
    await view.user.click(within(ad).getByRole('button', { name: 'Close ad' }));
    expect(await screen.findByRole('group', { name: 'Member10, 30' })).toBeTruthy();
    expect(passes(view)).toBe(9);
  });

  it('skips the ad with the like key, which likes nobody', async () => {
    const view = await open(AMIGO);
    await passNine(view);
    await screen.findByRole('group', { name: 'Advertisement' });
    await view.user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('group', { name: 'Member10, 30' })).toBeTruthy();
    expect(view.server.calls('POST /v3/matchesGame/users/token-m10:like')).toHaveLength(0);
    expect(passes(view)).toBe(9);
  });

  it('never shows an ad on a brand without an ad config', async () => {
    const view = await open(AMORA);
    expect(AMORA.adSlot).toBeUndefined();
    await passNine(view);
    expect(await screen.findByRole('group', { name: 'Member10, 30' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Advertisement' })).toBeNull();
    expect(damper()).toBeNull();
  });

  it('never shows an ad to a member with premium', async () => {
    const view = await open(AMIGO, { payUser: true });
    await passNine(view);
    expect(await screen.findByRole('group', { name: 'Member10, 30' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Advertisement' })).toBeNull();
  });

  it('leaves the 10th place to a member under the lighter show-ads variant', async () => {
    const view = await open(AMIGO, { showAds: 'light' });
    await passNine(view);
    expect(await screen.findByRole('group', { name: 'Member10, 30' })).toBeTruthy();
    expect(damper()).toBe('ready');
  });
});

describe('the ads damper', () => {
  const plan = (every: number) => ({ slot: AMIGO.adSlot!, every });

  it('is due after every 9 members, or 19 under the lighter variant, once per place', () => {
    expect([8, 9, 10, 17, 18].map((decided) => isAdDue(plan(AD_EVERY), decided, decided >= 9 ? 1 : 0))).toEqual([false, false, false, false, true]);
    expect(isAdDue(plan(AD_EVERY), 9, 0)).toBe(true);
    expect(isAdDue(plan(AD_EVERY_LIGHT), 9, 0)).toBe(false);
    expect(isAdDue(plan(AD_EVERY_LIGHT), 19, 0)).toBe(true);
    expect(isAdDue(null, 9, 0)).toBe(false);
  });

  it('goes ready, shown, closed', () => {
    expect([damperStatus(false, 0), damperStatus(true, 0), damperStatus(false, 1), damperStatus(true, 1)]).toEqual(['ready', 'shown', 'closed', 'shown']);
  });
});
