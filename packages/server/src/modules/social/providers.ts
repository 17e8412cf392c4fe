import type { SocialProviderName } from '@amora/contracts';
import type { SocialConfig } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import { FacebookProvider } from './facebook.ts';
import { GoogleProvider } from './google.ts';
import type { SocialProvider } from './provider.ts';

/** The configured providers by name; a provider missing here is disabled. */
export function createSocialProviders(config: SocialConfig, clock: Clock): Map<SocialProviderName, SocialProvider> {
  const providers = new Map<SocialProviderName, SocialProvider>();
  if (config.google) providers.set('google', new GoogleProvider(config.google, clock));
  if (config.facebook) providers.set('facebook', new FacebookProvider(config.facebook));
  return providers;
}
