/** The dev module's public surface: the demo mailbox. It owns no table. */
export { default as devRoutes } from './routes.ts';
