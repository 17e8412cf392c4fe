import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/preact';
import { feedChanged } from '../../shared/realtime/frame-events.ts';
import { json } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { FeedLink } from './FeedLink.tsx';

describe('the link to the feed, beside the activity title', () => {
  it('shows the unread count and follows the realtime feed frame', async () => {
    let unreadCount = 2;
    const view = await renderUi(<FeedLink />, { path: '/activity/likes' });
    view.server.on('GET /v3/activityFeed/activities:unreadCount', () => json(200, { unreadCount }));

    const link = await screen.findByRole('link', { name: 'What’s new, 2 unread' });
    expect(link.getAttribute('href')).toBe('/feeds');
    expect(link.textContent).toBe('What’s new2');

    // Someone liked the member: the server's frame brings the new count and the badge follows.
    unreadCount = 3;
    act(() => void view.store.dispatch(feedChanged({ unreadCount: 3 })));
    expect(await screen.findByRole('link', { name: 'What’s new, 3 unread' })).toBeTruthy();

    // All read (here or on another tab): no badge, the plain name.
    unreadCount = 0;
    act(() => void view.store.dispatch(feedChanged({ unreadCount: 0 })));
    await waitFor(() => expect(screen.getByRole('link').textContent).toBe('What’s new'));
    expect(screen.getByRole('link', { name: 'What’s new' })).toBeTruthy();
    expect(view.server.calls('GET /v3/activityFeed/activities:unreadCount')).toHaveLength(3);
  });
});
