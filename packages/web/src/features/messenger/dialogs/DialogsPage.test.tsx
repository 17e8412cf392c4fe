import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/preact';
import { SplitTest, type Dialog } from '@amora/contracts';
import { initLoaded } from '../../../app/session/session-slice.ts';
import { json, type FakeServer } from '../../../test/fake-server.ts';
import { renderUi } from '../../../test/render-ui.tsx';
import { chatEventReceived, realtimeAuthenticated } from '../../../shared/realtime/frame-events.ts';
import { dialogFixture, messageEvent, messageFixture } from '../messenger.fixture.ts';
import { DialogsPage } from './DialogsPage.tsx';

/** Serves `all` 20 a page (or `pageSize`), and each filter's own list. */
function dialogs(server: FakeServer, all: Dialog[], options: { pageSize?: number; byFilter?: Record<string, Dialog[]> } = {}) {
  const pageSize = options.pageSize ?? 20;
  server.on('GET /v3/messenger/dialogs', (request) => {
    const filter = [...request.url.searchParams.keys()].find((key) => key.startsWith('filter.'));
    const list = filter ? (options.byFilter?.[filter.slice('filter.'.length)] ?? []) : all;
    const start = Number(request.url.searchParams.get('pageToken') ?? 0);
    const end = Math.min(list.length, start + pageSize);
    return json(200, { dialogs: list.slice(start, end), nextPageToken: end < list.length ? String(end) : '' });
  });
  for (const call of ['batchMarkRead', 'batchDelete']) server.on(`POST /v3/messenger/dialogs:${call}`, () => json(200, {}));
}

const rows = () => within(screen.getByRole('list', { name: 'Dialogs' })).getAllByRole('listitem');

