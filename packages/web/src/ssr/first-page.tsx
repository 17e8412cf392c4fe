import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { renderToString } from 'preact-render-to-string';
import type { RenderFirstPage } from '@amora/contracts';
import { App } from '../app/App.tsx';
import { i18nOptions } from '../app/i18n.ts';
import { appRoutes } from '../app/routes.tsx';
import { loggedOut } from '../app/session/session-slice.ts';
import { createStore } from '../app/store.ts';
import { createMemoryRouter } from '../shared/routing/index.ts';

/**
 * A visitor's first page as HTML (issue 14): the app's own tree, rendered as the browser will
 * start it for someone with no session and nothing saved, so the browser takes the markup over
 * in place (main.tsx) and the page paints before any script has run. The server renders it only
 * for the logged-out entry and only for requests that carry no session (modules/site).
 */
export const renderFirstPage: RenderFirstPage = ({ brand, language, path, texts }) => {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(language), resources: { [language]: texts }, initAsync: false });
  const store = createStore();
  store.dispatch(loggedOut());
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  return renderToString(<App store={store} i18n={i18n} brand={brand} router={router} />);
};
