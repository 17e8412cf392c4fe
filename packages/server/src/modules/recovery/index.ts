/** The recovery module's public surface: password recovery by e-mail link. It owns no table. */
export { default as recoveryRoutes } from './routes.ts';
export { recoverUrl } from './links.ts';
