import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/preact';
import { json } from '../../test/fake-server.ts';
import { mountUnderFakeTimers, until } from '../../test/fake-timer-mount.tsx';
import { countedTutorials, flush, serveTutorials, shownTip, visitAgain, Visits } from '../../shared/tutorials/tutorials.fixture.tsx';
import { SmartMessagesEntry } from './SmartMessagesEntry.tsx';

afterEach(() => vi.useRealTimers());

const TIP = 'Too busy to write first? Smart messages greet new people for you.';
const ENTRY = /Smart messages/;

/** The entry on the dialog list; `shownBefore` is the tutorial's counter on the server. */
async function openEntry(options: { subscribed: boolean; shownBefore?: number }) {
  const view = await mountUnderFakeTimers(
    <Visits>
      <SmartMessagesEntry />
    </Visits>,
    'tutorials',
    (server) => {
      server.on('GET /rest/v2/user/mass/outgoing', () => json(200, { result: { done: options.subscribed } }));
      serveTutorials(server, { thread_list_smart_message: options.shownBefore ?? 0 });
    },
  );
  await until(() => screen.queryByRole('button', { name: ENTRY }));
  await flush();
  return view;
}

describe('the smart messages tutorial on the dialog list (spec 2 §2 "Tooltips", §4 "the thread-list popup uses a separate limit")', () => {
  it('shows on up to 3 visits while smart messages are off, each counted, then no more', async () => {
    const view = await openEntry({ subscribed: false });
    for (const counted of [1, 2, 3]) {
      expect(shownTip()).toBe(TIP);
      expect(screen.getByRole('tooltip').dataset).toMatchObject({ align: 'start', placement: 'bottom' });
      expect(countedTutorials(view.server)).toHaveLength(counted);
      await visitAgain();
    }
    expect(shownTip()).toBeNull();
    expect(countedTutorials(view.server)).toEqual(['thread_list_smart_message', 'thread_list_smart_message', 'thread_list_smart_message']);
  });

  it('counts the visits of earlier sessions', async () => {
    const view = await openEntry({ subscribed: false, shownBefore: 3 });
    expect(shownTip()).toBeNull();
    expect(countedTutorials(view.server)).toEqual([]);
  });

  it('goes away when the entry is opened', async () => {
    await openEntry({ subscribed: false });
    expect(shownTip()).toBe(TIP);
    act(() => void fireEvent.click(screen.getByRole('button', { name: ENTRY })));
    await flush();
    expect(shownTip()).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Smart messages' })).toBeTruthy();
  });

  it('is not shown while smart messages are on', async () => {
    const view = await openEntry({ subscribed: true });
    expect(shownTip()).toBeNull();
    expect(countedTutorials(view.server)).toEqual([]);
  });
});
