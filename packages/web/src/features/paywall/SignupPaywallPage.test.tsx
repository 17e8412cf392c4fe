import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from '../../shared/routing/index.ts';
import { brandById, type PaywallMatches, type SplitBinding } from '@amora/contracts';
import { createI18n } from '../../app/i18n.ts';
import { AppProviders } from '../../app/providers.tsx';
import { createStore } from '../../app/store.ts';
import { initLoaded, loggedIn } from '../../app/session/session-slice.ts';
import { fakeServer, json, ownProfile } from '../../test/fake-server.ts';
import SignupPaywallPage from './SignupPaywallPage.tsx';

/** Renders the paywall on a fake clock: `advance(ms)` moves it and lets pending fetches settle. */
async function renderPaywall(
  options: { splitBindings?: SplitBinding[]; search?: string; photos?: 'ok' | 'missing' | Promise<Response>; matches?: PaywallMatches; urls?: string[] } = {},
) {
  const server = fakeServer();
  server.on('POST /v3/ui/events/generic:batchCollect', () => json(200, {}));
  server.on('GET /rest/v2/user/info/profile', () => json(200, { result: ownProfile() }));
  const photos = options.photos;
  if (photos instanceof Promise) server.on('GET /v3/paywalls/content/photos', () => photos);
  else if (photos !== 'missing') {
    const urls = options.urls ?? ['/media/a.jpg', '/media/b.jpg', '/media/c.jpg', '/media/d.jpg'];
    const body = { photos: urls.map((url) => ({ url, preset: 'avatar_360sm' })), matches: options.matches ?? { count: 12, capped: false } };
    server.on('GET /v3/paywalls/content/photos', () => json(200, body));
  }
  const i18n = await createI18n('en-US');
  // In the app the page's route waits in a loading boundary until its texts have loaded.
  await i18n.loadNamespaces('registration');
  const store = createStore();
  store.dispatch(loggedIn());
  store.dispatch(initLoaded({ features: [], splitBindings: options.splitBindings ?? [] }));
  vi.useFakeTimers();
  const router = createMemoryRouter(
    [
      { path: '/sign/activated', element: <SignupPaywallPage /> },
      { path: '/matches', element: <p>matches</p> },
    ],
    { initialEntries: [`/sign/activated${options.search ?? ''}`] },
  );
  render(
    <AppProviders store={store} i18n={i18n} brand={brandById(7)!}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const advance = (ms: number) => act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await advance(0);
  return { server, router, advance };
}

const FOUND_12 = 'We found 12 matches for you!';
const NONE = "New people join every day — we'll show you the first ones who fit.";
const percent = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
const casual = [{ splitHid: 'casual-dating', splitGroup: 1 }];

afterEach(() => sessionStorage.clear());

describe('signup-activated paywall (spec 1 §4, §9)', () => {
  it('casual-dating variant: 33/67/100% at 600/1600/2600 ms, fades at 4100 ms for 300 ms, then 3 photos of real matches and their true count', async () => {
    const { advance } = await renderPaywall({ splitBindings: casual });
    expect(percent()).toBe('0');
    await advance(599);
    expect(percent()).toBe('0');
    await advance(1);
    expect(percent()).toBe('33');
    await advance(1000);
    expect(percent()).toBe('67');
    await advance(1000);
    expect(percent()).toBe('100');
    await advance(1499);
    expect(screen.getByRole('heading', { name: 'Finding your matches…' }).closest('section')!.getAttribute('data-fading')).toBe('false');
    await advance(1);
    expect(screen.getByRole('heading', { name: 'Finding your matches…' }).closest('section')!.getAttribute('data-fading')).toBe('true');
    await advance(299);
    expect(screen.queryByRole('heading', { name: FOUND_12 })).toBeNull();
    await advance(1);
    expect(screen.getByRole('heading', { name: FOUND_12 })).toBeTruthy();
    expect(document.querySelectorAll('img')).toHaveLength(3);
  });

  it('casual-dating variant keeps the loading step past 4.1 s while the photos are still loading', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { advance } = await renderPaywall({ splitBindings: casual, photos: new Promise<Response>((resolve) => (answer = resolve)) });
    await advance(6000);
    expect(screen.getByRole('heading', { name: 'Finding your matches…' }).closest('section')!.getAttribute('data-fading')).toBe('false');
    answer(json(200, { photos: [{ url: '/media/a.jpg', preset: 'avatar_360sm' }], matches: { count: 1, capped: false } }));
    // One turn reads the answer into the store, the next renders it.
    await advance(0);
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Finding your matches…' }).closest('section')!.getAttribute('data-fading')).toBe('true');
    await advance(300);
    expect(screen.getByRole('heading', { name: 'We found 1 match for you!' })).toBeTruthy();
    expect(document.querySelectorAll('img')).toHaveLength(1);
  });

  it('casual-dating variant without the photos call shows placeholders and claims no number', async () => {
    const { advance } = await renderPaywall({ splitBindings: casual, photos: 'missing' });
    await advance(4100);
    await advance(300);
    expect(screen.getByRole('heading', { name: NONE })).toBeTruthy();
    expect(screen.queryByText(/\d/)).toBeNull();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Get Premium' })).toBeTruthy();
  });

  it('casual-dating variant when nobody fits yet: the none sentence, no photos, no number', async () => {
    const { advance } = await renderPaywall({ splitBindings: casual, matches: { count: 0, capped: false }, urls: [] });
    await advance(4100);
    await advance(300);
    expect(screen.getByRole('heading', { name: NONE })).toBeTruthy();
    expect(screen.getByText("With Premium, you'll see who likes you the moment they do.")).toBeTruthy();
    expect(screen.queryByText(/match(es)? for you/)).toBeNull();
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });

  it('casual-dating variant past the server’s cap says 999+', async () => {
    const { advance } = await renderPaywall({ splitBindings: casual, matches: { count: 999, capped: true } });
    await advance(4100);
    await advance(300);
    expect(screen.getByRole('heading', { name: 'We found 999+ matches for you!' })).toBeTruthy();
    expect(screen.getByText('Get Premium to see who they are and start chatting right away.')).toBeTruthy();
  });

  it('default variant: a 4 s ring, then the accordion, match found and the premium button 800 ms later', async () => {
    const { advance, server } = await renderPaywall({ splitBindings: [{ splitHid: 'casual-dating', splitGroup: 0 }] });
    expect(server.calls('POST /v3/ui/events/generic:batchCollect')[0]!.body).toEqual({
      requests: [{ category: 'paywall_user_list', label: 'user_icon', action: 'show' }],
    });
    await advance(3999);
    expect(screen.queryByRole('heading', { name: FOUND_12 })).toBeNull();
    await advance(1);
    expect(screen.getByRole('heading', { name: FOUND_12 })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your photo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get Premium' })).toBeNull();
    await advance(800);
    expect(screen.getByRole('button', { name: 'Get Premium' })).toBeTruthy();
  });

  it('default variant: the true count, its 999+ form and the none sentence', async () => {
    const defaultGroup = [{ splitHid: 'casual-dating', splitGroup: 0 }];
    for (const [matches, heading] of [
      [{ count: 1, capped: false }, 'We found 1 match for you!'],
      [{ count: 999, capped: true }, 'We found 999+ matches for you!'],
      [{ count: 0, capped: false }, NONE],
    ] as const) {
      const { advance } = await renderPaywall({ splitBindings: defaultGroup, matches });
      await advance(4000);
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
      cleanup();
      vi.useRealTimers();
    }
  });

  it('default variant keeps the ring past 4 s while the count is still loading', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { advance } = await renderPaywall({ splitBindings: [{ splitHid: 'casual-dating', splitGroup: 0 }], photos: new Promise<Response>((resolve) => (answer = resolve)) });
    await advance(5000);
    expect(screen.getByRole('heading', { name: 'Finding your matches…' })).toBeTruthy();
    answer(json(200, { photos: [], matches: { count: 57, capped: false } }));
    await advance(0);
    await advance(0);
    expect(screen.getByRole('heading', { name: 'We found 57 matches for you!' })).toBeTruthy();
  });

  it('writes the count with each language’s plural forms (pl, ru, uk need few and many)', async () => {
    const cases = {
      'ru-RU': [[1, 'совпадение'], [3, 'совпадения'], [5, 'совпадений'], [21, 'совпадение'], [57, 'совпадений']],
      'uk-UA': [[1, 'збіг'], [4, 'збіги'], [11, 'збігів'], [22, 'збіги'], [57, 'збігів']],
      'pl-PL': [[1, 'dopasowanie'], [2, 'dopasowania'], [5, 'dopasowań'], [22, 'dopasowania'], [57, 'dopasowań']],
      'de-DE': [[1, 'Match '], [57, 'Matches']],
    } as const;
    fakeServer();
    for (const [language, counts] of Object.entries(cases)) {
      const i18n = await createI18n(language as 'ru-RU');
      await i18n.loadNamespaces('registration');
      for (const [count, word] of counts) expect(i18n.t('registration:paywall.matchFound', { count }), `${language} ${count}`).toContain(`${count} ${word}`);
      expect(i18n.t('registration:paywall.matchFoundCapped', { count: 999 })).toContain('999+');
    }
  });

  it('mirror-redirect: the free-trial offer with the repeat price; closing goes to matches', async () => {
    const { router } = await renderPaywall({ search: '?mirror_redirect=1&price=9.99&currency=EUR' });
    expect(screen.getByRole('heading', { name: 'Try Premium for free' })).toBeTruthy();
    expect(screen.getByText('Then 9.99 EUR per period')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Close' }).click());
    expect(router.state.location.pathname).toBe('/matches');
  });
});
