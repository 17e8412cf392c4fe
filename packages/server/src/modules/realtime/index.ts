/**
 * The realtime module's public surface: the `/v3/realtime` sockets and the presence rule. It
 * owns the `member_counters` table (the counters frame).
 */
export { default as realtimeRoutes } from './routes.ts';
export { maySeePresence, type PresenceSubject, type PresenceViewer } from './presence-visibility.ts';
export { readCounters, storeCounters } from './counters.ts';
