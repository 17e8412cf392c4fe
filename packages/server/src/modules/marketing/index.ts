/** The marketing module's public surface. It owns no table. */
export { default as marketingRoutes } from './routes.ts';
