/**
 * The settings module's public surface: its routes, and the notification mail other modules send
 * through (only while the member has its type on, always with the unsubscribe links), and whether
 * a type is on (web push asks it too). It owns the `notification_settings`,
 * `unsubscribe_codes` and `data_requests` tables.
 */
export { default as settingsRoutes } from './routes.ts';
export { enqueueNotificationMail } from './notifications/notification-mail.ts';
export { isNotificationEnabled } from './notifications/notification-settings.ts';
