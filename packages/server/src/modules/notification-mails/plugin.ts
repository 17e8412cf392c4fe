import type { FastifyInstance } from 'fastify';
import { MINUTE } from '../../platform/clock.ts';
import { NotificationDigests } from './digests.ts';
import { MessageMails } from './message-mails.ts';
import { notificationMailsMemberData } from './member-data.ts';
import { registerNotificationMailSubscribers } from './subscribers.ts';

/** The job that sends the due digests, by name (operators and tests run it with `jobs.run`). */
export const DIGEST_JOB = 'notification-mails.digests';
/** The job that sends the due new-message mails, by name. */
export const MESSAGE_MAIL_JOB = 'notification-mails.messages';

/** Notification e-mails of the social events and new messages: the subscribers, their jobs and the member data of their tables. */
export default async function notificationMails(app: FastifyInstance): Promise<void> {
  const { accounts, safety, messenger, webPush } = app.services;
  const digests = new NotificationDigests(app.platform, accounts, webPush);
  const messageMails = new MessageMails({ platform: app.platform, accounts, safety, messenger, webPush });
  app.platform.memberData.register(notificationMailsMemberData({ db: app.platform.db }));
  registerNotificationMailSubscribers(app, digests, messageMails);
  app.platform.jobs.register({ name: DIGEST_JOB, everyMs: MINUTE, run: () => digests.sendDue() });
  app.platform.jobs.register({ name: MESSAGE_MAIL_JOB, everyMs: MINUTE, run: () => messageMails.sendDue() });
}
