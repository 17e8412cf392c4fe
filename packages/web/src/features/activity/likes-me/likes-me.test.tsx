import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/preact';
import { ListsCode, type ListEntry, type ListUserTeaser, type RealtimeCounters } from '@amora/contracts';
import { countersReceived } from '../../../shared/realtime/counters-slice.ts';
import { json, type FakeServer } from '../../../test/fake-server.ts';
import { renderUi } from '../../../test/render-ui.tsx';
import { LikesMeWatcher } from './LikesMeWatcher.tsx';
import { likesMePopupShowsToday, recordLikesMePopupShown } from './likes-me-shows.ts';
import { LikesMeMatchesPopup, LikesMePopup } from './popups.tsx';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const counters = (counts: Partial<RealtimeCounters>): RealtimeCounters => ({ unreadDialogsCount: 0, newILikeCount: 0, newMatchesCount: 0, newVisitorsCount: 0, ...counts });

function entry(name: string): ListEntry {
  return {
    id: `hid-${name}`,
    hid: `hid-${name}`,
    name,
    age: 30,
    photoUrl: `/media/${name}.jpg`,
    recentlyActive: false,
    isThroughBoost: false,
    isUserLiked: false,
    isUserSkipped: false,
    list_data: { user_block_me: false, i_block_user: false, is_selected: false, i_like_this_user: false, user_like_me: true, is_match: false },
  };
}
const teaser = (name: string): ListUserTeaser => ({ name, age: 30, photoUrl: '/media/blurred.jpg', recentlyActive: false, isThroughBoost: false, isUserLiked: false, isUserSkipped: false });

function freeMember(server: FakeServer, teasers: ListUserTeaser[]) {
  server.on('GET /v3/likesYou', () => json(403, { code: ListsCode.premiumRequired, message: 'premium' }));
  server.on('GET /v3/likesYou/teasers', () => json(200, { teasers }));
}

afterEach(() => localStorage.clear());

describe('the likes-me popups are queued (spec 2 §4, §9)', () => {
  it('when new likes or matches come, each at most every 15 minutes', async () => {
    const view = await renderUi(<LikesMeWatcher />, { path: '/profile' });
    act(() => void view.store.dispatch(countersReceived(counters({ newILikeCount: 2 }))));
    expect(view.store.getState().overlays.popupQueue).toEqual([{ name: 'likes_me_popup', priority: 0, showOnceMs: FIFTEEN_MINUTES }]);

    act(() => void view.store.dispatch(countersReceived(counters({ newILikeCount: 2, newMatchesCount: 1 }))));
    expect(view.store.getState().overlays.popupQueue.map((popup) => popup.name)).toEqual(['likes_me_popup', 'likes_me_matches_popup']);
  });

  it('not when a count only falls or stays, nor on the list that already shows it', async () => {
    const view = await renderUi(<LikesMeWatcher />, { path: '/activity/likes' });
    act(() => void view.store.dispatch(countersReceived(counters({ newILikeCount: 3 }))));
    act(() => void view.store.dispatch(countersReceived(counters({ newILikeCount: 0 }))));
    expect(view.store.getState().overlays.popupQueue).toEqual([]);
  });

  it('not after four showings today', async () => {
    for (let shown = 0; shown < 4; shown++) recordLikesMePopupShown('likes_me_popup');
    const view = await renderUi(<LikesMeWatcher />, { path: '/profile' });
    act(() => void view.store.dispatch(countersReceived(counters({ newILikeCount: 1, newMatchesCount: 1 }))));
    expect(view.store.getState().overlays.popupQueue.map((popup) => popup.name)).toEqual(['likes_me_matches_popup']);
  });
});

describe('the likes-me popup', () => {
  it('shows a member without premium the new likers blurred, and where to find them', async () => {
    const view = await renderUi(<LikesMePopup onClose={() => {}} onAction={() => {}} />, { path: '/profile' });
    freeMember(view.server, [teaser('A***a'), teaser('B***o')]);
    act(() => void view.store.dispatch(countersReceived(counters({ newILikeCount: 2 }))));

    const popup = await screen.findByRole('dialog', { name: '2 new people like you' });
    await waitFor(() => expect(popup.querySelectorAll('img')).toHaveLength(2));
    expect(popup.textContent).toContain('meet them in Matches');
    expect(likesMePopupShowsToday('likes_me_popup')).toBe(1);

    await view.user.click(screen.getByRole('button', { name: 'Play Matches' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/matches'));
  });

  it('shows a premium member their faces and leads to the list; past 99 it says 99+', async () => {
    const view = await renderUi(<LikesMePopup onClose={() => {}} onAction={() => {}} />, { path: '/profile' });
    view.server.on('GET /v3/likesYou', () => json(200, { likes: ['Ana', 'Bea', 'Cleo', 'Dora'].map(entry), nextPageToken: '' }));
    act(() => void view.store.dispatch(countersReceived(counters({ newILikeCount: 120 }))));

    const popup = await screen.findByRole('dialog', { name: '99+ new people like you' });
    await waitFor(() => expect([...popup.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/media/Ana.jpg', '/media/Bea.jpg', '/media/Cleo.jpg']));
    expect(view.server.calls('GET /v3/likesYou/teasers')).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'See who likes you' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/activity/likes'));
  });
});

describe('the likes-me-matches popup', () => {
  it('tells of new matches with their faces and opens the matches list', async () => {
    let closed = 0;
    const view = await renderUi(<LikesMeMatchesPopup onClose={() => closed++} onAction={() => {}} />, { path: '/search', language: 'de-DE' });
    view.server.on('GET /v3/matches', () => json(200, { matches: [entry('Ana')], nextPageToken: '' }));
    act(() => void view.store.dispatch(countersReceived(counters({ newMatchesCount: 1 }))));

    await screen.findByRole('dialog', { name: 'Du hast 1 neues Match' });
    await view.user.click(screen.getByRole('button', { name: 'Meine Matches ansehen' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/activity/matches'));
    expect(closed).toBe(1);
  });
});
