import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from './shared/routing/index.ts';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LANGUAGE, unknownHostMessage } from '@amora/contracts';
import { applyBrandTheme } from './app/brand-theme.ts';
import { brandOfPage } from './app/rendered-brand.ts';
import { loadIconSprite } from './shared/ui/icon-sprite.ts';
import { newRevisionDetected } from './app/device/device-slice.ts';
import { createI18n } from './app/i18n.ts';
import { CrashBoundary } from './app/overlays/CrashScreen.tsx';
import { persistState } from './app/persist.ts';
import { AppProviders } from './app/providers.tsx';
import { reloadOnNavigationWhenStale, startRevisionCheck } from './app/revision-check.ts';
import { appRoutes } from './app/routes.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { sessionContextFor } from './app/session/session-context.ts';
import { createStore } from './app/store.ts';
import { reportUnknownHost } from './app/unknown-host.ts';
import { UnknownHostPage } from './app/UnknownHostPage.tsx';
import { startSession } from './app/session/start-session.ts';
import { loadPersistedState } from './shared/browser/persisted-state.ts';
import { initialLanguage } from './shared/language/language-choice.ts';
import './app/global.css';

async function bootstrap(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const host = window.location.host;
  const brand = await brandOfPage(host);

  if (!brand) {
    const i18n = await createI18n(initialLanguage(DEFAULT_LANGUAGE));
    root.render(
      <I18nextProvider i18n={i18n}>
        <UnknownHostPage host={host} />
      </I18nextProvider>,
    );
    await reportUnknownHost(host);
    throw new Error(unknownHostMessage(host));
  }

  applyBrandTheme(brand);
  document.title = brand.title;
  const i18n = await createI18n(initialLanguage(brand.defaultLanguage));
  const store = createStore(loadPersistedState());
  persistState(store);
  const router = createBrowserRouter(appRoutes);
  reloadOnNavigationWhenStale(router, () => store.getState().device.newRevisionAvailable);

  root.render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n} brand={brand}>
        <CrashBoundary>
          <RouterProvider router={router} />
        </CrashBoundary>
      </AppProviders>
    </StrictMode>,
  );
  await startSession(sessionContextFor(store.dispatch, brand, i18n));
  // What the first screen does not show waits until it has painted, so nothing competes with it
  // for the network: the icons the member screens use (spec 3 §4; fetched once, retried quietly),
  // the revision check (spec 1 §4) and the service worker.
  whenIdle(() => {
    void loadIconSprite();
    startRevisionCheck(() => store.dispatch(newRevisionDetected()));
    registerServiceWorker();
  });
}

/**
 * Runs `task` once the browser has nothing more urgent to do (the page rendered and painted),
 * or within 2 s; half a second on, where the browser cannot tell (Safari).
 */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 500);
}

void bootstrap();
