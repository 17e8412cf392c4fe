import { StrictMode } from 'react';
import type { i18n } from 'i18next';
import type { Brand } from '@amora/contracts';
import { RouterProvider, type AppRouter } from '../shared/routing/index.ts';
import { CrashBoundary } from './overlays/CrashScreen.tsx';
import { AppProviders } from './providers.tsx';
import type { AppStore } from './store.ts';

/**
 * The whole app for one page: the browser renders it, and the server renders it for a visitor's
 * first page (ssr/render-page.tsx), so both build the same tree and the browser takes over the
 * server's markup in place.
 */
export function App({ store, i18n, brand, router }: { store: AppStore; i18n: i18n; brand: Brand; router: AppRouter }) {
  return (
    <StrictMode>
      <AppProviders store={store} i18n={i18n} brand={brand}>
        <CrashBoundary>
          <RouterProvider router={router} />
        </CrashBoundary>
      </AppProviders>
    </StrictMode>
  );
}
