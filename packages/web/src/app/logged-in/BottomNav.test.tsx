import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/preact';
import { brandById } from '@amora/contracts';
import { countersReceived } from '../../shared/realtime/counters-slice.ts';
import { createMemoryRouter, RouterProvider } from '../../shared/routing/index.ts';
import { fakeServer } from '../../test/fake-server.ts';
import { createI18n } from '../i18n.ts';
import { AppProviders } from '../providers.tsx';
import { createStore } from '../store.ts';
import { BottomNav } from './BottomNav.tsx';

async function renderNav(language: 'en-US' | 'ru-RU' = 'en-US', path = '/matches') {
  // Serves the translations.
  fakeServer();
  const store = createStore();
  const i18n = await createI18n(language);
  const router = createMemoryRouter([{ path: '*', element: <BottomNav /> }], { initialEntries: [path] });
  render(
    <AppProviders store={store} i18n={i18n} brand={brandById(7)!}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return store;
}

const activity = () => screen.getByRole('link', { name: /Activity|Активность/ });

describe('bottom navigation counters (issue 17 point 2)', () => {
  it('shows what is new in the people lists on activity, live, as 99+ past 99, with the exact count in words', async () => {
    const store = await renderNav();
    expect(activity().textContent).toBe('Activity');

    act(() => void store.dispatch(countersReceived({ unreadDialogsCount: 4, newILikeCount: 1, newMatchesCount: 1, newVisitorsCount: 1 })));
    expect(activity().textContent).toBe('3Activity3 new');
    expect(activity().getAttribute('aria-hidden')).toBeNull();
    expect(screen.getByRole('link', { name: 'Activity 3 new' })).toBeTruthy();

    act(() => void store.dispatch(countersReceived({ unreadDialogsCount: 0, newILikeCount: 100, newMatchesCount: 20, newVisitorsCount: 30 })));
    expect(activity().textContent).toBe('99+Activity150 new');
    // Only activity has people lists behind it.
    expect(screen.getByRole('link', { name: 'Matches' }).textContent).toBe('Matches');

    act(() => void store.dispatch(countersReceived({ unreadDialogsCount: 0, newILikeCount: 0, newMatchesCount: 0, newVisitorsCount: 0 })));
    expect(activity().textContent).toBe('Activity');
  });

  it('shows the unread dialogs on messages, which leads to the dialog list (issue 18)', async () => {
    const store = await renderNav();
    const messages = () => screen.getByRole('link', { name: /^Messages/ });
    expect(messages().getAttribute('href')).toBe('/dialogs');
    expect(messages().textContent).toBe('Messages');
    act(() => void store.dispatch(countersReceived({ unreadDialogsCount: 2, newILikeCount: 0, newMatchesCount: 0, newVisitorsCount: 0 })));
    expect(screen.getByRole('link', { name: 'Messages 2 unread dialogs' }).textContent).toBe('2Messages2 unread dialogs');
  });

  it.each([
    ['/dialogs', 'Messages'],
    ['/dialogs/hid-bo', 'Messages'],
    ['/systemthread', 'Messages'],
    ['/activity/likes', 'Activity'],
    ['/matches', 'Matches'],
  ])('marks the tab of %s as the current page', async (path, tab) => {
    await renderNav('en-US', path);
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([tab]);
  });

  it('says the count with the plural of the language', async () => {
    const store = await renderNav('ru-RU');
    act(() => void store.dispatch(countersReceived({ unreadDialogsCount: 0, newILikeCount: 2, newMatchesCount: 0, newVisitorsCount: 0 })));
    expect(activity().textContent).toContain('2 новых события');
    act(() => void store.dispatch(countersReceived({ unreadDialogsCount: 0, newILikeCount: 5, newMatchesCount: 0, newVisitorsCount: 0 })));
    expect(activity().textContent).toContain('5 новых событий');
  });
});
