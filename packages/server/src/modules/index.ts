import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/index.ts';
import { consentRoutes } from './consent/index.ts';
import { countersRoutes } from './counters/index.ts';
import { devRoutes } from './dev/index.ts';
import { discoveryRoutes } from './discovery/index.ts';
import { emailConfirmationRoutes, resendWaitSeconds } from './email-confirmation/index.ts';
import { mailDispatcher } from './emails/index.ts';
import { featuresRoutes } from './features/index.ts';
import { feedRoutes } from './feed/index.ts';
import { geolocationRoutes } from './geolocation/index.ts';
import { interestsRoutes } from './interests/index.ts';
import { marketingRoutes } from './marketing/index.ts';
import { messengerRoutes } from './messenger/index.ts';
import { notificationMails } from './notification-mails/index.ts';
import { onboardingRoutes } from './onboarding/index.ts';
import { paywallsRoutes } from './paywalls/index.ts';
import { photosRoutes } from './photos/index.ts';
import { pushSubscribers } from './pushes/index.ts';
import { realtimeRoutes } from './realtime/index.ts';
import { recoveryRoutes } from './recovery/index.ts';
import { relationsRoutes } from './relations/index.ts';
import { safetyRoutes } from './safety/index.ts';
import { settingsRoutes } from './settings/index.ts';
import { siteInfoRoutes } from './site-info/index.ts';
import { siteRoutes } from './site/index.ts';
import { signupRoutes } from './signup/index.ts';
import { socialRoutes } from './social/index.ts';
import { systemRoutes } from './system/index.ts';
import { systemThreadRoutes } from './system-thread/index.ts';
import { trackingRoutes } from './tracking/index.ts';
import { usersRoutes } from './users/index.ts';
import { verificationRoutes } from './verification/index.ts';
import { webPushRoutes } from './webpush/index.ts';

/**
 * Login answers an unconfirmed member with the wait until the confirmation e-mail may be resent
 * (code 100), a rule of email-confirmation, which itself depends on auth (login keys, the login
 * throttle): wired here so neither module imports the other both ways.
 */
const authWithConfirmationRule: FastifyPluginAsync = (app) => authRoutes(app, { confirmationResendWait: resendWaitSeconds });

/**
 * Every feature module, registered in this order by buildApp. The site's `GET /*` page route
 * comes last for readability; the router prefers every specific route over it anyway.
 */
export const modules: FastifyPluginAsync[] = [
  systemRoutes,
  authWithConfirmationRule,
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
  // After realtime: an event's subscribers run in this order (a password change closes the other tabs, then pushes).
  pushSubscribers,
  verificationRoutes,
  siteInfoRoutes,
  consentRoutes,
  onboardingRoutes,
  discoveryRoutes,
  relationsRoutes,
  safetyRoutes,
  // After relations and safety; before counters: a match's subscriber here holds the pair's
  // account rows before any subscriber writes a counters row, the order every send keeps too
  // (accounts, then counters), so a match's dispatch and a send of the pair never deadlock.
  messengerRoutes,
  // After relations and safety: a block's likes, match and visits are gone before the counters recount.
  countersRoutes,
  feedRoutes,
  notificationMails,
  webPushRoutes,
  systemThreadRoutes,
  siteRoutes,
];
