import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/preact';
import type { SystemThreadResponse } from '@amora/contracts';
import { json, type FakeServer } from '../../test/fake-server.ts';
import { mountUnderFakeTimers, until } from '../../test/fake-timer-mount.tsx';
import { countedTutorials, flush, serveTutorials, shownTip, visitAgain, Visits } from '../../shared/tutorials/tutorials.fixture.tsx';
import { SystemThreadRow } from './SystemThreadRow.tsx';

afterEach(() => vi.useRealTimers());

const SYSTEM_MESSAGE = 'Notices about your account — photos, verification and more — arrive here.';

/** The dialog list's system thread row, its one notice unread or read. */
async function openRow(read: boolean, routes: (server: FakeServer) => void = serveTutorials) {
  const thread: SystemThreadResponse = {
    messages: [{ id: 'notice-1', createdAt: Date.now() - 60_000, read, kind: 'welcome', params: {} }],
    nextPageToken: '',
    unreadCount: read ? 0 : 1,
  };
  const view = await mountUnderFakeTimers(
    <Visits>
      <SystemThreadRow />
    </Visits>,
    'tutorials',
    (server) => {
      server.on('GET /v3/messenger/system-thread', () => json(200, thread));
      routes(server);
    },
  );
  await until(() => screen.queryByRole('link', { name: /^Amora team/ }));
  await flush();
  return view;
}

describe('the system message tutorial on the system thread’s row (spec 2 §2 "Tooltips")', () => {
  it('says what arrives there the first time a notice is unread, is counted, and is not shown again', async () => {
    const view = await openRow(false);

    expect(shownTip()).toBe(SYSTEM_MESSAGE);
    const tip = screen.getByRole('tooltip');
    expect(tip.dataset).toMatchObject({ align: 'start', placement: 'bottom' });
    expect(screen.getByRole('link', { name: /^Amora team/ }).parentElement!.contains(tip)).toBe(true);
    expect(countedTutorials(view.server)).toEqual(['system_message']);

    await visitAgain();
    await until(() => screen.queryByRole('link', { name: /^Amora team/ }));
    await flush();
    expect(shownTip()).toBeNull();
    expect(countedTutorials(view.server)).toEqual(['system_message']);
  });

  it('waits while every notice is read, and is not shown to a member who saw it before', async () => {
    const read = await openRow(true);
    expect(shownTip()).toBeNull();
    expect(countedTutorials(read.server)).toEqual([]);
    read.unmount();
    vi.useRealTimers();

    const seen = await openRow(false, (server) => serveTutorials(server, { system_message: 1 }));
    expect(shownTip()).toBeNull();
    expect(countedTutorials(seen.server)).toEqual([]);
  });
});
