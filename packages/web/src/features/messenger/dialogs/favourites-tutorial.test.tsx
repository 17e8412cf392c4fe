import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/preact';
import type { Dialog } from '@amora/contracts';
import { json, type FakeServer } from '../../../test/fake-server.ts';
import { mountUnderFakeTimers, until } from '../../../test/fake-timer-mount.tsx';
import { countedTutorials, flush, ONBOARDING_ITEMS_PATH, serveTutorials, shownTip, visitAgain, Visits } from '../../../shared/tutorials/tutorials.fixture.tsx';
import { dialogFixture } from '../messenger.fixture.ts';
import { DialogsPage } from './DialogsPage.tsx';

afterEach(() => vi.useRealTimers());

const FAVOURITES = 'Tap the star on a chat to keep it under the Favourites filter.';

async function openDialogs(list: Dialog[], routes: (server: FakeServer) => void = serveTutorials) {
  const view = await mountUnderFakeTimers(
    <Visits>
      <DialogsPage />
    </Visits>,
    'tutorials',
    (server) => {
      server.on('GET /v3/messenger/dialogs', () => json(200, { dialogs: list, nextPageToken: '' }));
      routes(server);
    },
  );
  await until(() => screen.queryByRole('list', { name: 'Dialogs' }) ?? screen.queryByRole('heading', { name: 'No messages yet' }));
  await flush();
  return view;
}

describe('the favourites tutorial on the dialog list (spec 2 §2 "Tooltips")', () => {
  it('points at the filter once there is a chat, is counted, and is not shown again', async () => {
    const view = await openDialogs([dialogFixture(0)]);

    expect(shownTip()).toBe(FAVOURITES);
    // It hangs from the filter button, aligned to the screen's start edge.
    const tip = screen.getByRole('tooltip');
    expect(tip.dataset).toMatchObject({ align: 'start', placement: 'bottom' });
    expect(screen.getByRole('button', { name: 'All' }).parentElement!.contains(tip)).toBe(true);
    expect(countedTutorials(view.server)).toEqual(['favourites']);

    // Opening the filter it points at hides it, rather than leaving it behind the sheet.
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'All' })));
    await flush();
    expect(shownTip()).toBeNull();
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    await flush();

    await visitAgain();
    await until(() => screen.queryByRole('list', { name: 'Dialogs' }));
    await flush();
    expect(shownTip()).toBeNull();
    expect(countedTutorials(view.server)).toEqual(['favourites']);
    expect(view.server.calls(`GET ${ONBOARDING_ITEMS_PATH}`)).toHaveLength(1);
  });

  it('waits while the list is empty, and is not shown to a member who saw it before', async () => {
    const empty = await openDialogs([]);
    expect(shownTip()).toBeNull();
    expect(countedTutorials(empty.server)).toEqual([]);
    empty.unmount();
    vi.useRealTimers();

    const seen = await openDialogs([dialogFixture(0)], (server) => serveTutorials(server, { favourites: 1 }));
    expect(shownTip()).toBeNull();
    expect(countedTutorials(seen.server)).toEqual([]);
  });
});
