import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/preact';
import { ListsCode, type ListEntry, type ListUserTeaser } from '@amora/contracts';
import { countersReceived } from '../../shared/realtime/counters-slice.ts';
import { json, type FakeServer } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { useLocation } from '../../shared/routing/index.ts';
import { ActivityPage, activityTabOf, PeopleListScreen } from './ActivityPage.tsx';

function entry(hid: string, name: string, extra: Partial<ListEntry> = {}, listData: Partial<ListEntry['list_data']> = {}): ListEntry {
  return {
    id: hid,
    hid,
    name,
    age: 30,
    photoUrl: `/media/${hid}.jpg`,
    recentlyActive: false,
    isThroughBoost: false,
    isUserLiked: false,
    isUserSkipped: false,
    ...extra,
    list_data: { user_block_me: false, i_block_user: false, is_selected: false, i_like_this_user: false, user_like_me: false, is_match: false, ...listData },
  };
}

const teaser = (name: string): ListUserTeaser => ({ name, age: 31, photoUrl: '/media/blurred.jpg', recentlyActive: false, isThroughBoost: false, isUserLiked: false, isUserSkipped: false });

/** The route's part: the tab the address names (app/routes/ActivityRoute.tsx). */
function ActivityAt() {
  const tab = activityTabOf(useLocation().pathname);
  return tab ? <ActivityPage tab={tab} feedLink={null} /> : null;
}

type Pages = Record<string, { entries: ListEntry[]; next: string }>;

/** `GET path` answering `pages` by token, under `key`. */
function serve(server: FakeServer, path: string, key: string, pages: Pages) {
  server.on(`GET ${path}`, (request) => {
    const page = pages[request.url.searchParams.get('pageToken') ?? ''];
    return page ? json(200, { [key]: page.entries, nextPageToken: page.next }) : json(400, { code: 400, message: 'bad token' });
  });
}

const one = (entries: ListEntry[]): Pages => ({ '': { entries, next: '' } });
const cardsOf = (list: HTMLElement) => within(list).getAllByRole('link').map((link) => link.getAttribute('href'));

