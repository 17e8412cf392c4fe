import type { FastifyPluginAsync } from 'fastify';
import systemRoutes from './system/routes.ts';
import authRoutes from './auth/routes.ts';
import photosRoutes from './photos/routes.ts';
import featuresRoutes from './features/routes.ts';
import trackingRoutes from './tracking/routes.ts';
import usersRoutes from './users/routes.ts';
import marketingRoutes from './marketing/routes.ts';
import paywallsRoutes from './paywalls/routes.ts';
import mailDispatcher from './emails/dispatcher.ts';
import recoveryRoutes from './recovery/routes.ts';
import emailConfirmationRoutes from './email-confirmation/routes.ts';
import devRoutes from './dev/routes.ts';
import geolocationRoutes from './geolocation/routes.ts';
import socialRoutes from './social/routes.ts';
import signupRoutes from './signup/routes.ts';
import interestsRoutes from './interests/routes.ts';
import settingsRoutes from './settings/routes.ts';
import realtimeRoutes from './realtime/routes.ts';
import verificationRoutes from './verification/routes.ts';
import siteInfoRoutes from './site-info/routes.ts';
import consentRoutes from './consent/routes.ts';
import onboardingRoutes from './onboarding/routes.ts';
import siteRoutes from './site/routes.ts';

/**
 * Every feature module, registered in this order by buildApp. The site's `GET /*` page route
 * comes last for readability; the router prefers every specific route over it anyway.
 */
export const modules: FastifyPluginAsync[] = [
  systemRoutes,
  authRoutes,
  photosRoutes,
  featuresRoutes,
  trackingRoutes,
  usersRoutes,
  marketingRoutes,
  paywallsRoutes,
  mailDispatcher,
  recoveryRoutes,
  emailConfirmationRoutes,
  devRoutes,
  geolocationRoutes,
  socialRoutes,
  signupRoutes,
  interestsRoutes,
  settingsRoutes,
  realtimeRoutes,
  verificationRoutes,
  siteInfoRoutes,
  consentRoutes,
  onboardingRoutes,
  siteRoutes,
];
