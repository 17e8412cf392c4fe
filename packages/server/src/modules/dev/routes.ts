import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../platform/errors.ts';
import { mailboxListPage, mailboxMessagePage } from './mailbox-page.ts';

const tags = ['dev'];
const LIST_LIMIT = 200;
const params = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * `/dev/mailbox` (DESIGN.md §3): the outbox as pages, so a demo user can read the confirmation
 * and recovery mail without a mail server. Only in demo mode, which production turns off.
 */
export default async function devRoutes(app: FastifyInstance): Promise<void> {
  if (!app.platform.config.demoMode) return;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { mail } = app.platform;

  const findMessage = async (id: number) => {
    const message = await mail.message(id);
    if (!message) throw ApiError.notFound('No such message');
    return message;
  };

  api.get('/dev/mailbox', { schema: { tags } }, async (_request, reply) => {
    return reply.type('text/html; charset=utf-8').send(mailboxListPage(await mail.recent(LIST_LIMIT)));
  });

  api.get('/dev/mailbox/:id', { schema: { tags, params} }, async (request, reply) => {
    return reply.type('text/html; charset=utf-8').send(mailboxMessagePage(await findMessage(request.params.id)));
  });

  // The HTML part exactly as mailed: built by the mail layout, which escapes every value.
  api.get('/dev/mailbox/:id/html', { schema: { tags, params} }, async (request, reply) => {
    const message = await findMessage(request.params.id);
    return reply.type('text/html; charset=utf-8').send(message.html);
  });
}
