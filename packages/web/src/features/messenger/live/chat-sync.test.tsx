import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/preact';
import type { ChatEvent, ChatEventsResponse } from '@amora/contracts';
import { json, ownProfile, type FakeServer } from '../../../test/fake-server.ts';
import { renderUi } from '../../../test/render-ui.tsx';
import { settle } from '../../../test/settle.ts';
import { blockedByUser, chatEventReceived, realtimeAuthenticated } from '../../../shared/realtime/frame-events.ts';
import { BO, messageEvent, messageFixture, threadFixture } from '../messenger.fixture.ts';
import { ThreadPage } from '../thread/ThreadPage.tsx';
import { readPersisted } from './persisted.ts';

/**
 * The member, one per test: the previous test's thread, torn down after the next one began,
 * keeps its place in sessionStorage under its own member's key.
 */
let ANA = '';
let members = 0;
beforeEach(() => {
  members += 1;
  ANA = `hid-ana-${members}`;
});
const EVENTS = 'GET /v3/messenger/events';

/** The member's event log on the server: catch-up answers `after` from it, `pageSize` at a time. */
function eventLog(server: FakeServer, log: ChatEvent[], options: { pageSize?: number; resync?: boolean } = {}) {
  server.on(EVENTS, (request) => {
    const after = Number(request.url.searchParams.get('after'));
    const latestSeq = log.at(-1)?.seq ?? 0;
    if (options.resync) return json(200, { events: [], latestSeq, hasMore: false, resync: true } satisfies ChatEventsResponse);
    const events = log.filter((event) => event.seq > after).slice(0, options.pageSize ?? 200);
    return json(200, { events, latestSeq, hasMore: (events.at(-1)?.seq ?? latestSeq) < latestSeq, resync: false } satisfies ChatEventsResponse);
  });
}

async function openThread() {
  const view = await renderUi(<ThreadPage hid={BO} />, { path: `/dialogs/${BO}` });
  view.server.on(`GET /v3/messenger/dialogs/${BO}/messages`, () => json(200, threadFixture([messageFixture('m-1', 'Hello Bo', { isIncoming: false, isRead: false })])));
  view.server.on('GET /rest/v2/user/info/profile', () => json(200, { result: ownProfile() }));
  view.server.on('POST /v3/messenger/dialogs:batchMarkRead', () => json(200, {}));
  view.server.on(`GET /v3/messenger/dialogs/${BO}`, () => json(200, { dialog: threadFixture([]).dialog }));
  await screen.findByText('Hello Bo');
  return view;
}

/** The open thread with the socket signed in and its first catch-up done, nothing missed. */
async function openCaughtUpThread() {
  const view = await openThread();
  eventLog(view.server, []);
  act(() => void view.store.dispatch(realtimeAuthenticated({ hid: ANA })));
  await waitFor(() => expect(view.server.calls(EVENTS)).toHaveLength(1));
  await settle();
  return view;
}

const frame = (view: { store: { dispatch: (action: unknown) => unknown } }, event: ChatEvent) => act(() => void view.store.dispatch(chatEventReceived(event)));
const list = () => screen.getByRole('list', { name: 'Messages' });
const incoming = (seq: number) => messageEvent(seq, messageFixture(`m-${seq}`, `Message ${seq}`, { isRead: false, createDate: Date.now() + seq }));

beforeEach(() => sessionStorage.clear());

