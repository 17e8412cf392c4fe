import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import type { BlockedUser } from '@amora/contracts';
import { json } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { BlocklistPage } from './BlocklistPage.tsx';
import { SafetyToastHost } from './SafetyToast.tsx';

const blocked = (n: number): BlockedUser => ({ userHashId: `hid-${n}`, name: `Member ${n}`, photoThumbnailUrl: n % 2 ? `/m/${n}.jpg` : null, isBlocked: true });

function ui() {
  return (
    <>
      <BlocklistPage />
      <SafetyToastHost />
    </>
  );
}

describe('the blocklist (spec 1 §2 /settings/blocklist, spec 2 §3, §4)', () => {
  it('pages by 20 with the token, and unblocks at once with an undo that blocks again', async () => {
    const view = await renderUi(ui(), { path: '/settings/blocklist' });
    view.server.on('GET /v3/blockedUsers', (request) =>
      request.url.searchParams.get('pageToken') === 'page-2'
        ? json(200, { users: [blocked(21), blocked(22)], nextPageToken: '' })
        : json(200, { users: Array.from({ length: 20 }, (_, i) => blocked(i + 1)), nextPageToken: 'page-2' }),
    );
    let release: (() => void) | undefined;
    view.server.on('POST /v3/users/hid-2:unblock', () => new Promise((resolve) => (release = () => resolve(json(200, { isBlocked: false })))));
    view.server.on('POST /v3/users/hid-2:block', () => json(200, { isBlocked: true }));

    const list = await screen.findByRole('list', { name: 'Blocked members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await view.user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(22));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(view.server.calls('GET /v3/blockedUsers').map((request) => request.url.searchParams.get('pageToken'))).toEqual([null, 'page-2']);

    // Optimistic: the row flips before the server answers.
    await view.user.click(screen.getByRole('button', { name: 'Unblock Member 2' }));
    expect(await screen.findByRole('button', { name: 'Block Member 2 again' })).toBeTruthy();
    expect(view.server.calls('POST /v3/users/hid-2:unblock')[0]!.body).toEqual({ source: 'blocklist' });
    release!();
    expect(await screen.findByText('Member 2 is unblocked')).toBeTruthy();

    await view.user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Unblock Member 2' })).toBeTruthy();
    expect(view.server.calls('POST /v3/users/hid-2:block')).toHaveLength(1);
    expect(await screen.findByText('Member 2 is blocked again')).toBeTruthy();
  });

  it('puts the row back when the unblock fails', async () => {
    const view = await renderUi(ui(), { path: '/settings/blocklist' });
    view.server.on('GET /v3/blockedUsers', () => json(200, { users: [blocked(1)], nextPageToken: '' }));
    view.server.on('POST /v3/users/hid-1:unblock', () => json(500, { code: 500, message: 'boom' }));
    await view.user.click(await screen.findByRole('button', { name: 'Unblock Member 1' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That didn’t work. Please try again.');
    expect(screen.getByRole('button', { name: 'Unblock Member 1' })).toBeTruthy();
  });

  it('says so when no one is blocked, and offers a retry when the list cannot be loaded', async () => {
    const view = await renderUi(ui(), { path: '/settings/blocklist' });
    let fail = true;
    view.server.on('GET /v3/blockedUsers', () => (fail ? json(500, { code: 500, message: 'boom' }) : json(200, { users: [], nextPageToken: '' })));
    expect(await screen.findByText('We couldn’t load your blocked members.')).toBeTruthy();
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No one is blocked' })).toBeTruthy();
  });
});
