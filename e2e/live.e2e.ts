import { describe, expect, it } from 'vitest';
import type { Page, WebSocket as PageSocket } from 'playwright-core';
import { API_VERSION, type RealtimeCounters, type ServerFrame } from '@amora/contracts';
import { signupPayload } from '../packages/server/src/modules/signup/signup.fixture.ts';
import { useE2E } from './support/e2e.ts';
import { linkPath, outboxFiles, waitForMail } from './support/mail.ts';
import { translation } from './support/pages.ts';

/** Resolves with the first frame a page's realtime socket receives that matches. */
function frameOn(socket: PageSocket, matches: (frame: ServerFrame) => boolean): Promise<ServerFrame> {
  return new Promise((resolve) => {
    socket.on('framereceived', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as ServerFrame;
      if (matches(frame)) resolve(frame);
    });
  });
}

/**
 * The counters of the next realtime socket the page opens that gets them. Any socket counts: coming
 * back online the page reloads (spec 1 §4), so a socket opened just before may never hear back.
 */
function nextCounters(page: Page): Promise<RealtimeCounters> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/v3/realtime')) return;
      void frameOn(socket, (frame) => frame.type === 'counters').then((frame) => resolve(frame.payload as RealtimeCounters));
    });
  });
}

describe('the live shell in Chromium (realtime pushes and reconnect)', () => {
  const { server, open } = useE2E({ env: { DEFAULT_COUNTRY: 'US' } });

  it('a newly registered member sees "e-mail confirmed" arrive live from another tab, toasts close and swipe away, and the socket resyncs after a network drop', async () => {
    const lang = 'en-US';
    const member = signupPayload();
    const seenMail = outboxFiles(server().dataDir);
    const signup = await fetch(server().url('/rest/v2/signup'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-version': API_VERSION },
      body: JSON.stringify(member),
    });
    expect(signup.status).toBe(200);
    const accountId = (await signup.json()).result.user.id as number;

    // The app open in the first tab, logged in, its realtime socket authenticated.
    const app = await open('/login', { locale: lang });
    const firstCounters = nextCounters(app);
    await app.getByLabel(translation(lang, 'auth', 'login.email')).fill(member.email as string);
    await app.getByLabel(translation(lang, 'auth', 'login.password'), { exact: true }).fill(member.password as string);
    await app.getByRole('button', { name: translation(lang, 'auth', 'login.submit') }).click();
    await app.waitForURL(/\/matches$/);
    expect(await firstCounters).toEqual({ unreadDialogsCount: 0, newILikeCount: 0, newMatchesCount: 0, newVisitorsCount: 0 });

    // The confirmation link opened in a second tab: the first tab hears it without a reload.
    const mail = await waitForMail(server().dataDir, member.email as string, seenMail);
    const secondTab = await app.context().newPage();
    await secondTab.goto(server().url(linkPath(mail, '/api/user/confirmation/confirm')));
    // The member goes back to the first tab (a background tab's input and timers are throttled).
    await app.bringToFront();
    const verified = app.getByRole('status').getByText('E-mail confirmed', { exact: true });
    await verified.waitFor();
    // It closes on its own after its interval (expiredInterval 6 s).
    await verified.waitFor({ state: 'detached', timeout: 10_000 });

    // A second push, swiped sideways, goes at once instead of after its interval.
    await server().app.services.pushes.notify(accountId, { type: 'password_changed' });
    const changed = app.getByRole('status').getByText('Password changed', { exact: true });
    await changed.waitFor();
    const box = (await changed.boundingBox())!;
    const swipedAt = Date.now();
    await app.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await app.mouse.down();
    await app.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
    await app.mouse.move(box.x + box.width / 2 + 90, box.y + box.height / 2, { steps: 4 });
    await app.mouse.up();
    await changed.waitFor({ state: 'detached', timeout: 2_000 });
    expect(Date.now() - swipedAt).toBeLessThan(6_000);

    // The network drops; meanwhile a count changes. Back online, a new socket brings it.
    const reconnected = nextCounters(app);
    await app.context().setOffline(true);
    await server().app.platform.db.insertInto('member_counters').values({ account_id: accountId, unread_dialogs: 0, new_i_like: 0, new_matches: 1, new_visitors: 5 }).execute();
    await app.context().setOffline(false);
    expect(await reconnected).toEqual({ unreadDialogsCount: 0, newILikeCount: 0, newMatchesCount: 1, newVisitorsCount: 5 });
  }, 60_000);
});
