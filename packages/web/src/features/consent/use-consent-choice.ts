import type { ConsentPermissions, ConsentPolicy } from '@amora/contracts';
import { ALL_ACCEPTED, NECESSARY_ONLY, useStoredConsent, type StoredConsent } from './consent-store.ts';
import { useConsentPolicy } from './use-consent-policy.ts';

/**
 * What the consent pages start from: the stored choice, else the default of the visitor's
 * region — nothing optional under GDPR (opt-in), everything elsewhere (notice and opt-out).
 */
export function useConsentChoice(): { stored: StoredConsent | null; current: ConsentPermissions; policy: ConsentPolicy } {
  const stored = useStoredConsent();
  const regionPolicy = useConsentPolicy({ skip: stored !== null });
  const policy = stored?.policy ?? regionPolicy ?? 'gdpr';
  const current = stored ?? (policy === 'gdpr' ? NECESSARY_ONLY : ALL_ACCEPTED);
  return { stored, current, policy };
}
