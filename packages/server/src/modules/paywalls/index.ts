/** The paywalls module's public surface; it owns no table. */
export { default as paywallsRoutes } from './routes.ts';
