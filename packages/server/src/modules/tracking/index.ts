/** The tracking module's public surface (it owns the `events` table). */
export { default as trackingRoutes } from './routes.ts';
export { TrackingService, type EventKind, type Reporter, type TrackedEvent } from './service.ts';
