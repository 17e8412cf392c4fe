import { GDPR_COUNTRY_CODES, STRICT_US_STATES, type ConsentPolicy } from '@amora/contracts';

const GDPR = new Set(GDPR_COUNTRY_CODES);
const STRICT_STATES = new Set(STRICT_US_STATES);

/**
 * Which cookie popup a visitor gets (spec 1 §6 regional rules, DESIGN.md §13): GDPR countries
 * the GDPR popup; the United States the strict-compliance one, unless we know the member lives
 * in a state without such a law — an IP tells the country only, and the stricter notice is the
 * safe one where the state is unknown; everywhere else the simple policy notice.
 */
export function consentPolicyFor(country: string, usState: string | null): ConsentPolicy {
  if (GDPR.has(country)) return 'gdpr';
  if (country === 'US') return usState === null || STRICT_STATES.has(usState) ? 'strict' : 'simple';
  return 'simple';
}
