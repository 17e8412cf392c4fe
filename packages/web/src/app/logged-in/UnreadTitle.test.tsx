import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/preact';
import { brandById } from '@amora/contracts';
import { countersReceived } from '../../shared/realtime/counters-slice.ts';
import { fakeServer } from '../../test/fake-server.ts';
import { createI18n } from '../i18n.ts';
import { AppProviders } from '../providers.tsx';
import { createStore } from '../store.ts';
import { UnreadTitle } from './UnreadTitle.tsx';

const counters = (unreadDialogsCount: number) => countersReceived({ unreadDialogsCount, newILikeCount: 5, newMatchesCount: 0, newVisitorsCount: 0 });

describe('the unread dialogs in the tab’s title', () => {
  it('puts the count ahead of the brand’s title, live, as 99+ past 99, and gives the plain title back at zero and on leaving', async () => {
    fakeServer();
    const brand = brandById(7)!;
    const store = createStore();
    const i18n = await createI18n('en-US');
    document.title = brand.title;
    const view = render(
      <AppProviders store={store} i18n={i18n} brand={brand}>
        <UnreadTitle />
      </AppProviders>,
    );
    // New likes alone are not something to read.
    act(() => void store.dispatch(counters(0)));
    expect(document.title).toBe(brand.title);

    act(() => void store.dispatch(counters(2)));
    expect(document.title).toBe(`(2) ${brand.title}`);
    act(() => void store.dispatch(counters(150)));
    expect(document.title).toBe(`(99+) ${brand.title}`);
    act(() => void store.dispatch(counters(0)));
    expect(document.title).toBe(brand.title);

    act(() => void store.dispatch(counters(3)));
    act(() => void view.unmount());
    expect(document.title).toBe(brand.title);
  });
});
