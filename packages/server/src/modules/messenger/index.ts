/**
 * The messenger module's public surface (DESIGN.md §14 "messenger"): dialogs and messages,
 * exactly once, live and gap-free. It owns `messages`, `dialogs`, `chat_sequences` and
 * `chat_events`; it keeps the unread dialogs count in realtime's counters row and reacts to
 * matches, blocks and account states through their events.
 */
export { default as messengerRoutes } from './routes.ts';
export { MessengerService, type MessengerDeps } from './service.ts';
export type { FirstWords } from './repo.ts';
