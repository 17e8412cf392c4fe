import { describe, expect, it } from 'vitest';
import { insertByPriority, mayShowNextPopup, nextPopup, type PopupLoopState, type QueuedPopup } from './popup-queue.ts';
import { isPopupBlockedRoute } from './popup-route.ts';

const item = (name: string, priority = 0, showOnceMs: number | null = null): QueuedPopup => ({ name, priority, showOnceMs });

describe('popup queue (spec 2 §4)', () => {
  it('keeps the queue sorted by priority, highest first, in arrival order among equals', () => {
    const queue = [item('a'), item('b', 5), item('c', 5), item('d'), item('e', 10), item('f', 5)].reduce<QueuedPopup[]>(insertByPriority, []);
    expect(queue.map((queued) => queued.name)).toEqual(['e', 'b', 'c', 'f', 'a', 'd']);
  });

  it('passes over a show-once popup until its timeout since the last show, and reports it', () => {
    const queue = [item('vip_offer', 9, 60_000), item('likes', 1)];
    const shownAt = (name: string) => (name === 'vip_offer' ? 1_000_000 : null);

    expect(nextPopup(queue, shownAt, 1_000_000 + 59_999)).toEqual({ next: 'likes', suppressed: ['vip_offer'] });
    expect(nextPopup(queue, shownAt, 1_000_000 + 60_000)).toEqual({ next: 'vip_offer', suppressed: [] });
  });

  it('never holds back a popup that is not show-once, however recently it was shown', () => {
    expect(nextPopup([item('likes')], () => Date.now(), Date.now())).toEqual({ next: 'likes', suppressed: [] });
  });

  it('has nothing to show when every queued popup is suppressed', () => {
    expect(nextPopup([item('a', 0, 1000)], () => 0, 10)).toEqual({ next: null, suppressed: ['a'] });
  });
});

describe('popup loop gate (spec 2 §4)', () => {
  const ready: PopupLoopState = { loggedIn: true, queued: 1, modalOpen: false, popupOpen: false, routeBlocked: false };

  it('shows when a member has a popup queued and nothing stands in the way', () => {
    expect(mayShowNextPopup(ready)).toBe(true);
  });

  it.each<[string, Partial<PopupLoopState>]>([
    ['logged out', { loggedIn: false }],
    ['with an empty queue', { queued: 0 }],
    ['while a modal is open', { modalOpen: true }],
    ['while another popup is open', { popupOpen: true }],
    ['on a page that blocks popups', { routeBlocked: true }],
  ])('waits %s', (_case, change) => {
    expect(mayShowNextPopup({ ...ready, ...change })).toBe(false);
  });
});

describe('pages that block popups (spec 2 §4)', () => {
  it.each(['/settings', '/settings/notifications', '/sign/recover', '/sign/done', '/profile/steps', '/profile/steps/2'])('blocks %s', (path) => {
    expect(isPopupBlockedRoute(path, '')).toBe(true);
  });

  it.each(['/matches', '/profile', '/profile/stepsx', '/signals'])('allows %s', (path) => {
    expect(isPopupBlockedRoute(path, '')).toBe(false);
  });

  it('blocks while the payments popup is in the address, not for another named popup', () => {
    expect(isPopupBlockedRoute('/matches', '?popup=payments&paymentsStep=TARIFFS_VIP')).toBe(true);
    expect(isPopupBlockedRoute('/matches', '?popup=profile_restored_popup')).toBe(false);
  });
});
