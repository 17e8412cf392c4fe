import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import type { SystemMessage, SystemThreadResponse } from '@amora/contracts';
import { Route, Routes } from '../../shared/routing/index.ts';
import { json, type FakeServer } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { settle } from '../../test/settle.ts';
import { SystemThreadPage } from './SystemThreadPage.tsx';
import { SystemThreadRow } from './SystemThreadRow.tsx';

const THREAD = '/v3/messenger/system-thread';
const MARK_READ = '/v3/messenger/system-thread:markRead';
const HOUR = 3_600_000;

/** Notice `n`, `hoursAgo` old. */
function notice(n: number, message: Pick<SystemMessage, 'kind' | 'params'>, hoursAgo: number, read = false): SystemMessage {
  return { id: `notice-${n}`, createdAt: Date.now() - hoursAgo * HOUR, read, ...message } as SystemMessage;
}

/**
 * The server's thread: `notices` newest first, `pageSize` a page (the token is the next index),
 * unread until markRead, as the server keeps them.
 */
function thread(server: FakeServer, notices: SystemMessage[], options: { pageSize?: number } = {}) {
  const pageSize = options.pageSize ?? 20;
  server.on(`GET ${THREAD}`, (request): Response => {
    const start = Number(request.url.searchParams.get('pageToken') ?? 0);
    const end = Math.min(notices.length, start + pageSize);
    const answer: SystemThreadResponse = {
      messages: notices.slice(start, end),
      nextPageToken: end < notices.length ? String(end) : '',
      unreadCount: notices.filter((message) => !message.read).length,
    };
    return json(200, answer);
  });
  server.on(`POST ${MARK_READ}`, () => {
    for (const message of notices) message.read = true;
    return json(200, {});
  });
}

/** The notices on screen, top to bottom (the welcome note's tips are a list of their own inside one). */
const bubbles = (name = 'Notices') => [...screen.getByRole('list', { name }).children] as HTMLElement[];

