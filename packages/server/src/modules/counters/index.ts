/**
 * The people-list counters (issue 17 point 2): unread counts kept by subscribers of the relation
 * events, stats, resets. It owns `counter_state`; the counts it pushes live in realtime's
 * `member_counters`, written through realtime's `storeCounters`.
 */
export { default as countersRoutes } from './routes.ts';
export { CountersService, type CountersDeps } from './service.ts';
