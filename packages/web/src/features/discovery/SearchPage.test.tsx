import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import type { ListUserTeaser, SearchResultUser } from '@amora/contracts';
import { json, type FakeServer } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import SearchPage from './SearchPage.tsx';

function member(hid: string, name: string, km: number, extra: Partial<SearchResultUser> = {}): SearchResultUser {
  return {
    hid,
    consumerHid: 'hid-me',
    name,
    age: 29,
    recentlyActive: false,
    profile: { mood: null },
    photo: { thumbnailUrl: `/media/${hid}.jpg` },
    relationships: { myLikes: false },
    subscriptions: { premiumBasic: false, premiumGold: false, vip: false },
    distanceKilometers: km,
    ...extra,
  };
}

const teaser = (name: string): ListUserTeaser => ({ name, age: 31, photoUrl: '/media/blurred.jpg', recentlyActive: false, isThroughBoost: false, isUserLiked: false, isUserSkipped: false });

/** A member whose location is `source`, answering nearby with `pages[radius]`. */
function nearby(server: FakeServer, pages: Record<number, SearchResultUser[]>, source: 'city' | 'browser' = 'city') {
  let location = source;
  server.on('GET /v3/users/me/location', () => json(200, { source: location }));
  server.on('PUT /v3/users/me/location', () => {
    location = 'browser';
    return json(200, { source: location });
  });
  server.on('DELETE /v3/users/me/location', () => {
    location = 'city';
    return json(200, { source: location });
  });
  server.on('GET /v3/neighbors', (request) => json(200, { hits: pages[Number(request.url.searchParams.get('radiusKilometers'))] ?? [], nextPageToken: '' }));
}

/** The browser's geolocation (happy-dom has none): the one place the page asks for a position. */
function browserGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('nearby search (issue 16, spec 1 §2 and §4)', () => {
  it('lists the members around a premium member nearest first, each distance in whole km with the 1 km floor as a label', async () => {
    const view = await renderUi(<SearchPage />, { path: '/search' });
    nearby(view.server, { 50: [member('hid-ana', 'Ana', 1, { recentlyActive: true }), member('hid-eva', 'Eva', 12, { relationships: { myLikes: true } }), member('hid-zoe', 'Zoe', 1234)] });

    const list = await screen.findByRole('list', { name: 'People within 50 km' });
    const cards = await within(list).findAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/contact/hid-ana', '/contact/hid-eva', '/contact/hid-zoe']);
    expect(within(cards[0]!).getByText('Less than 1 km away')).toBeTruthy();
    expect(within(cards[0]!).getByText('Online')).toBeTruthy();
    expect(within(cards[1]!).getByText('12 km away')).toBeTruthy();
    expect(within(cards[1]!).getByLabelText('You liked them')).toBeTruthy();
    expect(within(cards[2]!).getByText('1,234 km away')).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Distance' }).getAttribute('aria-valuetext')).toBe('Up to 50 km');
  });

  it('reloads for a new range, keeps the range for next time, and offers a wider one when nobody is that close', async () => {
    const view = await renderUi(<SearchPage />, { path: '/search' });
    nearby(view.server, { 50: [member('hid-ana', 'Ana', 4), member('hid-eva', 'Eva', 30)], 5: [] });
    await screen.findByRole('list', { name: 'People within 50 km' });

    fireEvent.change(screen.getByRole('slider', { name: 'Distance' }), { target: { value: '1' } });
    expect(await screen.findByRole('heading', { name: 'No one within 5 km yet' })).toBeTruthy();
    expect(view.server.calls('GET /v3/neighbors').map((request) => request.url.searchParams.get('radiusKilometers'))).toEqual(['50', '5']);
    expect(localStorage.getItem('amora.nearbyRange')).toBe('5');
    expect(screen.queryByRole('link', { name: /Ana/ })).toBeNull();

    await view.user.click(screen.getByRole('button', { name: 'Show people up to 50 km away' }));
    expect(await screen.findByRole('list', { name: 'People within 50 km' })).toBeTruthy();
    expect(localStorage.getItem('amora.nearbyRange')).toBe('50');
  });

  it('shows a member without premium blurred teasers and what premium would show, never a list', async () => {
    const view = await renderUi(<SearchPage />, { path: '/search' });
    nearby(view.server, {});
    view.server.on('GET /v3/neighbors', () => json(403, { code: 403, message: 'nearby needs premium' }));
    view.server.on('GET /v3/neighbors/teasers', () => json(200, { teasers: [teaser('A***a'), teaser('M***a')] }));

    expect(await screen.findByRole('heading', { name: '2 people near you' })).toBeTruthy();
    const teasers = within(screen.getByRole('list', { name: 'People near you' })).getAllByRole('listitem');
    expect(teasers.map((item) => item.textContent)).toEqual(['A***a, 31', 'M***a, 31']);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    await view.user.click(screen.getByRole('button', { name: "See who’s nearby" }));
    expect(await screen.findByText('Choose a distance from 3 to 50 km')).toBeTruthy();
  });

  it('shares the browser position once when the member asks, and goes back to the city', async () => {
    const getCurrentPosition = vi.fn((resolve: PositionCallback) => resolve({ coords: { latitude: 52.52, longitude: 13.405 } } as GeolocationPosition));
    browserGeolocation(getCurrentPosition);
    const view = await renderUi(<SearchPage />, { path: '/search' });
    nearby(view.server, { 50: [] });

    await view.user.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText(/We keep only an approximate area of about 1 km/)).toBeTruthy();
    expect(view.server.calls('PUT /v3/users/me/location')[0]!.body).toEqual({ latitude: 52.52, longitude: 13.405 });
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    // The list is measured again from the new place.
    await waitFor(() => expect(view.server.calls('GET /v3/neighbors').length).toBeGreaterThan(1));

    await view.user.click(screen.getByRole('button', { name: 'Use my city instead' }));
    expect(await screen.findByText('Distances are measured from the city on your profile.')).toBeTruthy();
    expect(view.server.calls('DELETE /v3/users/me/location')).toHaveLength(1);
  });

  it('says why the position could not be used: refused by the browser, or changed too often today', async () => {
    let refuse = true;
    const getCurrentPosition = vi.fn((resolve: PositionCallback, reject: PositionErrorCallback) => {
      if (refuse) reject({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
      else resolve({ coords: { latitude: 48.85, longitude: 2.35 } } as GeolocationPosition);
    });
    browserGeolocation(getCurrentPosition);
    const view = await renderUi(<SearchPage />, { path: '/search' });
    nearby(view.server, { 50: [] });
    view.server.on('PUT /v3/users/me/location', () => json(429, { code: 429, message: 'too many location changes' }, { 'retry-after': '3600' }));

    await view.user.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect((await screen.findByRole('alert')).textContent).toContain("Your browser didn’t allow location access");

    refuse = false;
    await view.user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain("You’ve changed your location many times today"));
  });
});