describe('live and gap-free chat events (DESIGN.md §14, contracts messenger.ts)', () => {
  it('starts from the server’s latest seq, applies events in order once, fills a gap page by page and ignores duplicates', async () => {
    const view = await openThread();
    const log: ChatEvent[] = [incoming(1), incoming(2), incoming(3)];
    eventLog(view.server, log, { pageSize: 2 });

    // A tab without a seq yet starts from the latest: what it shows was just loaded.
    act(() => void view.store.dispatch(realtimeAuthenticated({ hid: ANA })));
    await waitFor(() => expect(view.server.calls(EVENTS).map((request) => request.url.searchParams.get('after'))).toEqual(['0']));
    await settle();
    expect(within(list()).queryByText('Message 3')).toBeNull();

    // The next frame in line applies at once, without asking.
    log.push(incoming(4));
    await frame(view, log.at(-1)!);
    expect(within(list()).getByText('Message 4')).toBeTruthy();
    expect(view.server.calls(EVENTS)).toHaveLength(1);

    // Frames 5 to 7 were lost: 8 waits while catch-up reads 5–6, then 7–8, until hasMore is false.
    log.push(incoming(5), incoming(6), incoming(7), incoming(8));
    await frame(view, log.at(-1)!);
    await waitFor(() => expect(within(list()).getByText('Message 8')).toBeTruthy());
    expect(view.server.calls(EVENTS).map((request) => request.url.searchParams.get('after'))).toEqual(['0', '4', '6']);
    for (const seq of [4, 5, 6, 7, 8]) expect(within(list()).getAllByText(`Message ${seq}`)).toHaveLength(1);
    const order = within(list()).getAllByText(/^Message \d$/).map((element) => element.textContent);
    expect(order).toEqual(['Message 4', 'Message 5', 'Message 6', 'Message 7', 'Message 8']);

    // A repeated frame (another socket, a replay) changes nothing and asks nothing.
    await frame(view, log[5]!);
    await frame(view, log[7]!);
    expect(within(list()).getAllByText('Message 6')).toHaveLength(1);
    expect(view.server.calls(EVENTS)).toHaveLength(3);
    // The open thread reads what comes: the other side hears it read.
    expect(view.server.calls('POST /v3/messenger/dialogs:batchMarkRead').length).toBeGreaterThan(0);
    expect(readPersisted(ANA)?.seq).toBe(8);
  });

  it('turns the member’s messages to the double check when the other reads them, and removes deleted ones', async () => {
    const view = await openCaughtUpThread();
    const row = () => within(list()).getByText('Hello Bo').closest('li')!;
    expect(within(row()).getByRole('img', { name: 'Delivered' })).toBeTruthy();

    await frame(view, { seq: 1, type: 'contact_read', dialogHid: BO, readAt: Date.now() });
    expect(within(row()).getByRole('img', { name: 'Read' })).toBeTruthy();

    await frame(view, { seq: 2, type: 'messages_deleted', dialogHid: BO, messageIds: ['m-1'] });
    expect(screen.queryByText('Hello Bo')).toBeNull();
    expect(screen.getByText('No messages yet. Say hello to Bo!')).toBeTruthy();
  });

  it('tells a screen reader who wrote what as the other’s messages arrive, but not the page it opened with nor the member’s own', async () => {
    const view = await openCaughtUpThread();
    const announcement = () => screen.getByRole('status').textContent;
    expect(announcement()).toBe('');

    await frame(view, messageEvent(1, messageFixture('m-2', 'Caf&#233; at 6?', { isRead: false, createDate: Date.now() + 1 })));
    expect(announcement()).toBe('New message from Bo: Café at 6?');
    await frame(view, messageEvent(2, messageFixture('m-3', '', { type: 'sticker', stickerType: 'heart', isRead: false, createDate: Date.now() + 2 })));
    expect(announcement()).toBe('Bo sent you a sticker');
    await frame(view, messageEvent(3, messageFixture('m-4', 'See you there', { isIncoming: false, isRead: false, createDate: Date.now() + 3 })));
    expect(announcement()).toBe('Bo sent you a sticker');
  });

  it('continues after a reload from the seq the tab kept, and reloads the thread when the server says resync', async () => {
    sessionStorage.setItem(`amora.messenger.${ANA}`, JSON.stringify({ seq: 40, threads: {} }));
    const view = await openThread();
    eventLog(view.server, [], { resync: true });
    act(() => void view.store.dispatch(realtimeAuthenticated({ hid: ANA })));
    await waitFor(() => expect(view.server.calls(EVENTS).map((request) => request.url.searchParams.get('after'))).toEqual(['40']));
    await waitFor(() => expect(view.server.calls(`GET /v3/messenger/dialogs/${BO}/messages`)).toHaveLength(2));
  });

  it('leaves the thread of a member who blocked the viewer', async () => {
    const view = await openThread();
    view.server.on(`GET /v3/messenger/dialogs/${BO}/messages`, () => json(404, { code: 404, message: 'No such dialog' }));
    act(() => void view.store.dispatch(blockedByUser({ userHid: BO })));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dialogs'));
  });
});
