import type { FastifyInstance } from 'fastify';
import { MINUTE } from '../../platform/clock.ts';
import { NotificationDigests } from './digests.ts';
import { notificationMailsMemberData } from './member-data.ts';
import { registerDigestSubscribers } from './subscribers.ts';

/** The job that sends the due digests, by name (operators and tests run it with `jobs.run`). */
export const DIGEST_JOB = 'notification-mails.digests';

/** Notification e-mails of the social events: the digest subscribers, their job and the member data of their table. */
export default async function notificationMails(app: FastifyInstance): Promise<void> {
  const digests = new NotificationDigests(app.platform, app.services.accounts, app.services.webPush);
  app.platform.memberData.register(notificationMailsMemberData({ db: app.platform.db }));
  registerDigestSubscribers(app, digests);
  app.platform.jobs.register({ name: DIGEST_JOB, everyMs: MINUTE, run: () => digests.sendDue() });
}
