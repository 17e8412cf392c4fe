/**
 * The notification-mails module's public surface: digest e-mails of likes, matches and profile
 * visits for members who are away. It owns the `notification_digests` table, fills it from the
 * relations events and sends through the settings module's `enqueueNotificationMail`.
 */
export { default as notificationMails, DIGEST_JOB } from './plugin.ts';
export { DIGEST_GATHER_MS } from './digests.ts';
