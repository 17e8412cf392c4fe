import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/preact';
import type { FeedActivity } from '@amora/contracts';
import { json, type FakeServer } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { feedChanged } from '../../shared/realtime/frame-events.ts';
import FeedPage from './FeedPage.tsx';

const NAMES = ['Anna', 'Ben', 'Carl'];

/** Item `n`: a like, a match or a visit by turns, newest first, unread when `n` is odd. */
function activity(n: number, overrides: Partial<FeedActivity> = {}): FeedActivity {
  const type = (['like', 'match', 'visit'] as const)[n % 3]!;
  const name = n < 3 ? NAMES[n]! : `Member ${n}`;
  const at = new Date(Date.now() - n * 60 * 60_000).toISOString();
  return {
    hid: `item-${n}`,
    type,
    state: n % 2 ? 'unread' : 'read',
    templateText: type,
    createTime: at,
    updateTime: at,
    details: { user: { hid: `user-${n}`, name, gender: n === 0 ? 'female' : 'male', photoUrl: n % 2 ? `/m/${n}.jpg` : null }, photo: null, purchase: null },
    ...overrides,
  };
}

function feed(server: FakeServer, items: FeedActivity[], unreadCount = items.filter((item) => item.state === 'unread').length) {
  server.on('GET /v3/activityFeed/activities', (request) => {
    const token = request.url.searchParams.get('pageToken');
    const start = token ? Number(token) : 0;
    const end = Math.min(items.length, start + 20);
    return json(200, { activities: items.slice(start, end), nextPageToken: end < items.length ? String(end) : '' });
  });
  server.on('GET /v3/activityFeed/activities:unreadCount', () => json(200, { unreadCount }));
  for (const method of ['resetUnreadCount', 'batchMarkRead', 'batchDelete']) server.on(`POST /v3/activityFeed/activities:${method}`, () => json(200, {}));
}

const rows = (list: HTMLElement) => within(list).getAllByRole('listitem');

