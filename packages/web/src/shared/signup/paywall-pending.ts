/**
 * The sign-up answered showPaywall: the member goes to /sign/activated once logged in. Kept in
 * session storage because the login re-renders the route before the flow can navigate; the
 * paywall clears it when shown.
 */
const KEY = 'amora.signup.paywall';

export function markPaywallPending(): void {
  sessionStorage.setItem(KEY, '1');
}

export function isPaywallPending(): boolean {
  return sessionStorage.getItem(KEY) === '1';
}

export function clearPaywallPending(): void {
  sessionStorage.removeItem(KEY);
}
