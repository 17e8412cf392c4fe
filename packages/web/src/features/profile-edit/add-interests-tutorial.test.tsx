import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { INTERESTS } from '@amora/contracts';
import { json } from '../../test/fake-server.ts';
import { mountUnderFakeTimers, until } from '../../test/fake-timer-mount.tsx';
import { advanceAndSettle } from '../../test/settle.ts';
import { countedTutorials, flush, serveTutorials, shownTip, visitAgain, Visits } from '../../shared/tutorials/tutorials.fixture.tsx';
import { ProfileEditPage } from './ProfileEditPage.tsx';
import { completeness, memberProfile, memberVocabulary } from './test-member.ts';

afterEach(() => vi.useRealTimers());

const TIP = 'Add at least 3 interests: people who share them find you sooner.';

async function openEdit(interests: number[]) {
  const view = await mountUnderFakeTimers(
    <Visits>
      <ProfileEditPage />
    </Visits>,
    'tutorials',
    (server) => {
      server.on('GET /rest/v2/user/info/profile', () => json(200, { result: memberProfile({ interests }) }));
      server.on('GET /rest/v2/user/info/profile/vocabulary', () => json(200, { result: memberVocabulary() }));
      server.on('GET /rest/v2/user/info/profile/completeness', () => json(200, { result: completeness(40) }));
      serveTutorials(server);
    },
  );
  await until(() => screen.queryByRole('region', { name: 'Interests' }));
  await flush();
  return view;
}

const after = async (ms: number) => {
  await advanceAndSettle(ms);
  await flush();
};

describe('the add-interests tutorial on the profile edit (spec 2 §2 "Tooltips", §4 "Tutorials")', () => {
  it('asks a member with fewer than 3 interests 3,500 ms after the screen shows, for 3 s, once', async () => {
    const view = await openEdit(INTERESTS.slice(0, 2).map((interest) => interest.id));

    await after(3499);
    expect(shownTip()).toBeNull();
    await after(1);
    expect(shownTip()).toBe(TIP);
    expect(within(screen.getByRole('region', { name: 'Interests' })).getByRole('tooltip')).toBeTruthy();
    expect(countedTutorials(view.server)).toEqual(['add_interests']);
    await after(2999);
    expect(shownTip()).toBe(TIP);
    await after(1);
    expect(shownTip()).toBeNull();

    await visitAgain();
    await until(() => screen.queryByRole('region', { name: 'Interests' }));
    await after(10_000);
    expect(shownTip()).toBeNull();
    expect(countedTutorials(view.server)).toEqual(['add_interests']);
  });

  it('leaves a member with 3 interests alone', async () => {
    const view = await openEdit(INTERESTS.slice(0, 3).map((interest) => interest.id));
    await after(10_000);
    expect(shownTip()).toBeNull();
    expect(countedTutorials(view.server)).toEqual([]);
  });
});
