import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { PROFILE_ALBUM_ID } from '@amora/contracts';
import { json, type FakeServer } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { album, record, vocabulary } from './member-record.fixture.ts';
import { MemberProfilePage } from './MemberProfilePage.tsx';

function member(server: FakeServer, answer: unknown, options: { blurred?: boolean } = {}) {
  server.on('GET /rest/v2/user/info/profile', () => json(200, { result: { users: answer === null ? [] : [answer] } }));
  server.on(`GET /apis/photos/v1/users/hid-ana/albums/${PROFILE_ALBUM_ID}`, () => json(200, album(options.blurred ?? false)));
  server.on('GET /rest/v2/user/info/profile/vocabulary', () => json(200, { result: vocabulary }));
  server.on('POST /v3/users/hid-ana:visit', () => json(200, {}));
}

describe("another member's profile (issue 16 point 5, spec 1 §6)", () => {
  it('shows the member with their facts, records the visit, and likes them', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, record());
    view.server.on('POST /apis/relations/v1/users/me/likes', () => json(200, { isMatch: false, likesLeft: 74 }));

    expect(await screen.findByRole('heading', { name: 'Ana, 29' })).toBeTruthy();
    const badges = screen.getByText('Berlin').closest('ul')!;
    expect(within(badges).getByText('4 km away')).toBeTruthy();
    expect(within(badges).getByText('Leo')).toBeTruthy();
    expect(await screen.findByText('Hiking')).toBeTruthy();
    expect(screen.getByText('168 cm')).toBeTruthy();
    expect(view.server.calls('POST /v3/users/hid-ana:visit')).toHaveLength(1);
    expect((await screen.findAllByRole('img', { name: /Photo \d of Ana/ })).length).toBeGreaterThan(0);
    expect(screen.queryByText(/The other photos are blurred/)).toBeNull();

    await view.user.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('button', { name: 'Liked' })).toBeTruthy();
    expect(view.server.calls('POST /apis/relations/v1/users/me/likes')[0]!.body).toEqual({ contact_hid: 'hid-ana' });
    expect(view.server.calls('POST /apis/relations/v1/users/me/likes')[0]!.url.searchParams.get('context')).toBe('profile');

    // The chat button opens the dialog with the member (issue 18 point 7).
    await view.user.click(screen.getByRole('link', { name: 'Send a message' }));
    expect(view.router.state.location.pathname).toBe('/dialogs/hid-ana');
  });

  it('tells a free viewer that the city and the blurred photos are for premium', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, record({ city: null }), { blurred: true });
    await screen.findByRole('heading', { name: 'Ana, 29' });
    expect(screen.getByText('Premium members can see which city they live in.')).toBeTruthy();
    expect(await screen.findByText('The other photos are blurred. Premium members see them all.')).toBeTruthy();
    // The blurred photo is one of the slides, shown as its blurred rendition with a lock on it.
    const photos = screen.getAllByRole('img', { name: /Photo \d of Ana/, hidden: true });
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual(['/m/p1.jpg', '/m/p2-blur.jpg']);
    expect(screen.getByText('Premium shows every photo clearly')).toBeTruthy();
  });

  it('shows a match instead of the like button', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, record({ liked: true, match: true }));
    expect(await screen.findByText("You and Ana like each other — it’s a match!")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Like/ })).toBeNull();
  });

  it('shows a stub, and records no visit, for a member who blocked the viewer or is gone', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, { common: { id: 'hid-ana', hid: 'hid-ana' }, stub: 'blocking_me' });
    expect(await screen.findByRole('heading', { name: 'This profile isn’t available' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /A\*\*\*a/ })).toBeNull();
    expect(view.server.calls('POST /v3/users/hid-ana:visit')).toHaveLength(0);
  });

  it('marks a favourite at once, keeps it when the server agrees, and takes it back when it refuses', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, record());
    let agree: () => void = () => {};
    view.server.on('POST /v3/users/hid-ana:favorite', () => new Promise<Response>((resolve) => (agree = () => resolve(json(200, { isMyFavorite: true })))));
    view.server.on('POST /v3/users/hid-ana:unfavorite', () => json(500, { code: 500, message: 'down' }));

    const star = await screen.findByRole('button', { name: 'Favorite' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await view.user.click(star);
    // Pressed while the server has not answered yet.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe('true'));
    expect(view.server.calls('POST /v3/users/hid-ana:favorite')).toHaveLength(1);
    agree();
    await waitFor(() => expect(view.server.calls('POST /v3/users/hid-ana:favorite')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe('true');

    // Taking it back fails: the star fills again and the member is told.
    await view.user.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(await screen.findByText("Couldn’t update your favorites. Please try again.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe('true');
    expect(view.server.calls('POST /v3/users/hid-ana:unfavorite')).toHaveLength(1);
    // The visit is recorded once, however often the record changes.
    expect(view.server.calls('POST /v3/users/hid-ana:visit')).toHaveLength(1);
  });

  it('shows a member already among the favourites as one', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, record({ favourite: true }));
    expect((await screen.findByRole('button', { name: 'Favorite' })).getAttribute('aria-pressed')).toBe('true');
  });
});