describe('the dialog list (spec 2 §2, §4 "Dialog list")', () => {
  it('shows each dialog with its member, time and what waits, and pages by 20 following the token', async () => {
    const view = await renderUi(<DialogsPage />, { path: '/dialogs' });
    const list = Array.from({ length: 23 }, (_, n) => dialogFixture(n));
    list[1] = dialogFixture(1, { unreadMessagesCount: 3 });
    list[2] = dialogFixture(2, { unreadMessagesCount: 0, isRead: true, lastMessage: { createDate: Date.now(), isRead: false, isSent: false, type: 'text', isIncoming: false, text: 'Hi!' } });
    list[3] = dialogFixture(3, { unreadMessagesCount: 0, isRead: true, replyDeadline: Date.now() + 5.5 * 3_600_000 });
    list[4] = dialogFixture(4, { unreadMessagesCount: 0, lastMessage: null });
    dialogs(view.server, list);

    await screen.findByRole('list', { name: 'Dialogs' });
    expect(rows()).toHaveLength(20);
    expect(within(rows()[0]!).getByRole('link').getAttribute('href')).toBe('/dialogs/hid-0');
    expect(rows()[0]!.textContent).toContain('Member 0');
    expect(rows()[0]!.textContent).toContain('Hello from member 0');
    expect(rows()[1]!.textContent).toContain('3 new messages');
    expect(within(rows()[2]!).getByRole('img', { name: 'Not sent' })).toBeTruthy();
    expect(rows()[2]!.textContent).toContain('Not delivered yet');
    expect(rows()[3]!.textContent).toContain('Reply within 5 hours');
    expect(rows()[4]!.textContent).toContain('Say hello to Member 4');

    await view.user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(23));
    expect(view.server.calls('GET /v3/messenger/dialogs').map((request) => request.url.searchParams.get('pageToken'))).toEqual([null, '20']);
  });

  it('filters one way at a time from the filter popup, and says so when a filter finds nobody', async () => {
    const view = await renderUi(<DialogsPage />, { path: '/dialogs' });
    dialogs(view.server, [dialogFixture(0), dialogFixture(1)], { byFilter: { recentlyActive: [dialogFixture(1)], myFavorites: [] } });
    await screen.findByRole('list', { name: 'Dialogs' });

    await view.user.click(screen.getByRole('button', { name: 'All' }));
    const popup = screen.getByRole('dialog', { name: 'Show' });
    expect(within(popup).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['All', 'Online', 'Favourites']);
    await view.user.click(within(popup).getByRole('radio', { name: 'Online' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('Member 1');

    await view.user.click(screen.getByRole('button', { name: 'Online' }));
    expect((within(screen.getByRole('dialog', { name: 'Show' })).getByRole('radio', { name: 'Online' }) as HTMLInputElement).checked).toBe(true);
    await view.user.click(within(screen.getByRole('dialog', { name: 'Show' })).getByRole('radio', { name: 'Favourites' }));
    expect(await screen.findByRole('heading', { name: 'Nobody here' })).toBeTruthy();

    const filters = view.server.calls('GET /v3/messenger/dialogs').map((request) => [...request.url.searchParams.keys()].filter((key) => key.startsWith('filter.')));
    expect(filters).toEqual([[], ['filter.recentlyActive'], ['filter.myFavorites']]);
    await view.user.click(screen.getByRole('button', { name: 'Show all dialogs' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('offers matches, ongoing chats and unread too in the extended-filter test group, not in its control group', async () => {
    const view = await renderUi(<DialogsPage />, { path: '/dialogs' });
    dialogs(view.server, [dialogFixture(0)], { byFilter: { matched: [], unread: [] } });
    await screen.findByRole('list', { name: 'Dialogs' });
    const offered = () => within(screen.getByRole('dialog', { name: 'Show' })).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);

    act(() => void view.store.dispatch(initLoaded({ features: [], splitBindings: [{ splitHid: SplitTest.extendedDialogFilters, splitGroup: 0 }] })));
    await view.user.click(screen.getByRole('button', { name: 'All' }));
    expect(offered()).toEqual(['All', 'Online', 'Favourites']);
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Show' })).toBeNull());

    act(() => void view.store.dispatch(initLoaded({ features: [], splitBindings: [{ splitHid: SplitTest.extendedDialogFilters, splitGroup: 1 }] })));
    await view.user.click(screen.getByRole('button', { name: 'All' }));
    expect(offered()).toEqual(['All', 'Online', 'Favourites', 'Matches', 'Ongoing chats', 'Unread']);
    await view.user.click(within(screen.getByRole('dialog', { name: 'Show' })).getByRole('radio', { name: 'Unread' }));
    expect(await screen.findByText('You’re all caught up: no unread messages.')).toBeTruthy();
    expect(view.server.calls('GET /v3/messenger/dialogs').at(-1)!.url.searchParams.get('filter.unread')).toBe('true');
  });

  it('marks chosen dialogs read in edit mode, in batches of at most 100', async () => {
    const view = await renderUi(<DialogsPage />, { path: '/dialogs' });
    dialogs(view.server, Array.from({ length: 101 }, (_, n) => dialogFixture(n)), { pageSize: 101 });
    await screen.findByRole('list', { name: 'Dialogs' });

    await view.user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Choose dialogs')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('101 selected')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(view.server.calls('POST /v3/messenger/dialogs:batchMarkRead').map((request) => (request.body as { hids: string[] }).hids.length)).toEqual([100, 1]));
    expect(rows().some((row) => /\d new message/.test(row.textContent!))).toBe(false);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('deletes the chosen dialogs in edit mode once the member confirms', async () => {
    const view = await renderUi(<DialogsPage />, { path: '/dialogs' });
    dialogs(view.server, [dialogFixture(0), dialogFixture(1), dialogFixture(2)]);
    await screen.findByRole('list', { name: 'Dialogs' });

    await view.user.click(screen.getByRole('button', { name: 'Edit' }));
    await view.user.click(within(rows()[0]!).getByRole('checkbox'));
    await view.user.click(within(rows()[2]!).getByRole('checkbox'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Delete 2 dialogs' }));
    // It asks first: the history goes for good. Cancel keeps everything as it was.
    const confirm = screen.getByRole('dialog', { name: 'Delete 2 dialogs?', description: 'The messages disappear for you for good. The other person still has them.' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.server.calls('POST /v3/messenger/dialogs:batchDelete')).toHaveLength(0);
    expect(screen.getByText('2 selected')).toBeTruthy();

    await view.user.click(screen.getByRole('button', { name: 'Delete 2 dialogs' }));
    await view.user.click(within(screen.getByRole('dialog', { name: 'Delete 2 dialogs?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.server.calls('POST /v3/messenger/dialogs:batchDelete').map((request) => request.body)).toEqual([{ hids: ['hid-0', 'hid-2'] }]));
    expect(rows()).toHaveLength(1);
    expect(rows()[0]!.textContent).toContain('Member 1');
  });

  it('stars a dialog as a favourite at once, and puts it back when the server refuses', async () => {
    const view = await renderUi(<DialogsPage />, { path: '/dialogs' });
    dialogs(view.server, [dialogFixture(0)]);
    let refuse = false;
    view.server.on('POST /v3/users/hid-0:favorite', () => (refuse ? json(500, { code: 500, message: 'boom' }) : json(200, { isMyFavorite: true })));
    view.server.on('POST /v3/users/hid-0:unfavorite', () => json(200, { isMyFavorite: false }));
    const star = await screen.findByRole('button', { name: 'Favourite: Member 0' });

    await view.user.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    await view.user.click(star);
    await waitFor(() => expect(view.server.calls('POST /v3/users/hid-0:unfavorite')).toHaveLength(1));
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));

    refuse = true;
    await view.user.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    expect(view.server.calls('POST /v3/users/hid-0:favorite')).toHaveLength(2);
  });

  it('welcomes a member with no dialogs and leads them to people to talk to', async () => {
    const view = await renderUi(<DialogsPage />, { path: '/dialogs' });
    dialogs(view.server, []);
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find people to talk to' }).getAttribute('href')).toBe('/matches');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows a placeholder while loading, then the failure with a retry that loads the list', async () => {
    const view = await renderUi(<DialogsPage />, { path: '/dialogs' });
    let fail = true;
    view.server.on('GET /v3/messenger/dialogs', () => (fail ? json(500, { code: 500, message: 'boom' }) : json(200, { dialogs: [dialogFixture(0)], nextPageToken: '' })));
    expect(await screen.findByRole('status', { name: 'Loading your messages…' })).toBeTruthy();
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('We couldn’t load your messages.');
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Dialogs' })).toBeTruthy();
  });

  it('shows the last message’s first words as text, what a sticker, gift or match was, and “You:” before one’s own', async () => {
    const view = await renderUi(<DialogsPage />, { path: '/dialogs' });
    const last = (lastMessage: Partial<NonNullable<Dialog['lastMessage']>>) => ({ unreadMessagesCount: 0, isRead: true, lastMessage: { createDate: Date.now(), isRead: true, isSent: true, type: 'text' as const, isIncoming: true, text: null, ...lastMessage } });
    dialogs(view.server, [
      dialogFixture(0, last({ text: 'Caf&#233; <b>tonight</b>?' })),
      dialogFixture(1, last({ isIncoming: false, text: 'Saturday works' })),
      dialogFixture(2, last({ type: 'sticker', isIncoming: false })),
      dialogFixture(3, last({ type: 'gift' })),
      dialogFixture(4, last({ type: 'userMatch' })),
    ]);
    await screen.findByRole('list', { name: 'Dialogs' });
    expect(rows().map((row) => row.querySelector('a')!.textContent)).toEqual([
      expect.stringContaining('Café <b>tonight</b>?'),
      expect.stringContaining('You: Saturday works'),
      expect.stringContaining('You: Sticker'),
      expect.stringContaining('Gift'),
      expect.stringContaining('You matched! Say hello.'),
    ]);
    expect(rows()[0]!.querySelector('b')).toBeNull();
  });

  it('follows the chat events live: a new message counts and leads, a replayed one does not, a deleted dialog goes', async () => {
    sessionStorage.clear();
    const view = await renderUi(<DialogsPage />, { path: '/dialogs' });
    const now = Date.now();
    dialogs(view.server, [dialogFixture(0, {}, 1), dialogFixture(1, {}, 5), dialogFixture(2, {}, 9)]);
    view.server.on('GET /v3/messenger/events', () => json(200, { events: [], latestSeq: 0, hasMore: false, resync: false }));
    await screen.findByRole('list', { name: 'Dialogs' });
    act(() => void view.store.dispatch(realtimeAuthenticated({ hid: 'hid-list-member' })));
    await waitFor(() => expect(view.server.calls('GET /v3/messenger/events')).toHaveLength(1));

    const frame = (event: Parameters<typeof chatEventReceived>[0]) => act(() => void view.store.dispatch(chatEventReceived(event)));
    await frame(messageEvent(1, messageFixture('m-new', 'Hi', { isRead: false, createDate: now }), 'hid-2'));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Member 2'));
    expect(rows()[0]!.textContent).toContain('2 new messages');

    // An older message than the row already shows (the list was read after it) changes nothing.
    await frame(messageEvent(2, messageFixture('m-old', 'Earlier', { isRead: false, createDate: now - 10 * 60_000 }), 'hid-1'));
    expect(rows()[2]!.textContent).toContain('Member 1');
    expect(rows()[2]!.textContent).toContain('1 new message');

    await frame({ seq: 3, type: 'dialog_deleted', dialogHid: 'hid-0' });
    await waitFor(() => expect(rows().map((row) => row.textContent!.match(/Member \d/)![0])).toEqual(['Member 2', 'Member 1']));
  });

  it('speaks Russian with its plural forms', async () => {
    const view = await renderUi(<DialogsPage />, { path: '/dialogs', language: 'ru-RU' });
    dialogs(view.server, [dialogFixture(0, { unreadMessagesCount: 2 }), dialogFixture(1, { unreadMessagesCount: 5 })]);
    const list = await screen.findByRole('list', { name: 'Диалоги' });
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('2 новых сообщения');
    expect(within(list).getAllByRole('listitem')[1]!.textContent).toContain('5 новых сообщений');
  });
});
