/** The site module's public surface: the SPA pages and brand assets, and the language a page is read in. It owns no table. */
export { default as siteRoutes } from './routes.ts';
export { pageLanguage } from './page-language.ts';
export { escapeHtml } from './escape-html.ts';