describe('the system thread (spec 2 §2 "an optional system thread")', () => {
  it('shows the team’s notices oldest first in the member’s words, marks them read on opening, and cannot be answered', async () => {
    const view = await renderUi(<SystemThreadPage />, { path: '/systemthread' });
    thread(view.server, [
      notice(4, { kind: 'verificationApproved', params: {} }, 1),
      notice(3, { kind: 'photoRejected', params: { reason: null } }, 2),
      notice(2, { kind: 'photoRejected', params: { reason: 'too_small' } }, 3),
      notice(1, { kind: 'photoApproved', params: {} }, 4),
      notice(0, { kind: 'welcome', params: {} }, 5),
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Amora team' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Notices' });
    const texts = bubbles().map((bubble) => bubble.textContent ?? '');
    expect(texts).toHaveLength(5);
    expect(texts[0]).toContain('Welcome to Amora!');
    expect(within(bubbles()[0]!).getAllByRole('listitem').map((tip) => tip.textContent)).toEqual([
      'Never send money to someone you’ve met here, whatever the reason they give.',
      'Meet in a public place the first time, and let a friend know where you’ll be.',
      'Report anyone who asks you for money. We’ll look into it.',
    ]);
    expect(texts[1]).toContain('Your photo is approved');
    expect(texts[2]).toContain('Your photo wasn’t approved');
    expect(texts[2]).toContain('The photo is too small.');
    // A reason the web cannot word (an operator's own) reads as moderation in general.
    expect(texts[3]).toContain('The photo didn’t pass moderation.');
    expect(texts[4]).toContain('Your profile is verified');

    await waitFor(() => expect(view.server.calls(`POST ${MARK_READ}`)).toHaveLength(1));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('You can’t reply to the Amora team here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/settings/help-and-support');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dialogs');
  });

  it('asks once when marking read is refused, and leaves the notices unread', async () => {
    const view = await renderUi(<SystemThreadPage />, { path: '/systemthread' });
    thread(view.server, [notice(0, { kind: 'welcome', params: {} }, 1)]);
    view.server.on(`POST ${MARK_READ}`, () => json(503, { code: 503, message: 'busy' }));
    await screen.findByRole('list', { name: 'Notices' });
    await waitFor(() => expect(view.server.calls(`POST ${MARK_READ}`)).toHaveLength(1));
    for (let turn = 0; turn < 5; turn++) await settle();
    expect(view.server.calls(`POST ${MARK_READ}`)).toHaveLength(1);
    expect(view.server.calls(`GET ${THREAD}`)).toHaveLength(1);
  });

  it('words a notice in the language the member reads now', async () => {
    const view = await renderUi(<SystemThreadPage />, { path: '/systemthread', language: 'ru-RU' });
    thread(view.server, [notice(0, { kind: 'photoRejected', params: { reason: 'fake_age' } }, 1, true)]);
    await screen.findByRole('list', { name: 'Уведомления' });
    expect(bubbles('Уведомления')[0]!.textContent).toContain('Ваше фото не одобрено');
    // Nothing was unread: nothing to mark.
    expect(view.server.calls(`POST ${MARK_READ}`)).toHaveLength(0);
  });

  it('loads earlier notices on request, above the ones shown', async () => {
    const view = await renderUi(<SystemThreadPage />, { path: '/systemthread' });
    thread(view.server, [notice(2, { kind: 'verificationRejected', params: {} }, 1, true), notice(1, { kind: 'photoApproved', params: {} }, 2, true), notice(0, { kind: 'welcome', params: {} }, 3, true)], { pageSize: 2 });
    await screen.findByRole('list', { name: 'Notices' });
    expect(bubbles().map((bubble) => bubble.textContent)).toEqual([expect.stringContaining('Your photo is approved'), expect.stringContaining('We couldn’t verify your profile')]);

    await view.user.click(screen.getByRole('button', { name: 'Show earlier notices' }));
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(bubbles()[0]!.textContent).toContain('Welcome to Amora!');
    expect(screen.queryByRole('button', { name: 'Show earlier notices' })).toBeNull();
    expect(view.server.calls(`GET ${THREAD}`).map((request) => request.url.searchParams.get('pageToken'))).toEqual([null, '2']);
  });

  it('says when there are no notices yet, and offers a retry when they cannot load', async () => {
    const view = await renderUi(<SystemThreadPage />, { path: '/systemthread' });
    let failing = true;
    view.server.on(`GET ${THREAD}`, () => (failing ? json(500, { code: 500, message: 'down' }) : json(200, { messages: [], nextPageToken: '', unreadCount: 0 })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load your notices.');

    failing = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No notices yet' })).toBeTruthy();
    expect(screen.getByText('When the Amora team has news about your account, you’ll find it here.')).toBeTruthy();
  });
});

/** The dialog list's row and the thread it opens, routed as the app routes them. */
const rowAndPage = (
  <Routes>
    <Route path="/dialogs" element={<SystemThreadRow />} />
    <Route path="/systemthread" element={<SystemThreadPage />} />
  </Routes>
);

describe('the system thread’s row on the dialog list', () => {
  it('shows the team and the latest notice with an unread dot, opens the thread, and has no dot once it was read', async () => {
    const view = await renderUi(rowAndPage, { path: '/dialogs' });
    thread(view.server, [notice(1, { kind: 'photoApproved', params: {} }, 1), notice(0, { kind: 'welcome', params: {} }, 2)]);

    const row = await screen.findByRole('link', { name: /^Amora team/ });
    expect(row.getAttribute('href')).toBe('/systemthread');
    expect(row.textContent).toContain('Your photo is approved');
    expect(row.textContent).toContain('2 unread notices');
    expect(row.querySelector('img')!.getAttribute('src')).toBe('/brand/amora/icon-192.png?v=3');

    await view.user.click(row);
    await waitFor(() => expect(view.server.calls(`POST ${MARK_READ}`)).toHaveLength(1));
    await view.user.click(screen.getByRole('link', { name: 'Back' }));
    const readRow = await screen.findByRole('link', { name: /^Amora team/ });
    await waitFor(() => expect(readRow.textContent).not.toContain('unread'));
    expect(readRow.textContent).toContain('Your photo is approved');
  });

  it('is not there while the member has no notices', async () => {
    const view = await renderUi(rowAndPage, { path: '/dialogs' });
    thread(view.server, []);
    await waitFor(() => expect(view.server.calls(`GET ${THREAD}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
  });
});
