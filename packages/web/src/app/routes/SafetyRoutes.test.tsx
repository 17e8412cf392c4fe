import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { PROFILE_ALBUM_ID, type SearchResultUser } from '@amora/contracts';
import SearchPage from '../../features/discovery/SearchPage.tsx';
import { hit } from '../../features/matches-game/matches-hits.fixture.ts';
import { album, record, vocabulary } from '../../features/member-profile/member-record.fixture.ts';
import { SafetyToastHost } from '../../features/safety/SafetyToast.tsx';
import { Route, Routes } from '../../shared/routing/index.ts';
import { json, ownProfile, type FakeServer } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import ContactRoute from './ContactRoute.tsx';
import MatchesRoute from './MatchesRoute.tsx';

const neighbour = (hid: string, name: string): SearchResultUser => ({
  hid,
  consumerHid: 'hid-me',
  name,
  age: 29,
  recentlyActive: false,
  profile: { mood: null },
  photo: { thumbnailUrl: `/media/${hid}.jpg` },
  relationships: { myLikes: false },
  subscriptions: { premiumBasic: false, premiumGold: false, vip: false },
  distanceKilometers: 3,
});

/** Ana's profile and album; `blocked` turns her record into the viewer's stub, as the server does after a block. */
function ana(server: FakeServer, state: { blocked: boolean }, hid = 'hid-ana') {
  const profile = ownProfile();
  server.on('GET /rest/v2/user/info/profile', (request) =>
    request.url.searchParams.get('users_hids') === hid
      ? json(200, { result: { users: [state.blocked ? { common: { id: hid, hid }, stub: 'blocked_by_me' } : { ...record(), common: { ...record().common, id: hid, hid } }] } })
      : json(200, { result: { ...profile, photos: { ...profile.photos, avatar: '/m/me.jpg' } } }),
  );
  server.on(`GET /apis/photos/v1/users/${hid}/albums/${PROFILE_ALBUM_ID}`, () => json(200, album(false)));
  server.on('GET /rest/v2/user/info/profile/vocabulary', () => json(200, { result: vocabulary }));
  server.on(`POST /v3/users/${hid}:visit`, () => json(200, {}));
  server.on(`POST /v3/users/${hid}:block`, () => {
    state.blocked = true;
    return json(200, { isBlocked: true });
  });
  server.on(`POST /v3/users/${hid}:unblock`, () => {
    state.blocked = false;
    return json(200, { isBlocked: false });
  });
}

describe('blocking from a profile (issue 17 point 6, spec 2 §4)', () => {
  it('confirms, blocks, goes back to the list it came from, where the member is gone, and says so', async () => {
    const state = { blocked: false };
    const view = await renderUi(
      <>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
          <Route path="/contact/:hid" element={<ContactRoute />} />
        </Routes>
        <SafetyToastHost />
      </>,
      { path: '/search' },
    );
    ana(view.server, state);
    view.server.on('GET /v3/users/me/location', () => json(200, { source: 'city' }));
    view.server.on('GET /v3/neighbors', () => json(200, { hits: state.blocked ? [neighbour('hid-eva', 'Eva')] : [neighbour('hid-ana', 'Ana'), neighbour('hid-eva', 'Eva')], nextPageToken: '' }));

    const list = await screen.findByRole('list', { name: 'People within 50 km' });
    await view.user.click(await within(list).findByRole('link', { name: /Ana/ }));
    expect(await screen.findByRole('heading', { name: 'Ana, 29' })).toBeTruthy();

    await view.user.click(screen.getByRole('button', { name: 'More options for Ana' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Block' }));
    const confirm = await screen.findByRole('dialog', { name: 'Block Ana?' });
    expect(within(confirm).getByText(/They won’t see you and you won’t see them/)).toBeTruthy();
    // Cancel sends nothing.
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.server.calls('POST /v3/users/hid-ana:block')).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'More options for Ana' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Block' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Block Ana?' })).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/search'));
    expect(view.server.calls('POST /v3/users/hid-ana:block')[0]!.body).toEqual({ source: 'profile' });
    expect(await screen.findByText('Ana is blocked')).toBeTruthy();
    const after = await screen.findByRole('list', { name: 'People within 50 km' });
    expect(await within(after).findByRole('link', { name: /Eva/ })).toBeTruthy();
    expect(within(after).queryByRole('link', { name: /Ana/ })).toBeNull();
  });

  it('goes to the matches when the profile was the first page of the tab', async () => {
    const view = await renderUi(
      <Routes>
        <Route path="/matches" element={<p>Matches</p>} />
        <Route path="/contact/:hid" element={<ContactRoute />} />
      </Routes>,
      { path: '/contact/hid-ana' },
    );
    ana(view.server, { blocked: false });
    await view.user.click(await screen.findByRole('button', { name: 'More options for Ana' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Block' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Block Ana?' })).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Matches')).toBeTruthy();
  });

  it('offers the unblock on the stub of a member the viewer blocked, and shows the profile again', async () => {
    const state = { blocked: true };
    const view = await renderUi(
      <Routes>
        <Route path="/contact/:hid" element={<ContactRoute />} />
      </Routes>,
      { path: '/contact/hid-ana' },
    );
    ana(view.server, state);
    await view.user.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('heading', { name: 'Ana, 29' })).toBeTruthy();
    expect(view.server.calls('POST /v3/users/hid-ana:unblock')[0]!.body).toEqual({ source: 'profile' });
  });

  it('blocks from a card’s profile over the game: the modal closes and the deck is dealt afresh without them', async () => {
    const state = { blocked: false };
    const view = await renderUi(<MatchesRoute />, { path: '/matches' });
    ana(view.server, state, 'ana');
    view.server.on('GET /v3/matchesGame/users:pickUp', () => json(200, { hits: state.blocked ? [hit('eva', 'Eva')] : [hit('ana', 'Ana'), hit('eva', 'Eva')], nextPageToken: '' }));

    await screen.findByRole('group', { name: 'Ana, 30' });
    await view.user.keyboard('{ArrowUp}');
    const dialog = await screen.findByRole('dialog', { name: 'Ana, 30' });
    await view.user.click(await within(dialog).findByRole('button', { name: 'More options for Ana' }));
    // Escape closes the menu, not the profile.
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Ana, 30' })).toBeTruthy();

    await view.user.click(within(dialog).getByRole('button', { name: 'More options for Ana' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Block' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Block Ana?' })).getByRole('button', { name: 'Block' }));

    expect(await screen.findByRole('group', { name: 'Eva, 30' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('group', { name: 'Ana, 30' })).toBeNull();
    expect(view.server.calls('POST /v3/users/ana:block')).toHaveLength(1);
  });
});
