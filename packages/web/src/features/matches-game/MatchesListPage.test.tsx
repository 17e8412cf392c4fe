import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import type { MatchesHit } from '@amora/contracts';
import { json, ownProfile, type FakeServer } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { hit } from './matches-hits.fixture.ts';
import { LIST_FIRST, MatchesListPage } from './MatchesListPage.tsx';

/** A member with a photo; the deck deals `pages` one after the other, each page's token naming the next. */
function deal(server: FakeServer, pages: MatchesHit[][]) {
  const profile = ownProfile();
  server.on('GET /rest/v2/user/info/profile', () => json(200, { result: { ...profile, photos: { ...profile.photos, avatar: '/m/me.jpg' } } }));
  server.on('GET /v3/matchesGame/users:pickUp', (request) => {
    const index = Number(request.url.searchParams.get('pageToken') ?? '0');
    return json(200, { hits: pages[index] ?? [], nextPageToken: index + 1 < pages.length ? String(index + 1) : '' });
  });
}

const people = (from: number, count: number) => Array.from({ length: count }, (_, index) => hit(`m${from + index}`, `Member${from + index}`, (from + index) % 5 === 0));
const tile = (name: string) => screen.findByRole('listitem', { name: `${name}, 30` });

describe('the matches list (spec 2 §2 /matches/list)', () => {
  it('shows the candidates as cards with photo, name and age, online and likes-you marks, and switches back to the stack', async () => {
    const view = await renderUi(<MatchesListPage />, { path: '/matches/list' });
    deal(view.server, [people(1, 6)]);

    const five = await tile('Member5');
    expect(within(screen.getByRole('list', { name: 'People for you' })).getAllByRole('listitem')).toHaveLength(6);
    expect(within(five).getByText('Likes you')).toBeTruthy();
    expect(within(five).getByRole('img', { name: 'Online' })).toBeTruthy();
    expect(five.querySelector('img')!.getAttribute('src')).toBe('/m/m5-s.jpg');
    expect(within(await tile('Member4')).queryByText('Likes you')).toBeNull();
    expect(await screen.findByText("That’s everyone for now.")).toBeTruthy();

    const views = screen.getByRole('navigation', { name: 'View' });
    expect(within(views).getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe('page');
    await view.user.click(within(views).getByRole('link', { name: 'Cards' }));
    expect(view.router.state.location.pathname).toBe('/matches');
  });

  it('likes and passes a card, which leaves the grid, sending its token', async () => {
    const view = await renderUi(<MatchesListPage />, { path: '/matches/list' });
    deal(view.server, [people(1, 3)]);
    view.server.on('POST /v3/matchesGame/users/token-m1:like', () => json(200, { isMatch: false, likesLeft: 74 }));
    view.server.on('POST /v3/matchesGame/users/token-m2:pass', () => json(200, { isMatch: false, likesLeft: 74 }));

    await tile('Member1');
    await view.user.click(screen.getByRole('button', { name: 'Like Member1, 30' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Member1, 30' })).toBeNull());
    await view.user.click(screen.getByRole('button', { name: 'Pass on Member2, 30' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Member2, 30' })).toBeNull());
    expect(view.server.calls('POST /v3/matchesGame/users/token-m1:like')[0]!.body).toEqual({ trackingData: 'track-m1', interactionMethod: 'button' });
    expect(view.server.calls('POST /v3/matchesGame/users/token-m2:pass')).toHaveLength(1);
    expect(await tile('Member3')).toBeTruthy();
  });

  it('puts a card back and says so when the reaction does not go through', async () => {
    const view = await renderUi(<MatchesListPage />, { path: '/matches/list' });
    deal(view.server, [people(1, 2)]);
    view.server.on('POST /v3/matchesGame/users/token-m1:like', () => json(500, { code: 500, message: 'down' }));
    await tile('Member1');
    await view.user.click(screen.getByRole('button', { name: 'Like Member1, 30' }));
    expect(await screen.findByText("That didn’t go through. Please try again.")).toBeTruthy();
    expect(await tile('Member1')).toBeTruthy();
  });

  it('deals the next page when asked for more, until the server has no more', async () => {
    const view = await renderUi(<MatchesListPage />, { path: '/matches/list' });
    deal(view.server, [people(1, LIST_FIRST), people(LIST_FIRST + 1, 4)]);
    await tile(`Member${LIST_FIRST}`);
    expect(view.server.calls('GET /v3/matchesGame/users:pickUp')).toHaveLength(1);

    await view.user.click(await screen.findByRole('button', { name: 'Show more people' }));
    expect(await tile(`Member${LIST_FIRST + 4}`)).toBeTruthy();
    expect(view.server.calls('GET /v3/matchesGame/users:pickUp')[1]!.url.searchParams.get('pageToken')).toBe('1');
    expect(await screen.findByText("That’s everyone for now.")).toBeTruthy();
  });

  it('shows a loading state first and the empty state when nobody is left', async () => {
    const view = await renderUi(<MatchesListPage />, { path: '/matches/list' });
    deal(view.server, [[]]);
    let answer: () => void = () => {};
    view.server.on('GET /v3/matchesGame/users:pickUp', () => new Promise<Response>((resolve) => (answer = () => resolve(json(200, { hits: [], nextPageToken: '' })))));
    expect(await screen.findByRole('status', { name: 'Finding people for you…' })).toBeTruthy();
    answer();
    expect(await screen.findByRole('heading', { name: "You’ve seen everyone for now" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search nearby' }).getAttribute('href')).toBe('/search');
  });
});
