/**
 * The email-confirmation module's public surface: confirming an address, the confirmation mail
 * sign-up sends, and the resend rule login reports (code 100). It owns no table.
 */
export { default as emailConfirmationRoutes } from './routes.ts';
export { sendConfirmationEmail } from './send.ts';
export { resendWaitSeconds } from './throttle-rules.ts';
