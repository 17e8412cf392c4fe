import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientLogBodySchema, errorEnvelopeSchema, MAX_CLIENT_LOG_CHARS, revisionConfigSchema } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import { clientLogLine } from './client-log.ts';
import { TranslationFiles } from './i18n-files.ts';
import { recordSystemLog } from './log-service.ts';
import { readRevision } from './revision.ts';
import { systemMemberData } from './member-data.ts';

const tags = ['system'];

export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.platform.memberData.register(systemMemberData());
  const { config, clock, db } = app.platform;
  const startedAt = String(clock.now());
  const translations = new TranslationFiles(config.i18nDir);

  api.get(
    '/revisionConfig.json',
    { schema: { tags, response: { 200: revisionConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { version: readRevision(config.webDistDir, startedAt) } };
    },
  );

  // No auth and any host: the web reports an unknown host here (spec 1 §1), and failed requests
  // of logged-out pages (spec 1 §8). Secrets are masked by recordSystemLog.
  api.post(
    '/system/log',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      // A log at the character limit, every character up to 3 bytes in UTF-8: above the 64 KiB default.
      bodyLimit: 3 * MAX_CLIENT_LOG_CHARS + 1024,
      schema: { tags, body: clientLogBodySchema, response: { 204: z.null(), 400: errorEnvelopeSchema, 429: errorEnvelopeSchema } },
    },
    async (request, reply) => {
      const line = clientLogLine(request.body);
      await recordSystemLog(db, clock, { ...line, host: request.headers.host ?? null, brandId: request.brand?.id ?? null });
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/i18n/:lang/:namespace.json',
    {
      schema: {
        tags,
        params: z.object({ lang: z.string(), namespace: z.string() }),
        response: { 200: z.record(z.string(), z.unknown()), 304: z.null(), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const file = await translations.read(request.params.lang, request.params.namespace);
      if (!file) throw ApiError.notFound('No such translations');
      // Revalidated on every load (a cheap 304), so a deploy's new keys are never missing.
      reply.header('cache-control', 'no-cache');
      reply.header('etag', file.etag);
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send(null);
      // The file is JSON already: sent as bytes, not parsed and serialised again.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(file.body);
    },
  );
}
