import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../shared/routing/index.ts';
import { brandById, type Brand, type Language } from '@amora/contracts';
import { createI18n } from '../app/i18n.ts';
import { AppProviders } from '../app/providers.tsx';
import { createStore, provideMessengerSync } from '../app/store.ts';
import { registerMessengerSync } from '../features/messenger/live/chat-sync.ts';
import { fakeServer } from './fake-server.ts';

// As the logged-in area does in the app: every test store gets the messenger's chat sync.
provideMessengerSync(registerMessengerSync);

/**
 * Renders one component with the real providers (store, translations, brand) inside a memory
 * router at `path`, for the shared-UI component tests. Translations come through the fake
 * server from public/, so a missing key shows up as the key itself. With fake timers, pass
 * `advanceTimers` so user-event's own delays follow them.
 */
export async function renderUi(
  ui: ReactElement,
  options: { path?: string; brand?: Brand; language?: Language; advanceTimers?: (ms: number) => unknown } = {},
) {
  const server = fakeServer();
  const brand = options.brand ?? brandById(7)!;
  const store = createStore();
  const i18n = await createI18n(options.language ?? 'en-US');
  // As in the app, a screen waits in a loading boundary while its texts (a lazy namespace) load.
  const router = createMemoryRouter([{ path: '*', element: <Suspense fallback={null}>{ui}</Suspense> }], { initialEntries: [options.path ?? '/'] });
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <AppProviders store={store} i18n={i18n} brand={brand}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, server, store, router, i18n, user };
}