/** The end of the list always in view (happy-dom has no layout), as on a phone whose first page does not fill the screen. */
class EndInView {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** An end that never comes into view: only "Show more" loads on. */
class EndNeverInView extends EndInView {
  override observe() {}
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', EndInView));
afterEach(() => localStorage.clear());

describe('activity tabs (spec 1 §2, spec 2 §4)', () => {
  it('lists who likes a premium member, following the token over empty pages to the end, each card opening the profile', async () => {
    const view = await renderUi(<ActivityAt />, { path: '/activity/likes' });
    serve(view.server, '/v3/likesYou', 'likes', {
      '': { entries: [], next: 't1' },
      t1: { entries: [entry('hid-ana', 'Ana', { recentlyActive: true }, { user_like_me: true })], next: 't2' },
      t2: { entries: [], next: 't3' },
      t3: { entries: [entry('hid-mia', 'Mia', { isUserLiked: true }, { user_like_me: true, i_like_this_user: true, is_match: true })], next: '' },
    });

    expect((await screen.findByRole('tab', { name: 'Likes you' })).getAttribute('aria-selected')).toBe('true');
    const list = await screen.findByRole('list', { name: 'People who like you' });
    await waitFor(() => expect(cardsOf(list)).toEqual(['/contact/hid-ana', '/contact/hid-mia']));
    const [ana, mia] = within(list).getAllByRole('listitem');
    expect(within(ana!).getByText('Ana, 30')).toBeTruthy();
    expect(within(ana!).getByText('Online')).toBeTruthy();
    // On likes-you everyone likes the member: no "Likes you" badge, but a match says so.
    expect(within(ana!).queryByText('Likes you')).toBeNull();
    expect(within(mia!).getByText('Match')).toBeTruthy();
    expect(within(mia!).getByRole('button', { name: 'Like Mia' }).getAttribute('aria-pressed')).toBe('true');
    expect(view.server.calls('GET /v3/likesYou').map((request) => request.url.searchParams.get('pageToken'))).toEqual([null, 't1', 't2', 't3']);
    expect(view.server.calls('GET /v3/likesYou').every((request) => request.url.searchParams.get('pageSize') === '20')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it.each([
    ['Visitors', '/activity/visitors', '/v3/visitsYou', 'list', 'People who visited you'],
    ['Matches', '/activity/matches', '/v3/matches', 'matches', 'Your matches'],
    ['My likes', '/activity/my-likes', '/v3/myLikes', 'list', 'People you like'],
    ['For you', '/activity/suitable', '/v3/suitable', 'users', 'People who suit you'],
  ])('shows %s at its own address from %s', async (tabName, path, call, key, label) => {
    const view = await renderUi(<ActivityAt />, { path: '/activity/likes' });
    serve(view.server, '/v3/likesYou', 'likes', one([]));
    serve(view.server, call, key, { '': { entries: [entry('hid-eva', 'Eva', {}, { user_like_me: true })], next: 'n1' }, n1: { entries: [entry('hid-zoe', 'Zoe')], next: '' } });

    await view.user.click(await screen.findByRole('tab', { name: tabName }));
    expect(view.router.state.location.pathname).toBe(path);
    expect(screen.getByRole('tab', { name: tabName }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Likes you' }).getAttribute('aria-selected')).toBe('false');
    const list = await screen.findByRole('list', { name: label });
    await waitFor(() => expect(cardsOf(list)).toEqual(['/contact/hid-eva', '/contact/hid-zoe']));
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: tabName }).id);
  });

  it('shows a member without premium the blurred teasers, how many, and what premium shows, never a profile link', async () => {
    const view = await renderUi(<ActivityAt />, { path: '/activity/likes' });
    view.server.on('GET /v3/likesYou', () => json(403, { code: ListsCode.premiumRequired, message: 'premium required' }));
    view.server.on('GET /v3/likesYou/teasers', () => json(200, { teasers: [teaser('A***a'), teaser('M***a')] }));

    expect(await screen.findByRole('heading', { name: '2 people like you' })).toBeTruthy();
    const teasers = within(screen.getByRole('list', { name: 'People who like you, hidden' })).getAllByRole('listitem');
    expect(teasers.map((item) => item.textContent)).toEqual(['A***a, 31', 'M***a, 31']);
    expect(teasers[0]!.querySelector('img')!.getAttribute('src')).toBe('/media/blurred.jpg');
    expect(within(screen.getByRole('tabpanel')).queryAllByRole('link')).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'See who likes you' }));
    const benefits = await screen.findByRole('dialog', { name: 'What premium shows you' });
    expect(within(benefits).getByText('Everyone who likes you')).toBeTruthy();
  });

  it('shows visitors teasers to a member without premium, one in the singular', async () => {
    const view = await renderUi(<ActivityAt />, { path: '/activity/visitors' });
    view.server.on('GET /v3/visitsYou', () => json(403, { code: ListsCode.premiumRequired, message: 'premium required' }));
    view.server.on('GET /v3/visitsYou/teasers', () => json(200, { teasers: [teaser('E***a')] }));
    expect(await screen.findByRole('heading', { name: '1 person visited your profile' })).toBeTruthy();
  });

  it('likes from a card at once, and empties the heart again when the like fails', async () => {
    const view = await renderUi(<ActivityAt />, { path: '/activity/likes' });
    let anaLiked = false;
    view.server.on('GET /v3/likesYou', () =>
      json(200, {
        likes: [entry('hid-ana', 'Ana', { isUserLiked: anaLiked }, { user_like_me: true, i_like_this_user: anaLiked, is_match: anaLiked }), entry('hid-mia', 'Mia', {}, { user_like_me: true })],
        nextPageToken: '',
      }),
    );
    let release: () => void = () => {};
    view.server.on('POST /apis/relations/v1/users/me/likes', (request) =>
      (request.body as { contact_hid: string }).contact_hid === 'hid-ana'
        ? new Promise((resolve) => {
            release = () => {
              anaLiked = true;
              resolve(json(200, { isMatch: true, likesLeft: 74 }));
            };
          })
        : json(500, { code: 500, message: 'down' }),
    );

    const heart = await screen.findByRole('button', { name: 'Like Ana' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await view.user.click(heart);
    // Filled before the server answers.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Like Ana' }).getAttribute('aria-pressed')).toBe('true'));
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Match')).toBeTruthy();
    const call = view.server.calls('POST /apis/relations/v1/users/me/likes')[0]!;
    expect(call.body).toEqual({ contact_hid: 'hid-ana' });
    expect(call.url.searchParams.get('context')).toBe('profile');
    release();

    await view.user.click(screen.getByRole('button', { name: 'Like Mia' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Your like didn't go through. Please try again.");
    expect(screen.getByRole('button', { name: 'Like Mia' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Like Ana' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('removes a visitor with a moment to undo, and sends the removal only once it is kept', async () => {
    const view = await renderUi(<ActivityAt />, { path: '/activity/visitors' });
    serve(view.server, '/v3/visitsYou', 'list', one([entry('hid-ana', 'Ana'), entry('hid-mia', 'Mia')]));
    view.server.on('DELETE /v3/visitsYou/hid-ana', () => json(200, {}));
    const list = await screen.findByRole('list', { name: 'People who visited you' });
    await within(list).findByText('Ana, 30');

    await view.user.click(screen.getByRole('button', { name: 'Remove Ana from your visitors' }));
    expect(within(list).queryByText('Ana, 30')).toBeNull();
    expect(screen.getByText('Ana removed from your visitors')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await within(list).findByText('Ana, 30')).toBeTruthy();
    expect(view.server.calls('DELETE /v3/visitsYou/hid-ana')).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Remove Ana from your visitors' }));
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.server.calls('DELETE /v3/visitsYou/hid-ana')).toHaveLength(1));
    expect(screen.queryByText('Ana removed from your visitors')).toBeNull();
    expect(within(list).queryByText('Ana, 30')).toBeNull();
    expect(within(list).getByText('Mia, 30')).toBeTruthy();
  });

  it('sends a removal still open for undo when the member leaves the list', async () => {
    const view = await renderUi(<ActivityAt />, { path: '/activity/visitors' });
    serve(view.server, '/v3/visitsYou', 'list', one([entry('hid-ana', 'Ana')]));
    serve(view.server, '/v3/matches', 'matches', one([]));
    view.server.on('DELETE /v3/visitsYou/hid-ana', () => json(200, {}));
    await view.user.click(await screen.findByRole('button', { name: 'Remove Ana from your visitors' }));
    await view.user.click(screen.getByRole('tab', { name: 'Matches' }));
    await waitFor(() => expect(view.server.calls('DELETE /v3/visitsYou/hid-ana')).toHaveLength(1));
  });

  it('shows each list’s new count on its tab, 99+ past 99, and in words to a screen reader', async () => {
    const view = await renderUi(<ActivityAt />, { path: '/activity/my-likes' });
    serve(view.server, '/v3/myLikes', 'list', one([]));
    act(() => void view.store.dispatch(countersReceived({ unreadDialogsCount: 4, newILikeCount: 120, newMatchesCount: 0, newVisitorsCount: 3 })));

    const likes = await screen.findByRole('tab', { name: 'Likes you 120 new' });
    expect(within(likes).getByText('99+')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Visitors 3 new' }).textContent).toContain('3');
    // Nothing new in matches: no badge; the dialogs' count belongs to the messenger, not to a list here.
    expect(screen.getByRole('tab', { name: 'Matches' }).textContent).toBe('Matches');
    expect(screen.getByRole('tab', { name: 'My likes' }).textContent).toBe('My likes');
  });

  it('resets the unread count of each list with one as it is opened, and of no other', async () => {
    const view = await renderUi(<ActivityAt />, { path: '/activity/matches' });
    serve(view.server, '/v3/matches', 'matches', one([]));
    serve(view.server, '/v3/myLikes', 'list', one([]));
    await waitFor(() => expect(view.server.calls('POST /v3/matches:resetUnreadCount')).toHaveLength(1));
    await view.user.click(screen.getByRole('tab', { name: 'My likes' }));
    await screen.findByRole('tab', { name: 'My likes', selected: true });
    expect(view.server.calls('POST /v3/likesYou:resetUnreadCount')).toHaveLength(0);
    expect(view.server.calls('POST /v3/visitsYou:resetUnreadCount')).toHaveLength(0);
    expect(view.server.calls('POST /v3/matches:resetUnreadCount')).toHaveLength(1);
  });

  it('says so kindly when a list is empty, and leads to the matches game', async () => {
    const view = await renderUi(<ActivityAt />, { path: '/activity/matches' });
    serve(view.server, '/v3/matches', 'matches', { '': { entries: [], next: 'e1' }, e1: { entries: [], next: '' } });
    expect(await screen.findByRole('heading', { name: 'No matches yet' })).toBeTruthy();
    expect(screen.getByText("When you and someone like each other, you'll find them here.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find people in Matches' }).getAttribute('href')).toBe('/matches');
  });

  it('says when a list could not be loaded and tries again', async () => {
    let fail = true;
    const view = await renderUi(<ActivityAt />, { path: '/activity/my-likes' });
    view.server.on('GET /v3/myLikes', () => (fail ? json(500, { code: 500, message: 'down' }) : json(200, { list: [entry('hid-eva', 'Eva', { isUserLiked: true })], nextPageToken: '' })));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this list.");
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Eva, 30/ })).toBeTruthy();
  });

  it('offers "Show more" when the end of the list is not in view', async () => {
    vi.stubGlobal('IntersectionObserver', EndNeverInView);
    const view = await renderUi(<ActivityAt />, { path: '/activity/my-likes' });
    serve(view.server, '/v3/myLikes', 'list', { '': { entries: [entry('hid-eva', 'Eva')], next: 'm1' }, m1: { entries: [entry('hid-zoe', 'Zoe')], next: '' } });
    await view.user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: /Zoe, 30/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('lists under the profile (spec 1 §2)', () => {
  it('lists the favourites and takes one off at once', async () => {
    const view = await renderUi(<PeopleListScreen list="favourites" />, { path: '/profile/favd' });
    serve(view.server, '/v3/favorites', 'users', one([entry('hid-ana', 'Ana', {}, { is_selected: true }), entry('hid-mia', 'Mia', {}, { is_selected: true })]));
    view.server.on('POST /v3/users/hid-ana:unfavorite', () => json(200, { isMyFavorite: false }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Favourites' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your favourites' });
    await within(list).findByText('Ana, 30');
    await view.user.click(screen.getByRole('button', { name: 'Remove Ana from your favourites' }));
    await waitFor(() => expect(within(list).queryByText('Ana, 30')).toBeNull());
    expect(view.server.calls('POST /v3/users/hid-ana:unfavorite')).toHaveLength(1);
    expect(within(list).getByText('Mia, 30')).toBeTruthy();
  });

  it('shows the visitors on a screen of their own with the way back to the profile', async () => {
    const view = await renderUi(<PeopleListScreen list="visitors" />, { path: '/profile/visitors' });
    serve(view.server, '/v3/visitsYou', 'list', one([entry('hid-ana', 'Ana')]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Visitors' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Ana, 30/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/profile');
  });
});
