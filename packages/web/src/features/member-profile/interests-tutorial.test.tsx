import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/preact';
import { PROFILE_ALBUM_ID } from '@amora/contracts';
import { json, ownProfile } from '../../test/fake-server.ts';
import { mountUnderFakeTimers, until } from '../../test/fake-timer-mount.tsx';
import { advanceAndSettle } from '../../test/settle.ts';
import { countedTutorials, flush, serveTutorials, shownTip, visitAgain, Visits } from '../../shared/tutorials/tutorials.fixture.tsx';
import { album, record, vocabulary } from './member-record.fixture.ts';
import { MemberProfilePage } from './MemberProfilePage.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * The layout edge happy-dom does not compute: every observed element is below the fold until
 * `scrollIntoView()` brings them all on screen, as a browser reports it.
 */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.live.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }
  static async scrollIntoView() {
    for (const observer of FakeIntersectionObserver.live) {
      act(() => observer.callback([...observer.targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), observer as unknown as IntersectionObserver));
    }
    await flush();
  }
}

beforeEach(() => {
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

const TIP = 'You share an interest: Hiking. Mention it to start a chat.';

/** Ana's profile (she likes hiking, interest 3) seen by Mia with `myInterests`. */
async function openAna(myInterests: number[]) {
  const view = await mountUnderFakeTimers(
    <Visits>
      <MemberProfilePage hid="hid-ana" />
    </Visits>,
    'tutorials',
    (server) => {
      server.on('GET /rest/v2/user/info/profile', (request) =>
        request.url.searchParams.has('users_hids')
          ? json(200, { result: { users: [record()] } })
          : json(200, { result: { ...ownProfile({ hid: 'hid-mia', name: 'Mia' }), profile: { ...record().profile, interests: myInterests } } }),
      );
      server.on(`GET /apis/photos/v1/users/hid-ana/albums/${PROFILE_ALBUM_ID}`, () => json(200, album(false)));
      server.on('GET /rest/v2/user/info/profile/vocabulary', () => json(200, { result: vocabulary }));
      server.on('POST /v3/users/hid-ana:visit', () => json(200, {}));
      serveTutorials(server);
    },
  );
  await until(() => screen.queryByText('Hiking'));
  await flush();
  return view;
}

const after = async (ms: number) => {
  await advanceAndSettle(ms);
  await flush();
};

describe('the shared-interests tutorial on a member’s profile (spec 2 §2 "Tooltips", §4 "Tutorials")', () => {
  it('points at the interests 3,500 ms after they come on screen, for 3 s, counted once and not shown again', async () => {
    const view = await openAna([3, 7]);
    // Below the fold, the tip waits: shown there, nobody would read it.
    await after(10_000);
    expect(shownTip()).toBeNull();

    await FakeIntersectionObserver.scrollIntoView();
    await after(3499);
    expect(shownTip()).toBeNull();
    await after(1);
    expect(shownTip()).toBe(TIP);
    expect(screen.getByText('Hiking').closest('ul')!.parentElement!.contains(screen.getByRole('tooltip'))).toBe(true);
    expect(countedTutorials(view.server)).toEqual(['profile_interests']);
    await after(2999);
    expect(shownTip()).toBe(TIP);
    await after(1);
    expect(shownTip()).toBeNull();

    await visitAgain();
    await until(() => screen.queryByText('Hiking'));
    await FakeIntersectionObserver.scrollIntoView();
    await after(10_000);
    expect(shownTip()).toBeNull();
    expect(countedTutorials(view.server)).toEqual(['profile_interests']);
  });

  it('says nothing when the viewer shares no interest with the member', async () => {
    const view = await openAna([7]);
    await FakeIntersectionObserver.scrollIntoView();
    await after(10_000);
    expect(shownTip()).toBeNull();
    expect(countedTutorials(view.server)).toEqual([]);
  });
});
