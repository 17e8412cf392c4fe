import { render } from 'preact';
import { createBrowserRouter } from './shared/routing/index.ts';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LANGUAGE, unknownHostMessage } from '@amora/contracts';
import { applyBrandTheme } from './app/brand-theme.ts';
import { brandOfPage } from './app/rendered-brand.ts';
import { loadIconSprite } from './shared/ui/icon-sprite.ts';
import { newRevisionDetected } from './app/device/device-slice.ts';
import { createI18n } from './app/i18n.ts';
import { persistState } from './app/persist.ts';
import { App } from './app/App.tsx';
import { reloadOnNavigationWhenStale, startRevisionCheck } from './app/revision-check.ts';
import { appRoutes } from './app/routes.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { sessionContextFor } from './app/session/session-context.ts';
import { createStore } from './app/store.ts';
import { reportUnknownHost } from './app/unknown-host.ts';
import { UnknownHostPage } from './app/UnknownHostPage.tsx';
import { hasSessionToTry, startSession } from './app/session/start-session.ts';
import { loadPersistedState } from './shared/browser/persisted-state.ts';
import { initialLanguage } from './shared/language/language-choice.ts';
import { keepInstallPrompt } from './features/home-screen/install-prompt.ts';
import './app/global.css';

// From the first script on: the install prompt may come before the home-screen host has loaded.
window.addEventListener('beforeinstallprompt', keepInstallPrompt);

async function bootstrap(): Promise<void> {
  // Preact's own render, not the compat layer's createRoot, which empties the element first: a
  // visitor's first page arrives rendered by the server (issue 14), and this takes its markup over
  // in place, mending whatever differs (a language or a saved e-mail the server could not know).
  const root = document.getElementById('root')!;
  const host = window.location.host;
  const brand = await brandOfPage(host);

  if (!brand) {
    const i18n = await createI18n(initialLanguage(DEFAULT_LANGUAGE));
    render(
      <I18nextProvider i18n={i18n}>
        <UnknownHostPage host={host} />
      </I18nextProvider>,
      root,
    );
    await reportUnknownHost(host);
    throw new Error(unknownHostMessage(host));
  }

  applyBrandTheme(brand);
  document.title = brand.title;
  const i18n = await createI18n(initialLanguage(brand.defaultLanguage));
  const store = createStore(loadPersistedState(), hasSessionToTry() ? 'unknown' : 'loggedOut');
  persistState(store);
  const router = createBrowserRouter(appRoutes);
  reloadOnNavigationWhenStale(router, () => store.getState().device.newRevisionAvailable);

  render(<App store={store} i18n={i18n} brand={brand} router={router} />, root);
  // The server's markup waits inert for this moment (server modules/site/index-html.ts).
  root.removeAttribute('inert');
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
