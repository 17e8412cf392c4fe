/** The consent module's public surface (it owns the `member_consents` table). */
export { default as consentRoutes } from './routes.ts';
