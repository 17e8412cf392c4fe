import { useSyncExternalStore } from 'react';
import { CONSENT_CATEGORIES, CONSENT_COOKIES, CONSENT_POLICIES, type ConsentPermissions, type ConsentPolicy } from '@amora/contracts';
import { readCookie, writeCookie } from '../../shared/browser/cookies.ts';

/** A choice the visitor made: the three optional categories and the popup it was made in. */
export interface StoredConsent extends ConsentPermissions {
  policy: ConsentPolicy;
}

export const ALL_ACCEPTED: ConsentPermissions = { functional: true, performance: true, advertising: true };
export const NECESSARY_ONLY: ConsentPermissions = { functional: false, performance: false, advertising: false };

const listeners = new Set<() => void>();
/** Parsed again only when the cookies changed, so the snapshot keeps its identity between renders. */
let snapshot: { cookies: string; consent: StoredConsent | null } | null = null;

function readConsent(): StoredConsent | null {
  if (readCookie(CONSENT_COOKIES.configured) !== '1') return null;
  const policy = readCookie(CONSENT_COOKIES.policy);
  return {
    functional: readCookie(CONSENT_COOKIES.functional) === '1',
    performance: readCookie(CONSENT_COOKIES.performance) === '1',
    advertising: readCookie(CONSENT_COOKIES.advertising) === '1',
    policy: (CONSENT_POLICIES as readonly string[]).includes(policy ?? '') ? (policy as ConsentPolicy) : 'simple',
  };
}

/** The stored choice, or null while the visitor has not chosen (spec 1 §3 isConsentConfigured). */
export function storedConsent(): StoredConsent | null {
  if (snapshot?.cookies !== document.cookie) snapshot = { cookies: document.cookie, consent: readConsent() };
  return snapshot.consent;
}

/** Writes a cookie per flag and the configured flag, far-future expiry (spec 1 §3, §9). */
export function storeConsent(consent: StoredConsent): void {
  for (const category of CONSENT_CATEGORIES) writeCookie(CONSENT_COOKIES[category], consent[category] ? '1' : '0');
  writeCookie(CONSENT_COOKIES.policy, consent.policy);
  writeCookie(CONSENT_COOKIES.configured, '1');
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The stored choice, re-rendering when any part of the app stores a new one. The server's render
 * of a first page (ssr/first-page.tsx) reads no cookies: the host shows nothing either way until
 * the policy's answer, so the browser's first render agrees with it.
 */
export function useStoredConsent(): StoredConsent | null {
  return useSyncExternalStore(subscribe, storedConsent, () => null);
}
