import type { FastifyInstance } from 'fastify';

/**
 * Runs the mail outbox dispatcher with the app: it sends what an earlier run left unsent as soon
 * as the server is ready, retries on its timer, and finishes the message in flight on close.
 */
export default async function mailDispatcher(app: FastifyInstance): Promise<void> {
  const { mail } = app.platform;
  app.addHook('onReady', async () => mail.start((err, outboxId) => app.log.warn({ err, outboxId }, 'mail delivery failed')));
  app.addHook('onClose', async () => mail.stop());
}
