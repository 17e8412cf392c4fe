/**
 * The system-thread module's public surface (docs/decisions.md "System thread"): the member's
 * read-only conversation with the brand's team. It owns `system_messages` and writes its notices
 * from the events of sign-up, photo moderation and verification.
 */
export { default as systemThreadRoutes } from './routes.ts';
