import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/preact';
import type { TutorialItem } from '@amora/contracts';
import { json, type FakeServer } from '../../test/fake-server.ts';
import { mountUnderFakeTimers, until } from '../../test/fake-timer-mount.tsx';
import { advanceAndSettle } from '../../test/settle.ts';
import { countedTutorials, flush, ONBOARDING_ITEMS_PATH, serveTutorials, shownTip as tip, Visits } from './tutorials.fixture.tsx';
import { TutorialTooltip } from './TutorialTooltip.tsx';
import { useTutorial, type TutorialOptions } from './use-tutorial.ts';

afterEach(() => vi.useRealTimers());

const FAVOURITES = 'Tap the star on a chat to keep it under the Favourites filter.';
const ADD_INTERESTS = 'Add at least 3 interests: people who share them find you sooner.';
const SYSTEM_MESSAGE = 'Notices about your account — photos, verification and more — arrive here.';

/** An anchor with its tutorial tooltip; `when` defaults to true. */
function Tip({ name, ...options }: { name: TutorialItem } & TutorialOptions) {
  const tutorial = useTutorial(name, { when: true, ...options });
  return (
    <TutorialTooltip tutorial={tutorial}>
      <button type="button">{name}</button>
    </TutorialTooltip>
  );
}

const press = async (name: string) => {
  act(() => void fireEvent.click(screen.getByRole('button', { name })));
  await flush();
};
const clickElsewhere = async () => {
  act(() => void fireEvent.pointerDown(document.body));
  await flush();
};
/** Mounts `ui` with the tutorials' texts and counters loaded. */
const mount = async (ui: ReactNode, routes: (server: FakeServer) => void) => {
  const view = await mountUnderFakeTimers(<>{ui}</>, 'tutorials', routes);
  await until(() => view.server.calls(`GET ${ONBOARDING_ITEMS_PATH}`).length > 0);
  await flush();
  return view;
};

describe('tutorial tooltips (spec 2 §2 "Tooltips", §4 "Tutorials")', () => {
  it('reads the counters once for every tooltip, shows one at a time and counts each showing', async () => {
    const view = await mount(
      <>
        <Tip name="favourites" />
        <Tip name="add_interests" />
      </>,
      (server) => serveTutorials(server),
    );
    expect(tip()).toBe(FAVOURITES);
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(countedTutorials(view.server)).toEqual(['favourites']);

    await clickElsewhere();
    expect(tip()).toBe(ADD_INTERESTS);
    expect(countedTutorials(view.server)).toEqual(['favourites', 'add_interests']);

    await clickElsewhere();
    expect(tip()).toBeNull();
    expect(view.server.calls(`GET ${ONBOARDING_ITEMS_PATH}`)).toHaveLength(1);
  });

  it('shows a tooltip only while its counter is under its limit, once a visit', async () => {
    const view = await mount(
      <Visits>
        <Tip name="favourites" />
        <Tip name="thread_list_smart_message" limit={3} />
      </Visits>,
      (server) => serveTutorials(server, { favourites: 1, thread_list_smart_message: 1 }),
    );
    const counted: string[] = [];
    for (let visit = 2; visit <= 3; visit += 1) {
      expect(tip()).toBe('Too busy to write first? Smart messages greet new people for you.');
      counted.push('thread_list_smart_message');
      expect(countedTutorials(view.server)).toEqual(counted);
      // Closed, it does not come back on the same visit.
      await clickElsewhere();
      await advanceAndSettle(0);
      expect(tip()).toBeNull();
      await press('Leave');
      await press('Come back');
    }
    // The fourth visit is over the limit; favourites was shown once before this session.
    expect(tip()).toBeNull();
    expect(countedTutorials(view.server)).toEqual(['thread_list_smart_message', 'thread_list_smart_message']);
    expect(view.server.calls(`GET ${ONBOARDING_ITEMS_PATH}`)).toHaveLength(1);
  });

  it('waits for its moment and hides itself after the time it is given', async () => {
    const view = await mount(<Tip name="add_interests" showAfterMs={3500} hideAfterMs={3000} />, (server) => serveTutorials(server));
    const after = async (ms: number) => {
      await advanceAndSettle(ms);
      await flush();
    };
    await after(3499);
    expect(tip()).toBeNull();
    await after(1);
    expect(tip()).toBe(ADD_INTERESTS);
    await after(2999);
    expect(tip()).toBe(ADD_INTERESTS);
    await after(1);
    expect(tip()).toBeNull();
    expect(countedTutorials(view.server)).toEqual(['add_interests']);
  });

  it('lets the others show when its screen goes away while it shows', async () => {
    await mount(
      <>
        <Visits>
          <Tip name="favourites" />
        </Visits>
        <Tip name="add_interests" showAfterMs={1000} />
      </>,
      (server) => serveTutorials(server),
    );
    expect(tip()).toBe(FAVOURITES);
    await advanceAndSettle(1000);
    await flush();
    expect(tip()).toBe(FAVOURITES);
    await press('Leave');
    expect(tip()).toBeNull();
    await advanceAndSettle(1000);
    await flush();
    expect(tip()).toBe(ADD_INTERESTS);
  });

  it('is shown by its placement when it asks (the system message), within the limit', async () => {
    function SystemMessage() {
      const tutorial = useTutorial('system_message');
      return (
        <TutorialTooltip tutorial={tutorial}>
          <button type="button" onClick={tutorial.shown}>
            System
          </button>
        </TutorialTooltip>
      );
    }
    const view = await mount(<SystemMessage />, (server) => serveTutorials(server));
    expect(tip()).toBeNull();
    await press('System');
    expect(tip()).toBe(SYSTEM_MESSAGE);
    await clickElsewhere();
    await press('System');
    expect(tip()).toBeNull();
    expect(countedTutorials(view.server)).toEqual(['system_message']);
  });

  it('shows nothing when the counters cannot be read', async () => {
    const view = await mount(<Tip name="favourites" />, (server) => server.on(`GET ${ONBOARDING_ITEMS_PATH}`, () => json(500, { code: 500, message: 'Down' })));
    await advanceAndSettle(10_000);
    expect(tip()).toBeNull();
    expect(countedTutorials(view.server)).toEqual([]);
  });
});
