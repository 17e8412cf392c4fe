/**
 * The lazy chunks the registration funnel opens, its route and then the post-signup paywall,
 * imported up front by the funnel tests so a cold transform does not eat their waits. Kept in the
 * test harness beside renderApp: the funnel ends on another feature's page, which a feature's own
 * files never import.
 */
import '../features/registration/RegistrationRoute.tsx';
import '../features/paywall/SignupPaywallPage.tsx';
