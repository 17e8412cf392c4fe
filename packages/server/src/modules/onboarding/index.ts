/** The onboarding module's public surface (it owns the `onboarding_items` table). */
export { default as onboardingRoutes } from './routes.ts';
