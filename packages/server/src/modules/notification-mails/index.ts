/**
 * The notification-mails module's public surface: digest e-mails of likes, matches and profile
 * visits, and new-message e-mails per dialog, for members who are away. It owns the
 * `notification_digests` and `message_mails` tables, fills them from the relations and messenger
 * events and sends through the settings module's `enqueueNotificationMail`.
 */
export { default as notificationMails, DIGEST_JOB, MESSAGE_MAIL_JOB } from './plugin.ts';
export { DIGEST_GATHER_MS } from './digests.ts';
export { MESSAGE_MAIL_GATHER_MS } from './message-mails.ts';
