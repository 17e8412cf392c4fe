import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import type { MatchesHit } from '@amora/contracts';
import { hit } from './matches-hits.fixture.ts';
import { json, ownProfile, type FakeServer } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { MatchesGamePage } from './MatchesGamePage.tsx';

/** A member with a photo, dealt `cards` in one page. */
function game(server: FakeServer, cards: MatchesHit[], options: { avatar?: string | null } = {}) {
  const profile = ownProfile();
  server.on('GET /rest/v2/user/info/profile', () => json(200, { result: { ...profile, photos: { ...profile.photos, avatar: options.avatar === undefined ? '/m/me.jpg' : options.avatar } } }));
  server.on('GET /v3/matchesGame/users:pickUp', () => json(200, { hits: cards, nextPageToken: '' }));
  server.on('POST /v3/matchesGame/users/token-ana:like', () => json(200, { isMatch: false, likesLeft: 74 }));
  server.on('POST /v3/matchesGame/users/token-eva:pass', () => json(200, { isMatch: false, likesLeft: 74 }));
}

/** A pointer event at (x, y) at `timeStamp` ms: how fast a drag went decides as much as how far. */
function pointer(target: HTMLElement, type: string, clientX: number, clientY: number, timeStamp: number) {
  const event = new PointerEvent(type, { bubbles: true, pointerId: 1, button: 0, clientX, clientY });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  fireEvent(target, event);
}

const card = (name: string) => screen.findByRole('group', { name: `${name}, 30` });

afterEach(() => sessionStorage.clear());

describe('the matches game (issue 16 point 6, spec 2 §2 and §4)', () => {
  it('likes with the button and shows the next card, sending the card’s token and how the member reacted', async () => {
    const view = await renderUi(<MatchesGamePage />, { path: '/matches' });
    game(view.server, [hit('ana', 'Ana'), hit('eva', 'Eva')]);

    expect(await card('Ana')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Like Ana, 30' }));
    expect(await card('Eva')).toBeTruthy();
    expect(view.server.calls('POST /v3/matchesGame/users/token-ana:like')[0]!.body).toEqual({ trackingData: 'track-ana', interactionMethod: 'button' });
  });

  it('passes with the left arrow and likes with a drag past a third of the card', async () => {
    const view = await renderUi(<MatchesGamePage />, { path: '/matches' });
    game(view.server, [hit('eva', 'Eva'), hit('ana', 'Ana'), hit('mia', 'Mia')]);
    await card('Eva');

    await view.user.keyboard('{ArrowLeft}');
    const ana = await card('Ana');
    expect(view.server.calls('POST /v3/matchesGame/users/token-eva:pass')[0]!.body).toMatchObject({ interactionMethod: 'keyboard' });

    // happy-dom lays nothing out: the card measures as the 320 px default, so 150 px is past a third.
    pointer(ana, 'pointerdown', 100, 300, 0);
    pointer(ana, 'pointermove', 250, 310, 800);
    pointer(ana, 'pointerup', 250, 310, 1000);
    expect(await card('Mia')).toBeTruthy();
    expect(view.server.calls('POST /v3/matchesGame/users/token-ana:like')[0]!.body).toMatchObject({ interactionMethod: 'swipe' });
  });

  it('springs a short slow drag back and decides nothing', async () => {
    const view = await renderUi(<MatchesGamePage />, { path: '/matches' });
    game(view.server, [hit('ana', 'Ana'), hit('eva', 'Eva')]);
    const ana = await card('Ana');
    pointer(ana, 'pointerdown', 100, 300, 0);
    pointer(ana, 'pointermove', 140, 300, 800);
    pointer(ana, 'pointerup', 140, 300, 1000);
    // A decided card would be on its way out (translated by 1.6 widths) instead of back at rest.
    await waitFor(() => expect(screen.getByRole('group', { name: 'Ana, 30' }).style.transform).toBe('translate(0px, 0px) rotate(0deg)'));
    expect(view.server.calls('POST /v3/matchesGame/users/token-ana:like')).toHaveLength(0);
  });

  it('celebrates a mutual like as a match', async () => {
    const view = await renderUi(<MatchesGamePage />, { path: '/matches' });
    game(view.server, [hit('ana', 'Ana', true), hit('eva', 'Eva')]);
    view.server.on('POST /v3/matchesGame/users/token-ana:like', () => json(200, { isMatch: true, likesLeft: 73 }));
    await card('Ana');
    await view.user.click(screen.getByRole('button', { name: 'Like Ana, 30' }));
    expect(await screen.findByRole('heading', { name: "It’s a match!" })).toBeTruthy();
    expect(screen.getByText('You and Ana like each other.')).toBeTruthy();
  });

  it('keeps the card and explains the daily limit when the likes run out', async () => {
    const view = await renderUi(<MatchesGamePage />, { path: '/matches' });
    game(view.server, [hit('ana', 'Ana'), hit('eva', 'Eva')]);
    view.server.on('POST /v3/matchesGame/users/token-ana:like', () => json(403, { code: 121, message: 'daily likes limit reached' }));
    await card('Ana');
    await view.user.click(screen.getByRole('button', { name: 'Like Ana, 30' }));
    expect(await screen.findByRole('heading', { name: "You’re out of likes for today" })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Keep discovering' }));
    expect(await card('Ana')).toBeTruthy();
  });

  it('offers to undo passing someone who liked the member, once a session, and puts them back', async () => {
    const view = await renderUi(<MatchesGamePage />, { path: '/matches' });
    const ana = hit('ana', 'Ana', true);
    game(view.server, [ana, hit('eva', 'Eva')]);
    view.server.on('POST /v3/matchesGame/users/token-ana:pass', () => json(200, { isMatch: false, likesLeft: 75 }));
    view.server.on('POST /v3/matchesGame/users/token-ana:reverse', () => json(200, { hit: { ...ana, user: { ...ana.user, operationToken: 'token-ana-2' } } }));
    await card('Ana');
    await view.user.click(screen.getByRole('button', { name: 'Pass on Ana, 30' }));
    const tooltip = await screen.findByText('Ana liked you.');
    await view.user.click(within(tooltip.parentElement!).getByRole('button', { name: 'Undo' }));
    expect(await card('Ana')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Ana liked you.')).toBeNull());
    expect(sessionStorage.getItem('amora.undoTooltipShown')).toBe('1');
  });

  it('asks a member without a photo for one instead of dealing cards', async () => {
    const view = await renderUi(<MatchesGamePage />, { path: '/matches' });
    game(view.server, [hit('ana', 'Ana')], { avatar: null });
    expect(await screen.findByRole('heading', { name: 'Add a photo to start' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a photo' }).getAttribute('href')).toBe('/photos');
    expect(screen.queryByRole('button', { name: /Like/ })).toBeNull();
  });

  it('says when everyone has been seen, and where to look next', async () => {
    const view = await renderUi(<MatchesGamePage />, { path: '/matches' });
    game(view.server, []);
    expect(await screen.findByRole('heading', { name: "You’ve seen everyone for now" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search nearby' }).getAttribute('href')).toBe('/search');
  });
});
