import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { PROFILE_ALBUM_ID } from '@amora/contracts';
import { hit } from '../../features/matches-game/matches-hits.fixture.ts';
import { album, record, vocabulary } from '../../features/member-profile/member-record.fixture.ts';
import { json, ownProfile, type FakeServer } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import MatchesListRoute from './MatchesListRoute.tsx';
import MatchesRoute from './MatchesRoute.tsx';

/** A member with a photo dealt Ana then Eva; Ana's profile answers as the full record. */
function game(server: FakeServer) {
  const profile = ownProfile();
  server.on('GET /rest/v2/user/info/profile', (request) =>
    request.url.searchParams.get('users_hids') === 'ana'
      ? json(200, { result: { users: [{ ...record(), common: { ...record().common, id: 'ana', hid: 'ana', name: 'Ana', masked_name: 'A***a' } }] } })
      : json(200, { result: { ...profile, photos: { ...profile.photos, avatar: '/m/me.jpg' } } }),
  );
  server.on('GET /v3/matchesGame/users:pickUp', () => json(200, { hits: [hit('ana', 'Ana'), hit('eva', 'Eva')], nextPageToken: '' }));
  server.on(`GET /apis/photos/v1/users/ana/albums/${PROFILE_ALBUM_ID}`, () => json(200, album(false)));
  server.on('GET /rest/v2/user/info/profile/vocabulary', () => json(200, { result: vocabulary }));
  server.on('POST /v3/users/ana:visit', () => json(200, {}));
  server.on('POST /v3/users/ana:favorite', () => json(200, { isMyFavorite: true }));
  server.on('POST /v3/matchesGame/users/token-ana:like', () => json(200, { isMatch: false, likesLeft: 74 }));
  server.on('POST /v3/matchesGame/users/token-ana:pass', () => json(200, { isMatch: false, likesLeft: 74 }));
}

const card = (name: string) => screen.findByRole('group', { name: `${name}, 30` });

afterEach(() => sessionStorage.clear());

describe('a card’s profile over the matches game (spec 2 §2 show and close profile, spec 1 §2 profile modal)', () => {
  it('opens with the up arrow as a dialog with the whole profile, records the visit, and Escape closes it back to the card', async () => {
    const view = await renderUi(<MatchesRoute />, { path: '/matches' });
    game(view.server);
    await card('Ana');

    await view.user.keyboard('{ArrowUp}');
    const dialog = await screen.findByRole('dialog', { name: 'Ana, 30' });
    expect(await within(dialog).findByRole('heading', { name: 'Ana, 29' })).toBeTruthy();
    expect(await within(dialog).findByText('Hiking')).toBeTruthy();
    expect(view.router.state.location.search).toBe('?profile=ana');
    await waitFor(() => expect(view.server.calls('POST /v3/users/ana:visit')).toHaveLength(1));
    // The profile's own like gives way to the game's pass and like.
    expect(within(dialog).queryByRole('button', { name: 'Liked' })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close profile' }));

    // Focus stays inside: Shift+Tab from the first control goes round to the last.
    await view.user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Like' }));
    await view.user.keyboard('{Tab}');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close profile' }));

    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.router.state.location.search).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Ana, 30' })));
    // Closing decided nothing.
    expect(view.server.calls('POST /v3/matchesGame/users/token-ana:like')).toHaveLength(0);
  });

  it('opens from the card’s button and closes with the down arrow and the close icon', async () => {
    const view = await renderUi(<MatchesRoute />, { path: '/matches' });
    game(view.server);
    await card('Ana');

    await view.user.click(screen.getByRole('button', { name: "Open Ana, 30’s profile" }));
    await screen.findByRole('dialog', { name: 'Ana, 30' });
    await view.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await view.user.click(screen.getByRole('button', { name: "Open Ana, 30’s profile" }));
    const dialog = await screen.findByRole('dialog', { name: 'Ana, 30' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Close profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await card('Ana')).toBeTruthy();
  });

  it('likes that card from inside the profile and moves the deck on', async () => {
    const view = await renderUi(<MatchesRoute />, { path: '/matches' });
    game(view.server);
    await card('Ana');
    await view.user.keyboard('{ArrowUp}');
    const dialog = await screen.findByRole('dialog', { name: 'Ana, 30' });
    await within(dialog).findByRole('heading', { name: 'Ana, 29' });

    // The favourite star is on the profile in the modal too.
    await view.user.click(within(dialog).getByRole('button', { name: 'Favorite' }));
    await waitFor(() => expect(view.server.calls('POST /v3/users/ana:favorite')).toHaveLength(1));

    await view.user.click(within(dialog).getByRole('button', { name: 'Like' }));
    expect(await card('Eva')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.server.calls('POST /v3/matchesGame/users/token-ana:like')[0]!.body).toEqual({ trackingData: 'track-ana', interactionMethod: 'button' });
  });
});

describe('a card’s profile over the matches list', () => {
  it('opens from the card’s photo, and a pass from it takes the card out of the grid', async () => {
    const view = await renderUi(<MatchesListRoute />, { path: '/matches/list' });
    game(view.server);
    await screen.findByRole('listitem', { name: 'Ana, 30' });

    await view.user.click(screen.getByRole('button', { name: "Open Ana, 30’s profile" }));
    const dialog = await screen.findByRole('dialog', { name: 'Ana, 30' });
    await within(dialog).findByRole('heading', { name: 'Ana, 29' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ana, 30' })).toBeNull());
    expect(view.server.calls('POST /v3/matchesGame/users/token-ana:pass')[0]!.body).toEqual({ trackingData: 'track-ana', interactionMethod: 'button' });
    expect(screen.getByRole('listitem', { name: 'Eva, 30' })).toBeTruthy();
    // Ana's card is gone: focus goes to the card that took its place, not to the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: "Open Eva, 30’s profile" }));
  });

  it('gives focus back to the card whose profile Escape closed in the list', async () => {
    const view = await renderUi(<MatchesListRoute />, { path: '/matches/list' });
    game(view.server);
    await screen.findByRole('listitem', { name: 'Ana, 30' });

    await view.user.click(screen.getByRole('button', { name: "Open Ana, 30’s profile" }));
    await screen.findByRole('dialog', { name: 'Ana, 30' });
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: "Open Ana, 30’s profile" }));
  });
});
