/** The signup module's public surface (it owns the `registration_drafts` table). */
export { default as signupRoutes } from './routes.ts';
