import { render } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../shared/routing/index.ts';
import { brandById, type Brand, type Language } from '@amora/contracts';
import { createI18n } from '../app/i18n.ts';
import { AppProviders } from '../app/providers.tsx';
import { appRoutes } from '../app/routes.tsx';
import { sessionContextFor } from '../app/session/session-context.ts';
import { createStore } from '../app/store.ts';
import { startSession } from '../app/session/start-session.ts';

/**
 * Renders the real app (store, i18n over the fake server, route table) at `path`, after the real
 * session start decided the auth status from what the test put in storage and the fake server.
 */
export async function renderApp(options: { path?: string; brand?: Brand; language?: Language } = {}) {
  const brand = options.brand ?? brandById(7)!;
  const store = createStore();
  const i18n = await createI18n(options.language ?? 'en-US');
  await startSession(sessionContextFor(store.dispatch, brand, i18n));
  const router = createMemoryRouter(appRoutes, { initialEntries: [options.path ?? '/'] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} i18n={i18n} brand={brand}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, i18n, user };
}
