/**
 * The webpush module's public surface (DESIGN.md §14 "Notifications"): web push subscriptions and
 * the delivery of pushes to members with no socket open. It owns `webpush_subscriptions`; the
 * pushes module offers it every push it sends.
 */
export { default as webPushRoutes } from './routes.ts';
export { WebPushService } from './service.ts';
