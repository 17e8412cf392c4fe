/** The interests module's public surface: the catalogue and the member's picks. It owns no table (the picks live in the profile). */
export { default as interestsRoutes } from './routes.ts';
export { InterestsService } from './service.ts';
