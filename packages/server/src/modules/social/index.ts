/**
 * The social module's public surface: sign-in with a provider, and the social token the funnel
 * carries to the sign-up and the Facebook photo import. It owns no table.
 */
export { default as socialRoutes } from './routes.ts';
export { createSocialToken, createSocialVerifier, verifySocialToken, SOCIAL_TOKEN_TTL_MS } from './social-token.ts';
export type { SocialIdentity } from './provider.ts';
