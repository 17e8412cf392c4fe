import { useState, type ReactNode } from 'react';
import { act, fireEvent, screen } from '@testing-library/preact';
import { ONBOARDING_ITEMS, type TutorialItem } from '@amora/contracts';
import { json, type FakeServer } from '../../test/fake-server.ts';
import { advanceAndSettle } from '../../test/settle.ts';

export const ONBOARDING_ITEMS_PATH = '/rest/v2/user/onboarding/items';
export const ONBOARDING_ITEM_PATH = '/rest/v2/user/onboarding/item';

/** Serves the onboarding items with these tutorial counters (0 for the rest), and counts each PUT as the server does. */
export function serveTutorials(server: FakeServer, counts: Partial<Record<TutorialItem, number>> = {}): void {
  const stored = new Map<string, number>(Object.entries(counts));
  server.on(`GET ${ONBOARDING_ITEMS_PATH}`, () =>
    json(200, { result: { items: ONBOARDING_ITEMS.map((name) => ({ name, done: (stored.get(name) ?? 0) > 0, count: stored.get(name) ?? 0 })) } }),
  );
  server.on(`PUT ${ONBOARDING_ITEM_PATH}`, (request) => {
    const { item } = request.body as { item: string };
    stored.set(item, (stored.get(item) ?? 0) + 1);
    return json(200, { result: true });
  });
}

/** The tutorials the app counted as shown, in order. */
export function countedTutorials(server: FakeServer): string[] {
  return server.calls(`PUT ${ONBOARDING_ITEM_PATH}`).map((request) => (request.body as { item: string }).item);
}

/**
 * Under fake timers: lets the network, the store's frame-batched notifications (setImmediate in
 * happy-dom) and the timers already due run, while the clock stands still.
 */
export async function flush(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    await advanceAndSettle(0);
  }
}

/** Screens that come and go in one session: "Leave" unmounts them, "Come back" mounts them anew. */
export function Visits({ children }: { children: ReactNode }) {
  const [here, setHere] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setHere(!here)}>
        {here ? 'Leave' : 'Come back'}
      </button>
      {here && children}
    </>
  );
}

/** Leaves the screen and comes back (a new visit), under fake timers. */
export async function visitAgain(): Promise<void> {
  for (const name of ['Leave', 'Come back']) {
    act(() => void fireEvent.click(screen.getByRole('button', { name })));
    await flush();
  }
}

/** The tooltip showing, if any: its words. */
export function shownTip(): string | null {
  return document.querySelector('[role="tooltip"]')?.textContent ?? null;
}
