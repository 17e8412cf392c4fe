/** The pushes module's public surface (it owns the `pushes` table). */
export { PushService, SERVER_PUSH_SECONDS, type OfflineDelivery, type PushInput, type SeenAt } from './service.ts';
export { pushSubscribers } from './subscribers.ts';
export { PUSH_TEXTS, SERVER_PUSH_TYPES, type ServerPushType } from './texts.ts';
export { pushesMemberData } from './member-data.ts';
