import type { Brand } from '@amora/contracts';
import type { Platform } from '../../platform/platform.ts';
import { brandLink } from '../emails/index.ts';
import { signRecoverQuery, type RecoverSubject } from './signed-link.ts';

/** The absolute `/sign/recover?q=…&t=…` link for an account, signed over its current password. */
export function recoverUrl(
  platform: Pick<Platform, 'secrets' | 'config' | 'clock'>,
  brand: Brand,
  account: RecoverSubject,
): string {
  const t = platform.clock.now();
  const q = signRecoverQuery(platform, account, t);
  return brandLink(platform.config, brand, `/sign/recover?q=${encodeURIComponent(q)}&t=${t}`);
}
