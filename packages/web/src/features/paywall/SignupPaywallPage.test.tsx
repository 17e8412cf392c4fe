import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from '../../shared/routing/index.ts';
import { brandById, type SplitBinding } from '@amora/contracts';
import { createI18n } from '../../app/i18n.ts';
import { AppProviders } from '../../app/providers.tsx';
import { createStore } from '../../app/store.ts';
import { initLoaded, loggedIn } from '../../app/session/session-slice.ts';
import { fakeServer, json, ownProfile } from '../../test/fake-server.ts';
import SignupPaywallPage from './SignupPaywallPage.tsx';

/** Renders the paywall on a fake clock: `advance(ms)` moves it and lets pending fetches settle. */
async function renderPaywall(options: { splitBindings?: SplitBinding[]; search?: string; photos?: 'ok' | 'missing' | Promise<Response> } = {}) {
  const server = fakeServer();
  server.on('POST /v3/ui/events/generic:batchCollect', () => json(200, {}));
  server.on('GET /rest/v2/user/info/profile', () => json(200, { result: ownProfile() }));
  const photos = options.photos;
  if (photos instanceof Promise) server.on('GET /v3/paywalls/content/photos', () => photos);
  else if (photos !== 'missing') {
    server.on('GET /v3/paywalls/content/photos', () => json(200, { photos: [{ url: '/media/a.jpg' }, { url: '/media/b.jpg' }, { url: '/media/c.jpg' }, { url: '/media/d.jpg' }] }));
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

const percent = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
const casual = [{ splitHid: 'casual-dating', splitGroup: 1 }];

afterEach(() => sessionStorage.clear());

describe('signup-activated paywall (spec 1 §4, §9)', () => {
  it('casual-dating variant: 33/67/100% at 600/1600/2600 ms, fades at 4100 ms for 300 ms, then 3 photos and 57 matches', async () => {
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
    expect(screen.queryByRole('heading', { name: 'We found 57 matches for you!' })).toBeNull();
    await advance(1);
    expect(screen.getByRole('heading', { name: 'We found 57 matches for you!' })).toBeTruthy();
    expect(document.querySelectorAll('img')).toHaveLength(3);
  });

  it('casual-dating variant keeps the loading step past 4.1 s while the photos are still loading', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { advance } = await renderPaywall({ splitBindings: casual, photos: new Promise<Response>((resolve) => (answer = resolve)) });
    await advance(6000);
    expect(screen.getByRole('heading', { name: 'Finding your matches…' }).closest('section')!.getAttribute('data-fading')).toBe('false');
    answer(json(200, { photos: [{ url: '/media/a.jpg' }] }));
    // One turn reads the answer into the store, the next renders it.
    await advance(0);
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Finding your matches…' }).closest('section')!.getAttribute('data-fading')).toBe('true');
    await advance(300);
    expect(screen.getByRole('heading', { name: 'We found 57 matches for you!' })).toBeTruthy();
    expect(document.querySelectorAll('img')).toHaveLength(1);
  });

  it('casual-dating variant without the photos call shows placeholders', async () => {
    const { advance } = await renderPaywall({ splitBindings: casual, photos: 'missing' });
    await advance(4100);
    await advance(300);
    expect(screen.getByRole('heading', { name: 'We found 57 matches for you!' })).toBeTruthy();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Get Premium' })).toBeTruthy();
  });

  it('default variant: a 4 s ring, then the accordion, match found and the premium button 800 ms later', async () => {
    const { advance, server } = await renderPaywall({ splitBindings: [{ splitHid: 'casual-dating', splitGroup: 0 }] });
    expect(server.calls('POST /v3/ui/events/generic:batchCollect')[0]!.body).toEqual({
      requests: [{ category: 'paywall_user_list', label: 'user_icon', action: 'show' }],
    });
    await advance(3999);
    expect(screen.queryByRole('heading', { name: 'We found 57 matches for you!' })).toBeNull();
    await advance(1);
    expect(screen.getByRole('heading', { name: 'We found 57 matches for you!' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your photo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get Premium' })).toBeNull();
    await advance(800);
    expect(screen.getByRole('button', { name: 'Get Premium' })).toBeTruthy();
  });

  it('mirror-redirect: the free-trial offer with the repeat price; closing goes to matches', async () => {
    const { router } = await renderPaywall({ search: '?mirror_redirect=1&price=9.99&currency=EUR' });
    expect(screen.getByRole('heading', { name: 'Try Premium for free' })).toBeTruthy();
    expect(screen.getByText('Then 9.99 EUR per period')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Close' }).click());
    expect(router.state.location.pathname).toBe('/matches');
  });
});
