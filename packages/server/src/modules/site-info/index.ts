/** The site-info module's public surface: the brand's info pages. It owns no table. */
export { default as siteInfoRoutes } from './routes.ts';