describe('the activity feed (spec 2 §2 /feeds, §3, §4)', () => {
  it('shows who liked, matched and visited, newest first with unread marked, and pages by 20', async () => {
    const view = await renderUi(<FeedPage />, { path: '/feeds' });
    feed(view.server, Array.from({ length: 23 }, (_, n) => activity(n)));

    const list = await screen.findByRole('list', { name: 'Activities' });
    expect(rows(list)).toHaveLength(20);
    expect(rows(list)[0]!.textContent).toContain('Anna liked you');
    expect(rows(list)[0]!.textContent).toContain('now');
    expect(rows(list)[1]!.textContent).toContain('You matched with Ben');
    expect(rows(list)[1]!.textContent).toContain('1 hour ago');
    expect(rows(list)[2]!.textContent).toContain('Carl visited your profile');
    expect(within(rows(list)[1]!).getByText('Unread')).toBeTruthy();
    expect(within(rows(list)[0]!).queryByText('Unread')).toBeNull();

    await view.user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows(list)).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(view.server.calls('GET /v3/activityFeed/activities').map((request) => request.url.searchParams.get('pageToken'))).toEqual([null, '20']);
  });

  it('opens the member’s profile on a tap and marks the item read', async () => {
    const view = await renderUi(<FeedPage />, { path: '/feeds' });
    feed(view.server, [activity(0), activity(1)]);
    const list = await screen.findByRole('list', { name: 'Activities' });

    await view.user.click(within(list).getByRole('button', { name: /You matched with Ben/ }));
    expect(view.router.state.location.pathname).toBe('/contact/user-1');
    await waitFor(() => expect(view.server.calls('POST /v3/activityFeed/activities:batchMarkRead').map((request) => request.body)).toEqual([{ hids: ['item-1'] }]));

    // A read item opens without another call.
    await view.user.click(within(list).getByRole('button', { name: /Anna liked you/ }));
    expect(view.router.state.location.pathname).toBe('/contact/user-0');
    expect(view.server.calls('POST /v3/activityFeed/activities:batchMarkRead')).toHaveLength(1);
  });

  it('marks everything read, refreshes, and deletes the chosen items in edit mode', async () => {
    const view = await renderUi(<FeedPage />, { path: '/feeds' });
    feed(view.server, [activity(0), activity(1), activity(2), activity(3)]);
    const list = await screen.findByRole('list', { name: 'Activities' });
    expect(within(list).getAllByText('Unread')).toHaveLength(2);

    await view.user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(within(list).queryAllByText('Unread')).toHaveLength(0);
    expect(view.server.calls('POST /v3/activityFeed/activities:resetUnreadCount')).toHaveLength(1);

    await view.user.click(screen.getByRole('button', { name: 'Refresh the feed' }));
    await waitFor(() => expect(view.server.calls('GET /v3/activityFeed/activities').length).toBeGreaterThanOrEqual(2));

    await view.user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Choose what to delete')).toBeTruthy();
    await view.user.click(within(list).getByRole('checkbox', { name: /Anna liked you/ }));
    await view.user.click(within(list).getByRole('checkbox', { name: /Carl visited your profile/ }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Delete 2 items' }));

    await waitFor(() => expect(view.server.calls('POST /v3/activityFeed/activities:batchDelete').map((request) => request.body)).toEqual([{ hids: ['item-0', 'item-2'] }]));
    expect(rows(list).map((row) => row.textContent)).toEqual([expect.stringContaining('Ben'), expect.stringContaining('Member 3')]);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('puts deleted items back when the delete fails', async () => {
    const view = await renderUi(<FeedPage />, { path: '/feeds' });
    feed(view.server, [activity(0), activity(1)]);
    view.server.on('POST /v3/activityFeed/activities:batchDelete', () => json(500, { code: 500, message: 'boom' }));
    const list = await screen.findByRole('list', { name: 'Activities' });
    await view.user.click(screen.getByRole('button', { name: 'Edit' }));
    await view.user.click(within(list).getByRole('checkbox', { name: /Anna liked you/ }));
    await view.user.click(screen.getByRole('button', { name: 'Delete 1 item' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We couldn’t delete them. Please try again.');
    expect(rows(list)).toHaveLength(2);
  });

  it('says so when there is nothing yet', async () => {
    const view = await renderUi(<FeedPage />, { path: '/feeds' });
    feed(view.server, []);
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows a loading placeholder, then the failure with a retry that loads the feed', async () => {
    const view = await renderUi(<FeedPage />, { path: '/feeds' });
    let fail = true;
    view.server.on('GET /v3/activityFeed/activities', () => (fail ? json(500, { code: 500, message: 'boom' }) : json(200, { activities: [activity(0)], nextPageToken: '' })));
    view.server.on('GET /v3/activityFeed/activities:unreadCount', () => json(200, { unreadCount: 0 }));
    expect(await screen.findByRole('status', { name: 'Loading your activity…' })).toBeTruthy();
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('We couldn’t load your activity.');
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Activities' })).toBeTruthy();
  });

  it('speaks Russian with the verb in the member’s gender', async () => {
    const view = await renderUi(<FeedPage />, { path: '/feeds', language: 'ru-RU' });
    feed(view.server, [activity(0), activity(3, { type: 'like', templateText: 'like' })]);
    const list = await screen.findByRole('list', { name: 'События' });
    expect(rows(list)[0]!.textContent).toContain('Anna поставила вам лайк');
    expect(rows(list)[1]!.textContent).toContain('Member 3 поставил вам лайк');
    await view.user.click(screen.getByRole('button', { name: 'Изменить' }));
    await view.user.click(within(list).getByRole('checkbox', { name: /Anna/ }));
    expect(screen.getByRole('button', { name: 'Удалить 1 событие' })).toBeTruthy();
  });
});

describe('the open feed, live (the realtime feed frame)', () => {
  it('shows an item that arrives while the member is looking', async () => {
    const view = await renderUi(<FeedPage />, { path: '/feeds' });
    const items = [activity(2)];
    feed(view.server, items);
    const list = await screen.findByRole('list', { name: 'Activities' });
    expect(rows(list)).toHaveLength(1);

    items.unshift(activity(1, { hid: 'item-new', details: { ...activity(1).details, user: { ...activity(1).details.user!, name: 'Dana' } } }));
    act(() => void view.store.dispatch(feedChanged({ unreadCount: 1 })));
    await waitFor(() => expect(rows(list)).toHaveLength(2));
    expect(rows(list)[0]!.textContent).toContain('You matched with Dana');
  });
});
